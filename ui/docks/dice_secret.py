"""The dice dock's Secret box: for one roller, and plain to see while ticked.

A ticked box makes the roll the GM's alone (kept off the players' display, their phones and their
export).  Left ticked after a secret roll it would make the next roller's roll secret too without
the GM noticing, so it does not outlast its roller: it is unticked when the turn passes (a new
turn, a new round, another fight) and when another character is set up to roll after a secret roll
was made with it.  A push of the same roll (the same roller) keeps it.  While ticked it stands out
(white on red, bold), so a roll about to go secret is seen before Enter.

:class:`SecretBox` is a member of :class:`ui.docks.dice_dock.DiceDock` and owns the box's state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QCheckBox

if TYPE_CHECKING:  # the services load with the campaign, after the window's first paint
    from app.services.rolls import Rolled

#: a ticked box, as it stands out in the dock (any theme: the colours are its own); the padding is
#: the same ticked or not, so the box keeps the room its word takes when ticked
TICKED_STYLE = ("QCheckBox#secretCheck { padding: 1px 4px; }"
                " QCheckBox#secretCheck:checked { color: #ffffff; background: #a01c1c; font-weight: bold;"
                " border-radius: 3px; }")


class SecretCheck(QCheckBox):
    """The Secret check box, as wide as its word in bold: ticked, it is drawn bold, and the room the
    dock gave it for the plain word cut it ("Secre", «Тайн»)."""

    def _bold_extra(self) -> int:
        word = self.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        bold = QFont(self.font())
        bold.setBold(True)
        return max(0, QFontMetrics(bold).horizontalAdvance(word) - self.fontMetrics().horizontalAdvance(word))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self._bold_extra() + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class SecretBox:
    """The Secret box and the roller its last secret roll was made for.  ``roller`` gives the
    character the dock is set up to roll for now; ``building`` whether the dock's forms are being
    filled (their combo boxes move on their own then)."""

    def __init__(self, check: QCheckBox, roller: Callable[[], int | None], building: Callable[[], bool]) -> None:
        self.check = check
        self._roller = roller
        self._building = building
        #: whether a secret roll was made with the box ticked, and for whom
        self.used = False
        self.used_by: int | None = None
        check.setStyleSheet(TICKED_STYLE)
        check.toggled.connect(self._toggled)

    def _toggled(self, ticked: bool) -> None:
        self.check.updateGeometry()
        if ticked:  # ticked anew: for whoever rolls next
            self.used = False
            self.used_by = None

    def rolled(self, rolled: Rolled) -> None:
        """A roll (or its push) was shown: a secret one made with the box ticked ties the box to its roller."""
        if self.check.isChecked() and rolled.request.secret:
            self.used = True
            self.used_by = rolled.request.character_id

    def roller_changed(self) -> None:
        """Another character set up to roll: the box goes when it served a secret roll of someone else."""
        if self.check.isChecked() and self.used and not self._building() and self._roller() != self.used_by:
            self.untick()

    def turn_passed(self) -> None:
        """The turn passed: the next roller starts with the box unticked."""
        self.untick()

    def untick(self) -> None:
        self.check.setChecked(False)
        self.used = False
        self.used_by = None
