"""Whether the last roll's damage offers still stand: an offer belongs to its roll.

A hit of round 1 is not applied in round 2: once the round the roll was made in has ended (or its
fight), the roll's damage offers go, and the dice dock says why.  An offer to the roll's target goes
too while the GM picks another target in the dock's "Against" box (the next roll's): the hit was on
the one it was rolled against.  Only the GM's own pick counts: the box moving by itself (the target
went down and the box went on to the next of the other side, the list filled again) takes nothing
away, and so an undone damage that brings the target back finds its offer standing; nor does a row
the GM looks at (the selection moved in the fight list or the roster, aiming the next roll): looking
changes nothing that is pending.  Both are worked
out from what the campaign and the GM's pick say now, so an undone round's end, or the first target
picked again, offers the damage again.  A roll made outside a fight has no round to end.

:class:`OfferLife` is a member of :class:`ui.docks.dice_rolling.DiceRolling`; its texts keep the
``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.services.row_ids import row_id

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.rolls import Rolled

#: the fight and the round a roll was made in (None: out of a fight)
Round = tuple[int, int] | None


class OfferLife:
    """The round the last roll was made in, and what of its offers still stands.

    ``services`` returns the bound campaign's services; ``picked`` the target the GM last picked
    in the dock's "Against" box himself (None: none picked, the box's own default, or one aimed at
    by a row selected elsewhere)."""

    def __init__(self, services: Callable[[], Services], picked: Callable[[], int | None]) -> None:
        self._services = services
        self._picked = picked
        self.rolled_in: Round = None
        #: the GM's pick when the roll was shown: a pick made since is another target picked
        self.picked_before: int | None = None
        #: the Against box's target now (the dock sets it): where the other hits of a roll whose
        #: target went down go
        self.against: Callable[[], int | None] = lambda: None
        #: the roll's target, standing when the roll was shown (its fall moves the other hits on)
        self.stood: int | None = None

    def now(self) -> Round:
        """The running fight and its round (None out of a fight)."""
        fight = self._services().campaign.active_encounter()
        if fight is None or fight.round is None:
            return None
        return row_id(fight), int(fight.round)

    def start(self, target: int | None = None) -> None:
        """A roll is shown: its offers are this round's, at ``target`` (standing or not)."""
        self.rolled_in = self.now()
        self.picked_before = self._picked()
        self.stood = target if target is not None and self.alive(target) else None

    def acts(self, character_id: int) -> bool:
        """Whether ``character_id`` takes turns now (neither dead nor down)."""
        bound = self._services()
        row = bound.characters.character(character_id)
        return row is not None and bound.ruleset.can_act(row.sheet, row.state)

    def alive(self, character_id: int) -> bool:
        """Whether ``character_id`` is not dead (a zombie down, the GM's call still to make, is not
        destroyed: the hits on it stay offered until it is called destroyed)."""
        bound = self._services()
        row = bound.characters.character(character_id)
        return row is not None and not bound.ruleset.is_dead(row.sheet, row.state)

    def fell(self, rolled: Rolled) -> bool:
        """Whether the roll's target, not dead when it was shown, is dead now (a zombie called
        destroyed); one down is still hit by the offers rolled against it."""
        aimed = rolled.request.opponent_id
        return aimed is not None and aimed == self.stood and not self.alive(aimed)

    def target_of(self, rolled: Rolled, index: int, applied: set[int] | frozenset[int] = frozenset()) -> int | None:
        """Whom damage offer ``index`` of ``rolled`` goes to now: the roll's target, or, once that one
        is down (a burst's first hit destroyed the Shambler), the one the Against box went on to (or
        the GM picked there), who stands: the other hits are never dealt to the fallen.  None: the
        target fell and no one else stands to take them.  An offer ``applied`` keeps its target."""
        request = rolled.request
        offer = rolled.result.damage[index] if rolled.result is not None else None
        if offer is None or offer.to != "opponent":
            return request.character_id
        if offer.heal or index in applied or not self.fell(rolled):
            return request.opponent_id
        now = self.against()
        if now is None or now in (request.opponent_id, request.character_id) or not self.acts(now):
            return None
        return now

    def round_over(self) -> bool:
        """The round the roll was made in has ended (or its fight)."""
        return self.rolled_in is not None and self.now() != self.rolled_in

    def fight_over(self) -> bool:
        """The fight the roll was made in has ended (no fight runs now, or another one)."""
        now = self.now()
        return self.rolled_in is not None and (now is None or now[0] != self.rolled_in[0])

    def target_moved(self, rolled: Rolled) -> bool:
        """The GM has picked another character than the roll's target since it was rolled."""
        picked = self._picked()
        aimed = rolled.request.opponent_id
        if self.fell(rolled):  # the target down: the other hits go to the one picked
            return False
        return aimed is not None and picked is not None and picked != self.picked_before and picked != aimed

    def gone(self, rolled: Rolled) -> tuple[set[int], str]:
        """The offers of ``rolled`` that no longer stand (their indexes) and why, in the GM's
        language (empty when all stand)."""
        result = rolled.result
        if result is None or not result.damage:
            return set(), ""
        if self.round_over():
            if self.fight_over():  # the GM ended the fight himself: nothing to explain under the next setup
                return set(range(len(result.damage))), ""
            text = QCoreApplication.translate(
                "DiceDock", "The round this roll was made in has ended: its damage is no longer offered."
            )
            return set(range(len(result.damage))), text
        if self.target_moved(rolled):
            aimed = [i for i, offer in enumerate(result.damage) if offer.to == "opponent"]
            if aimed:
                row = self._services().characters.character(rolled.request.opponent_id or 0)
                name = row.name if row is not None else ""
                text = QCoreApplication.translate(
                    "DiceDock", "Another target is picked: this roll's damage to {name} is no longer offered."
                ).format(name=name)
                return set(aimed), text
        if self.fell(rolled):
            nobody = {i for i, offer in enumerate(result.damage)
                      if offer.to == "opponent" and not offer.heal and self.target_of(rolled, i) is None}
            if nobody:
                row = self._services().characters.character(rolled.request.opponent_id or 0)
                text = QCoreApplication.translate(
                    "DiceDock", "{name} is down and no one else stands against this roll: its other hits are "
                                "no longer offered.").format(name=row.name if row is not None else "")
                return nobody, text
        return set(), ""
