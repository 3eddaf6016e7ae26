"""The roster's check buttons' cell: over the conditions of a row whose state calls for checks, its
badges and, under them, a button for each check due (the other rows' cells are painted:
:mod:`ui.widgets.roster_delegate`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ui.widgets.flow_layout import FlowLayout
from ui.widgets.wrap_button import WrapButton

if TYPE_CHECKING:
    from app.rules.base import Choice

# a condition badge's colour by its severity
SEVERITY_COLOURS = {"info": "#5b8def", "warn": "#e0a030", "danger": "#e04848"}
ONE_LINE = 100_000  # a width at which any badges go on one line


def check_text(check: Choice) -> str:
    """A check's words as offered: its label, then the words that say which it is for, where the
    rules give them ("Critical injury (D66) for #1", of two injuries whose D66 waits)."""
    label = QCoreApplication.translate("rules", check.label)
    if check.words:
        label = f"{label} {QCoreApplication.translate('rules', check.words).format(**dict(check.words_args))}"
    return label


class ConditionsCell(QWidget):
    """Condition badges, and one button per check the character's state calls for.

    Signals: ``checkRequested(str)`` — the GM clicked a due check.
    """

    checkRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the badges, then the buttons, each on the line while it has room and on the next when it
        # has not: in a narrow column "Destroyed" and "Still coming" go under the badge and under
        # one another, never cut at the roster's edge ("Still co…") nor pushing it sideways; a button
        # too wide for the column on its own wraps its words
        row = FlowLayout(self, spacing=4)
        row.setContentsMargins(2, 0, 2, 0)
        self.badges = QLabel(self)
        self.badges.setObjectName("conditionBadges")
        # the theme gives every widget the window's colour: on the label that drew a dark strip
        # across a row with no condition and a dark box around the badges; the row's colour shows
        self.badges.setStyleSheet("background: transparent;")
        row.addWidget(self.badges)
        self.buttons_row = row
        self.check_buttons: dict[str, QPushButton] = {}

    def sizeHint(self) -> QSize:  # noqa: N802
        """Wrapped badges: as tall as on one line; the row is as tall as they are at its column's
        width (``heightForWidth``).  A wrapping label's own hint wraps them at a third of the
        column, which made the row two lines taller than they need."""
        hint = super().sizeHint()
        layout = self.layout()
        if self.badges.wordWrap() and layout is not None:
            hint.setHeight(layout.heightForWidth(ONE_LINE))
        return hint

    def show_checks(self, checks: Sequence[Choice]) -> bool:
        """A button for each check due; whether any button came or went (they are shown, and the
        old ones leave, once the queued events have run: the cell is measured again then)."""
        came_or_went = bool(self.check_buttons) or bool(checks)
        for button in self.check_buttons.values():
            button.deleteLater()
        self.check_buttons = {}
        for check in checks:
            label = check_text(check)
            # the words alone: a die emoji before them was a glyph the theme's font lacks (an empty box)
            # its words wrap in a narrow column: «Критическая травма (D66)» on one line made the
            # roster wider than its dock (it scrolled sideways, the others' conditions cut)
            button = WrapButton(label, self, pad_y=1)
            button.setObjectName(f"check_{check.value}")
            if check.call:  # the GM's call: nothing is rolled
                button.setToolTip(QCoreApplication.translate("rules", check.note or check.label))
            else:
                button.setToolTip(self.tr("Roll the {check} now, with this character's numbers").format(check=label))
            # the button's alone: unscoped, the padding went to its label too, which then wrapped
            # «Критическая травма (D66)» in a column with room for it on one line
            button.setStyleSheet("QPushButton { background: #7a1f1f; padding: 1px 8px; }")
            button.clicked.connect(lambda _=False, key=check.value: self.checkRequested.emit(key))
            self.buttons_row.addWidget(button)
            # shown now, not once the queued events have run: a button still hidden counts for
            # nothing in the row's size hint, and the column was fitted without it (cut to "Chequeo de Su")
            button.setVisible(True)
            self.check_buttons[check.value] = button
        return came_or_went
