"""What of the roll the dice dock shows still stands: its damage offers whose round has ended (or
whose target the GM picked away from), its follow-ups spent since (a push of a roll whose single
attack's harm is dealt, of a roller Broken since), and whether it is shown only as the roll before,
for its damage still offered, another setup or a refused roll having taken its place.

:class:`RollStanding` is a member of :class:`ui.docks.dice_rolling.DiceRolling`, which hands it the
dock's widgets and whether the roll's offers still stand (:class:`ui.docks.dice_offers.OfferLife`).
Its texts keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from app.services.logtext import render
from ui.docks.dice_sight import OfferInSight
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.rolls import Rolled
    from ui.docks.dice_offers import OfferLife
    from ui.docks.dice_rolling import RollWidgets


class RollStanding:
    """The offers and follow-ups of the roll shown that no longer stand, the line that says why, and
    whether the roll is shown only as the roll before."""

    def __init__(self, widgets: RollWidgets, services: Callable[[], Services], life: OfferLife) -> None:
        self.w = widgets
        self._services = services
        self._life = life
        #: the offers gone now and the line that says why
        self.gone_offers: set[int] = set()
        #: the follow-ups of the roll shown that no longer stand (a push of a spent roll), hidden
        self.spent_follow: frozenset[str] = frozenset()
        self.gone_said = ""
        #: a roll was refused since the result shown: that result is the roll before's, kept only for
        #: the damage it still offers (its push and the like not offered: they answer no roll asked now)
        self.superseded = False

    def hide_gone(self, rolled: Rolled, applied: set[int]) -> None:
        """The offers that no longer stand go, and the refusal line says why (the line it said
        before is taken back once they stand again)."""
        self.gone_offers, why = self._gone(rolled, applied)
        for index in self.gone_offers:
            self.w.result_view.damage_buttons[index].hide()
        self.spent_follow, spent_why = self._spent(rolled)
        for key in self.spent_follow:  # a push of a roll whose outcome is settled, or of one Broken since
            for widget in (self.w.result_view.buttons.get(key), self.w.result_view.points.get(key)):
                if widget is not None:
                    widget.hide()
        if why:
            self.w.refusal_label.setText(why)
            self.w.refusal_label.show()
        elif spent_why:
            # the roll spent by the offer the GM has just used (a first aid that worked): nothing was
            # refused, so it is said in the plain words of a hint, not a refusal's red
            self.w.refusal_label.say_hint(spent_why)
            self.w.refusal_label.show()
        elif self.gone_said and self.w.refusal_label.text() == self.gone_said:
            clear_text(self.w.refusal_label)
            self.w.refusal_label.hide()
        self.gone_said = why or spent_why

    def differs(self, rolled: Rolled, applied: set[int]) -> bool:
        """Whether what of ``rolled``'s offers and follow-ups stands is no longer what is shown (the
        round, the target or the roller changed)."""
        gone, why = self._gone(rolled, applied)
        spent, spent_why = self._spent(rolled)
        return (gone, why or spent_why) != (self.gone_offers, self.gone_said) or spent != self.spent_follow

    def _spent(self, rolled: Rolled) -> tuple[frozenset[str], str]:
        """The follow-ups of ``rolled`` that no longer stand (its push once the single attack's harm is
        dealt, or its roller Broken since), and why in the GM's language."""
        if rolled.result is None or not rolled.result.follow_ups:
            return frozenset(), ""
        keys, why = self._services().rolls.spent_follow_ups(rolled)
        return keys, render(why, {}, "rules") if why else ""

    def _gone(self, rolled: Rolled, applied: set[int]) -> tuple[set[int], str]:
        """The offers of ``rolled`` that no longer stand, and why; nothing said when each of them
        was already applied (an offer taken is not one "no longer offered")."""
        gone, why = self._life.gone(rolled)
        return gone, why if gone - applied else ""

    def hide_follow_ups(self) -> None:
        """The result's follow-ups (push, luck points) go: the roll shown is not the one asked."""
        view = self.w.result_view
        for widget in (*view.buttons.values(), *view.points.values()):
            widget.hide()
        view.hold_offers(False)  # no push of it now: its damage is open

    def supersede(self) -> None:
        """The roll shown stays for its damage still offered alone, said to be the roll before, with
        no push or other follow-up of it offered."""
        self.superseded = True
        self.hide_follow_ups()
        def said() -> str:
            return QCoreApplication.translate(
                "DiceDock", "Below: the roll before, shown for its damage still offered; it is not this roll's result.")

        if said() not in self.w.refusal_label.text().split("\n"):
            shown = self.w.refusal_label.words()
            self.w.refusal_label.say_again(lambda: f"{shown()}\n{said()}" if shown() else said())
        self.w.refusal_label.show()

    def offer_in_sight(self, buttons: list[QPushButton]) -> None:
        """The line says "Below: …": the first offer it points at in sight with it."""
        if self.superseded and buttons:
            OfferInSight(self.w.roll_scroll, self.w.refusal_label, buttons[0])
