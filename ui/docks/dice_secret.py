"""The dice dock's Secret box: for one roller, and plain to see while ticked.

A ticked box makes the roll the GM's alone (kept off the players' display, their phones and their
export).  One rule for every roller, said in its tooltip: it stays as the GM set it until the turn
passes (a new turn, a new round, another fight).  It was unticked when another character was set up
to roll after a secret roll, which a GM saw as the box forgetting itself for one roller and not for
another.  A roller hidden from the players rolls in secret anyway: the box shows it ticked and
greyed, its word saying so ("Hidden", the box as wide for either word: the dock keeps its width),
and the GM's own setting is back for the next roller.  While ticked it stands out (white on red,
bold), so a roll about to go secret is seen before Enter.

:class:`SecretBox` is a member of :class:`ui.docks.dice_dock.DiceDock` and owns the box's state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QCheckBox

if TYPE_CHECKING:  # the services load with the campaign, after the window's first paint
    from app.services.rolls import Rolled

#: a ticked box, as it stands out in the dock (any theme: the colours are its own); the padding is
#: the same ticked or not, so the box keeps the room its word takes when ticked
TICKED_STYLE = ("QCheckBox#secretCheck { padding: 1px 4px; }"
                " QCheckBox#secretCheck:checked { color: #ffffff; background: #a01c1c; font-weight: bold;"
                " border-radius: 3px; }"
                # ticked for a roller hidden from the players, whose rolls are secret anyway: greyed
                " QCheckBox#secretCheck:checked:disabled { color: #e0e0e0; background: #5c5c5c; }")


class SecretCheck(QCheckBox):
    """The Secret check box, as wide as its widest word in bold: ticked, it is drawn bold, and the room
    the dock gave it for the plain word cut it ("Secre", «Тайн»).  Its width does not depend on the
    word shown: with "Hidden" for a hidden roller it took 1 px less than with "Secret" in Russian and
    Spanish (the bold excess was counted from the shown word), and the dice dock's column, the
    Threat dial's with it, grew 1 px when the roller changed."""

    #: the box's other word (a hidden roller's), measured too: the box keeps one width for both
    other = ""

    def _text_width(self) -> int:
        """The room for the widest of the box's two words, plain or bold (mnemonics left out)."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = (self.fontMetrics(), QFontMetrics(bold))
        words = [w for w in (self.other or self.text(),) if w]  # the GM's word's width, whichever shows
        return max((m.size(Qt.TextFlag.TextShowMnemonic, w).width() for m in metrics for w in words), default=0)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        # the box's own chrome (indicator, spacing, padding) and the room for the widest word
        shown = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, self.text()).width() if self.text() else 0
        return QSize(hint.width() - shown + self._text_width() + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class SecretBox:
    """The Secret box: one rule for every roller, said in its tooltip: it stays as the GM set it
    until the turn passes.  A roller hidden from the players rolls in secret anyway: for him the box
    is ticked and greyed, its word saying why, and the GM's own setting comes back with the next
    roller.  ``roller`` gives the character the dock is set up to roll for now; ``hidden`` whether
    a character is hidden from the players."""

    def __init__(self, check: QCheckBox, roller: Callable[[], int | None], hidden: Callable[[int], bool],
                 target: Callable[[], int | None] | None = None) -> None:
        self.check = check
        self._roller = roller
        self._hidden = hidden
        #: the roll's target: one hidden from the players makes the roll's line secret anyway (it names
        #: him), so the box says so before the roll, as for a hidden roller
        self._target = target
        #: the box is forced by a hidden target (not the roller): its tooltip says so
        self.for_target = False
        #: the GM's own setting (the box shows it for every roller the players see)
        self.wanted = False
        #: whether the box stands for a hidden roller now (ticked and greyed)
        self.forced = False
        #: the box's word and tooltip, and its word and tooltip for a hidden roller
        self.words: tuple[str, ...] = ("", "", "", "", "")
        check.setStyleSheet(TICKED_STYLE)
        check.toggled.connect(self._toggled)

    def _toggled(self, ticked: bool) -> None:
        self.check.updateGeometry()
        if not self.forced:
            self.wanted = ticked

    def rolled(self, rolled: Rolled) -> None:
        """A roll was shown: the box stays as the GM set it (the same for every roller)."""

    def roller_changed(self) -> None:
        """Another character set up to roll: ticked and greyed for one hidden from the players, else
        the GM's own setting."""
        roller = self._roller()
        forced = roller is not None and self._hidden(roller)
        target = self._target() if self._target is not None and not forced else None
        for_target = target is not None and target != roller and self._hidden(target)
        forced = forced or for_target
        if for_target != self.for_target:
            self.for_target = for_target
            if forced == self.forced:
                self.retranslate()
        if forced != self.forced:
            self.forced = forced
            blocked = self.check.blockSignals(True)
            self.check.setChecked(True if forced else self.wanted)
            self.check.blockSignals(blocked)
            self.check.setEnabled(not forced)
            self.retranslate()
        elif not forced and self.check.isChecked() != self.wanted:
            self.check.setChecked(self.wanted)

    def retranslate(self, words: tuple[str, ...] | None = None) -> None:
        if words is not None:
            self.words = words
        word, tip, hidden, hidden_tip, target_tip = (*self.words, "", "", "", "", "")[:5]
        if self.for_target and target_tip:
            hidden_tip = target_tip
        if isinstance(self.check, SecretCheck):
            # one width, the Secret word's: measuring the wider "Hidden" too set the F11 map layout swinging
            self.check.other = word
        self.check.setText(hidden if self.forced else word)
        self.check.setToolTip(hidden_tip if self.forced else tip)
        self.check.updateGeometry()

    def chosen(self) -> bool:
        """Whether the roll is asked secret: the box, but for a hidden target the GM's own setting
        (its line is kept from the players anyway, for his name: app.services.unseen_lines)."""
        return self.wanted if self.for_target else self.check.isChecked()

    def turn_passed(self) -> None:
        """The turn passed: the next roller starts with the box unticked."""
        self.untick()

    def untick(self) -> None:
        self.wanted = False
        if not self.forced:
            self.check.setChecked(False)
