"""The dice dock's push gate: while a player may still push the roll shown, its damage waits; the
damage offers are held beside the push and "No push: accept the roll", the message line saying so,
until the roll is pushed or the GM accepts it as it is (Enter on a damage offer had applied it before
the player was asked, and the push was gone).

:class:`PushGate` is a member of :class:`ui.docks.dice_rolling.DiceRolling`, which hands it the
dock's widgets, the offers already used and what of the roll still stands
(:class:`ui.docks.dice_standing.RollStanding`).  Its texts keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.rolls import Rolled
    from ui.docks.dice_rolling import RollWidgets
    from ui.docks.dice_standing import RollStanding


class PushGate:
    """Whether the GM accepted the roll shown as it is, and the line said while its damage waits.

    ``used`` returns the damage offers of the roll applied (here or as the log holds them)."""

    def __init__(self, widgets: RollWidgets, used: Callable[[], set[int]], standing: RollStanding) -> None:
        self.w = widgets
        self._used = used
        self._standing = standing
        #: the GM accepted the last roll as it is ("No push: accept the roll"): its damage is open; till
        #: then, while a player may still push it, its damage offers wait (the push comes first)
        self.accepted = False
        #: the hint said while the damage waits for the push's answer (taken back once answered)
        self.held_said = ""

    def pushers(self, rolled: Rolled) -> list[int]:
        """Who may still push ``rolled`` before its damage is applied (none once the GM accepted it
        as it is, or with no damage left to offer): the roller, a duel's defender."""
        result = rolled.result
        standing = self._standing
        if result is None or self.accepted or standing.superseded or not result.damage:
            return []
        used = self._used() | standing.gone_offers
        if all(i in used for i in range(len(result.damage))):
            return []
        who = [rolled.request.opponent_id if f.by == "opponent" else rolled.request.character_id
               for f in result.follow_ups if f.rolls_dice and f.key not in standing.spent_follow]
        return [w for w in who if w is not None]

    def hold(self, rolled: Rolled) -> None:
        """While a player may still push the roll, its damage waits: the offers disabled beside the
        push and "No push: accept the roll", the line saying so (Enter on a damage offer applied it
        before the player was asked, and the push was gone)."""
        pushers = self.pushers(rolled)
        self.w.result_view.hold_offers(bool(pushers))
        line = self.w.refusal_label
        if not pushers:
            if self.held_said and line.text() == self.held_said:
                clear_text(line)
                line.hide()
            self.held_said = ""
            return
        if self._standing.gone_said:  # why an offer went is said there
            return
        combo = self.w.character_combo
        names = ", ".join(combo.itemText(combo.findData(who)) for who in pushers)
        line.say_hint(QCoreApplication.translate(
            "DiceDock", "{name} may push this roll first: its damage waits until the roll is pushed or accepted "
                        "as it is.").format(name=names))
        line.show()
        self.held_said = line.text()

    def holds(self, rolled: Rolled | None, index: int) -> bool:
        """Damage offer ``index`` pressed while a player may still push ``rolled``: the push comes
        first, asked all the same (the offer stays, the line says so).  Whether it held."""
        if rolled is None or not self.pushers(rolled):
            return False
        buttons = self.w.result_view.damage_buttons
        if 0 <= index < len(buttons):
            buttons[index].show()
        self.w.refusal_label.setText(QCoreApplication.translate(
            "DiceDock", "Push the roll, or accept it as it is, first."))
        self.w.refusal_label.show()
        return True

    def say_accepted(self) -> None:
        """The line says the roll is accepted as it is, and what Enter does on its damage now."""
        self.w.refusal_label.say_hint(QCoreApplication.translate(
            "DiceDock", "The roll is accepted as it is: Enter applies its damage, and then it can no longer be "
                        "pushed."))
        self.w.refusal_label.show()
