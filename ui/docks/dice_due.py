"""The rolls a time passing calls for, set up in the dice dock one after another.

Time passes (Ctrl+Shift+T) says the rolls the time calls for (an AFMBE load's Endurance, a twdu
poison's hourly rolls, a disease's daily ones) and asks for them here
(:meth:`ui.selection.Selection.ask_rolls_due`).  The first is set up as a roll another dock asks
for is (the focus on Roll: Ctrl+R rolls it, Ctrl+K goes to the table's dice), and the message line
says how many more are due and whose ("2 more rolls due: Mia: Poison (Endure against Toxicity) × 2").
Each roll of the one set up, rolled by the console or typed, sets up the next one still due: a
poison fought off, or a character dead since, calls for no more.  A roll of another kind made in
between (a Medicine roll for the poisoned) sets the one due up again.  A roll another dock asks
for, a fight's next turn or another time passing ends them.

:class:`DueRolls` is a member of :class:`ui.docks.dice_dock.DiceDock` (``due``); its texts keep
the ``DiceDock`` translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from ui import i18n
from ui.widgets.field_form import rules_tr

if TYPE_CHECKING:
    from app.services.rolls import Rolled
    from ui.docks.dice_dock import DiceDock

#: one roll due: whose, the dice dock's kind, its inputs
Due = tuple[int, str, dict[str, object]]


class DueRolls:
    """The rolls of a time passing not yet rolled, the first of them set up in the dock."""

    def __init__(self, dock: DiceDock) -> None:
        self.dock = dock
        #: the rolls due, the one set up first
        self.rolls: list[Due] = []
        #: the minutes the time passed (what the rules are asked whether a roll is still due)
        self.minutes = 0
        #: how many were due when the time passed
        self.count = 0

    def asked(self, rolls: list[Due], minutes: int) -> None:
        """The time passed: its rolls, the first set up now."""
        self.rolls = [(int(who), str(kind), dict(inputs)) for who, kind, inputs in rolls]
        self.minutes, self.count = int(minutes), len(self.rolls)
        self._set_up()
        if self.rolls:  # asked from a dialog just closed: the keys come to Roll (Ctrl+K: the table's dice)
            button = self.dock.roll_button
            self.dock.window().activateWindow()
            QTimer.singleShot(0, button, lambda: button.setFocus(Qt.FocusReason.OtherFocusReason))

    def clear(self) -> None:
        """Another roll asked, or the fight's next turn: the rolls due are no longer followed."""
        self.rolls = []

    def rolled(self, rolled: Rolled) -> None:
        """A roll shown: the one set up is made, and the next one due is set up; another roll made
        in between (a Medicine roll) sets the one due up again."""
        if not self.rolls:
            return
        who, kind, _inputs = self.rolls[0]
        if rolled.request.character_id == who and rolled.request.kind == kind:
            self.rolls.pop(0)
            if not self.rolls:
                return
        self._set_up()

    def _set_up(self) -> None:
        services = self.dock.services
        if services is None:
            self.rolls = []
            return
        still: dict[tuple[int, str], bool] = {}  # asked once for each character and kind
        kept: list[Due] = []
        for who, kind, inputs in self.rolls:
            if (who, kind) not in still:
                still[who, kind] = services.game_time.still_due(who, kind, self.minutes)
            if still[who, kind]:
                kept.append((who, kind, inputs))
        dropped = [(who, kind) for who, kind, _inputs in self.rolls if not still[who, kind]]
        self.rolls = kept
        if not kept:
            if dropped:  # a poison fought off: the line said more were due, and says why none are now
                self.dock.refusal_label.say_again(lambda: self.none_left(dropped), hint=True)
                self.dock.refusal_label.show()
            return
        self.dock.roll_asked_here(*kept[0])
        if self.count > 1:  # one roll alone: set up as before, no count to tell
            self.dock.refusal_label.say_again(self.said, hint=True)  # information, never in alarm red
            self.dock.refusal_label.show()

    def none_left(self, dropped: list[tuple[int, str]]) -> str:
        """Why the rolls left are not needed: "Ben fought the poison off: the 23 rolls left are not
        needed" (each character and kind of them in turn)."""
        services = self.dock.services
        said: list[str] = []
        for who, kind in dict.fromkeys(dropped):
            why = services.game_time.due_ended(who, kind) if services is not None else ""
            if not why:
                return QCoreApplication.translate(
                    "DiceDock", "No more rolls due: the roll just made ended what called for the rest.")
            text = QCoreApplication.translate(
                "DiceDock", "{why}: the {count} {count|roll|rolls} left {count|is|are} not needed.")
            said.append(i18n.plural(text, count=dropped.count((who, kind)), why=why))
        return " ".join(said)

    def said(self) -> str:
        """The message line over the roll set up: how many more are due, whose and which."""
        rest = self.rolls[1:]
        if not rest:
            return QCoreApplication.translate("DiceDock", "The last roll the time called for.")
        groups: list[tuple[int, str, int]] = []  # each character's kind, with how many in a row
        for who, kind, _inputs in rest:
            if groups and groups[-1][:2] == (who, kind):
                groups[-1] = (who, kind, groups[-1][2] + 1)
            else:
                groups.append((who, kind, 1))
        parts = [self._named(who, kind, times) for who, kind, times in groups]
        text = QCoreApplication.translate("DiceDock", "{count} more {count|roll|rolls} due: {rolls}.")
        return i18n.plural(text, count=len(rest), rolls="; ".join(parts))

    def _named(self, who: int, kind: str, times: int) -> str:
        """"Mia: Poison (Endure against Toxicity) × 2", in the dock's words for the kind."""
        services = self.dock.services
        row = services.characters.character(who) if services is not None else None
        label = next((rules_tr(k.label) for k in (services.rolls.kinds(who) if services is not None else [])
                      if k.key == kind), kind)
        name = row.name if row is not None else "?"
        if times == 1:
            return QCoreApplication.translate("DiceDock", "{name}: {roll}").format(name=name, roll=label)
        return QCoreApplication.translate("DiceDock", "{name}: {roll} × {times}").format(
            name=name, roll=label, times=times)
