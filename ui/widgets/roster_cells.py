"""The roster's cells beside a character's name: its tracks (bars, or a body diagram and the
health bar) and its conditions (badges, and a button for each check due)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ui.widgets.body_diagram import BodyDiagram
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.track_bar import TrackBar

if TYPE_CHECKING:
    from app.rules.base import Choice, TrackSpec

# a condition badge's colour by its severity
SEVERITY_COLOURS = {"info": "#5b8def", "warn": "#e0a030", "danger": "#e04848"}
ONE_LINE = 100_000  # a width at which any badges go on one line


class TracksCell(QWidget):
    """The main tracks of one character, side by side (on more lines when the column is narrow:
    each bar keeps its name and numbers); pools that belong to body parts are drawn as a small
    body diagram, followed by the bar of the pool that says how hurt the character is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = FlowLayout(self, spacing=4)
        self.row.setContentsMargins(2, 2, 2, 2)
        self.body = BodyDiagram(self)
        self.body.setObjectName("bodyDiagram")
        self.body.hide()
        self.row.addWidget(self.body)
        self.bars: list[TrackBar] = []

    def show_tracks(
        self, specs: Sequence[TrackSpec], values: dict[str, int], health_key: str = "", compact: bool = False
    ) -> bool:
        """``compact``: a body's parts as the bars of its main pool and of the parts that are hurt,
        not the figure (a roster on one line a row).  Whether bars came or went (a bar taken away
        leaves once the queued events have run: the cell is measured again then)."""
        parts = {t.body_part: (t, values.get(t.key, t.maximum)) for t in specs if t.body_part}
        if len(parts) >= 3 and not compact:
            self.body.set_parts(parts)
            self.body.show()
            specs = [t for t in specs if not t.body_part or t.key == health_key]
        else:
            self.body.hide()
            if len(parts) >= 3:
                specs = [t for t in specs if not t.body_part or t.key == health_key or values.get(t.key, 0) < t.maximum]
        came_or_went = len(self.bars) != len(specs)
        while len(self.bars) > len(specs):
            self.bars.pop().deleteLater()
        for i, spec in enumerate(specs):
            value = values.get(spec.key, spec.maximum)
            if i < len(self.bars):
                self.bars[i].one_line = compact
                self.bars[i].set_value(spec, value)
            else:
                bar = TrackBar(spec, value, parent=self)
                bar.setObjectName(f"track_{spec.key}")
                bar.one_line = compact
                self.bars.append(bar)
                self.row.addWidget(bar)
                bar.show()  # now, not when the queued events run: the columns measure it at once
        return came_or_went


class ConditionsCell(QWidget):
    """Condition badges, and one button per check the character's state calls for.

    Signals: ``checkRequested(str)`` — the GM clicked a due check.
    """

    checkRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(2, 0, 2, 0)
        row.setSpacing(4)
        self.badges = QLabel(self)
        self.badges.setObjectName("conditionBadges")
        # the theme gives every widget the window's colour: on the label that drew a dark strip
        # across a row with no condition and a dark box around the badges; the row's colour shows
        self.badges.setStyleSheet("background: transparent;")
        row.addWidget(self.badges, 1)  # wrapped, the badges take the column's width (not a third of it)
        self.buttons_row = QHBoxLayout()
        row.addLayout(self.buttons_row)
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
            label = QCoreApplication.translate("rules", check.label)
            button = QPushButton(label if check.call else "🎲 " + label, self)
            button.setObjectName(f"check_{check.value}")
            if check.call:  # the GM's call: nothing is rolled
                button.setToolTip(QCoreApplication.translate("rules", check.note or check.label))
            else:
                button.setToolTip(self.tr("Roll the {check} now, with this character's numbers").format(check=label))
            button.setStyleSheet("background: #7a1f1f; padding: 1px 8px;")
            button.clicked.connect(lambda _=False, key=check.value: self.checkRequested.emit(key))
            self.buttons_row.addWidget(button)
            self.check_buttons[check.value] = button
        return came_or_went
