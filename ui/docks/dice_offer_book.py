"""The dice dock's offers of the roll shown, as they are taken: a damage offer applied (and the log
line that applied it, so that its undo offers it again and its redo spends it), a hit dealt elsewhere
that spends the same offer, and the mess-up's pick (Threat +1, or a single attack or the Swarm Size
instead).

:class:`OfferBook` is a member of :class:`ui.docks.dice_rolling.DiceRolling`, which hands it the
dock's widgets, the roll shown, whether its offers still stand (:class:`ui.docks.dice_offers.OfferLife`)
and what to do once an offer is taken (show the roll anew, the Tab order, the focus).  Its texts keep
the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from ui import keymap

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.services.rolls import Rolled
    from ui.docks.dice_kept import Shown
    from ui.docks.dice_offers import OfferLife
    from ui.docks.dice_rolling import RollWidgets


class OfferBook:
    """What of the roll shown's offers was taken, and by which log lines.

    ``shown`` returns the roll shown; ``render`` shows it anew, ``retab`` puts its offers in the Tab
    order, ``place_focus`` puts the focus on its next offer (or back on the fight list) and
    ``release`` lets go of a damage waiting for its dice."""

    def __init__(
        self,
        widgets: RollWidgets,
        services: Callable[[], Services],
        shown: Callable[[], Rolled | None],
        life: OfferLife,
        render: Callable[[], None],
        retab: Callable[[], None],
        place_focus: Callable[[], None],
        release: Callable[[], None],
    ) -> None:
        self.w = widgets
        self._services = services
        self._shown = shown
        self._life = life
        self._render = render
        self._retab = retab
        self._place_focus = place_focus
        self._release = release
        #: damage offers of the last roll already applied, and whether its mess-up raised the threat
        self.applied_offers: set[int] = set()
        #: the damage event each offer of the last roll wrote when applied: its undo offers it again
        self.offer_events: dict[int, int] = {}
        #: the offers of the last roll whose hit the log holds applied (after undo and redo, another
        #: console): not offered, whatever the dock remembers
        self.taken_offers: frozenset[int] = frozenset()
        self.threat_raised = False
        #: the log line of the last roll's mess-up pick (Threat +1, or instead…): its undo offers them again
        self.threat_event: int | None = None
        #: the damage offer the dock itself is applying (a damage line written meanwhile is its own)
        self.applying: int | None = None
        #: asks the roll of a single attack on the character given (the dock's own form, its typed dice)
        self.single_attack: Callable[[int], None] | None = None

    @property
    def bound(self) -> Services:
        return self._services()

    def clear(self) -> None:
        """Another roll shown (or none): none of its offers taken."""
        self.applied_offers = set()
        self.taken_offers = frozenset()
        self.offer_events = {}
        self.threat_raised = False
        self.threat_event = None

    def restore(self, shown: Shown) -> None:
        """The offers of the roll ``shown`` before taken as they were."""
        self.applied_offers, self.offer_events = set(shown.applied_offers), dict(shown.offer_events)
        self.threat_raised, self.threat_event = shown.threat_raised, shown.threat_event

    def read_taken(self, rolled: Rolled) -> None:
        """The offers of ``rolled`` the log holds applied, read anew (a redo, another console)."""
        self.taken_offers = self.bound.rolls.offers_taken(rolled)

    def used(self) -> set[int]:
        """The damage offers applied here or held applied by the log."""
        return self.applied_offers | self.taken_offers

    def follow_offers(self, changes: ChangeSet) -> None:
        """An applied offer whose damage was undone is offered again; redone, it is spent again
        (after a reset the log says which of their damages still stand).  A mess-up's pick undone
        offers the picks again; redone, they go."""
        if self._shown() is None:
            return
        self._follow_pick(changes)
        if not self.offer_events:
            return
        if changes.reset:
            found = self.bound.campaign.history(ids=list(self.offer_events.values()))
            standing = {h.event_id for h in found if not h.undone}
            spent = {i for i, event in self.offer_events.items() if event in standing}
        else:
            spent = set(self.applied_offers)
            index_of = {event: i for i, event in self.offer_events.items()}
            for event in changes.events:
                if event.ref_id in index_of and event.kind in ("undo", "redo"):
                    (spent.discard if event.kind == "undo" else spent.add)(index_of[event.ref_id])
        if spent != self.applied_offers:
            undone = bool(self.applied_offers - spent)
            self.applied_offers = spent
            self._render()
            if undone:  # the result shown is the roll's, which stands: said, so it is not taken for undone
                self.w.refusal_label.say_hint(QCoreApplication.translate(
                    "DiceDock", "Its damage undone: the roll above still stands, its damage offered again "
                                "({key} once more takes the roll back).").format(key=keymap.first_shown("edit.undo")))

    def spend_dealt(self, changes: ChangeSet) -> None:
        """Damage the roller dealt to an offer's target elsewhere (the Damage dialog, D) spends that
        offer: the same hit is not offered again.  The first offer still standing to that target
        goes; an undo of that damage offers it again (:meth:`follow_offers`)."""
        rolled = self._shown()
        if rolled is None or rolled.result is None or not rolled.result.damage or self.applying is not None:
            return
        from app.services.character_rules import OF_ROLL  # the store's libraries load with the campaign

        request = rolled.request
        spent = False
        for event in changes.events:
            payload = getattr(event, "payload", None) or {}
            if getattr(event, "kind", "") != "damage" or event.id in self.offer_events.values() \
                    or payload.get(OF_ROLL) not in (None, rolled.event_id):  # another roll's hit (one waiting)
                continue
            gone = self._life.gone(rolled)[0] | self.applied_offers
            for index, offer in enumerate(rolled.result.damage):
                target = self._life.target_of(rolled, index, self.applied_offers)
                attacker = request.character_id if offer.to == "opponent" else request.opponent_id
                if offer.heal or index in gone or target is None:
                    continue
                if payload.get("target_id") == target and payload.get("actor_id") == attacker:
                    for taken in (index, *offer.instead):  # the other pool of the same blow goes with it
                        self.applied_offers.add(taken)
                        self.offer_events[taken] = event.id
                    spent = True
                    break
        if spent:
            self._release()
            self._render()
            self._retab()

    def _follow_pick(self, changes: ChangeSet) -> None:
        event = self.threat_event
        if event is None:
            return
        if changes.reset:
            raised = any(h.event_id == event and not h.undone for h in self.bound.campaign.history(ids=[event]))
        else:
            replayed = [e.kind for e in changes.events if e.ref_id == event and e.kind in ("undo", "redo")]
            raised = replayed[-1] == "redo" if replayed else self.threat_raised
        if raised != self.threat_raised:
            self.threat_raised = raised
            self._render()
            if not raised:
                self._retab()

    def open_offers(self) -> bool:
        """Whether the roll shown still offers damage not yet rolled (a burst's other hits)."""
        return self.unused_offers() > 0

    def unused_offers(self) -> int:
        """How many damage rolls of the roll shown still stand unused (a new roll takes their place):
        a blow offered on Life Points or Endurance instead is one damage roll, not two."""
        rolled = self._shown()
        if rolled is None or rolled.result is None or not rolled.result.damage:
            return 0
        gone = self._life.gone(rolled)[0] | self.applied_offers | self.taken_offers
        blows = {frozenset((i, *offer.instead)) for i, offer in enumerate(rolled.result.damage) if i not in gone}
        return len(blows)

    def hit_offer(self, buttons: list[QPushButton]) -> QPushButton | None:
        """The first damage still offered to the roll's target (a shot that hit): the GM's next
        key applies it, before a push of the roll that already hit."""
        rolled = self._shown()
        result = rolled.result if rolled is not None else None
        if result is None:
            return None
        offered = self.w.result_view.damage_buttons
        for index, offer in enumerate(result.damage):
            if offer.to == "opponent" and not offer.heal and index not in self.applied_offers | self.taken_offers \
                    and index < len(offered) and offered[index] in buttons:
                return offered[index]
        return None

    def apply_damage(self, index: int) -> None:
        last = self._shown()
        if last is None or last.result is None:
            return
        gone, why = self._life.gone(last)
        if index in gone:  # pressed anyway: its round is over, or it was another target's
            self.w.refusal_label.setText(why)
            self.w.refusal_label.show()
            return
        from app.services.rolls.settled import offer_hit

        offer = last.result.damage[index]
        request = last.request
        target = self._life.target_of(last, index, self.applied_offers)  # the fallen's other hits move on
        apply = self.bound.characters.heal if offer.heal else self.bound.characters.damage
        # the damage is the other side's of the roll: the log, the scores and the experience name him
        attacker = request.character_id if offer.to == "opponent" else request.opponent_id
        actor = attacker if not offer.heal and attacker != target else None
        # the damage dice (and armor) typed in the faces field, else rolled here; the offer counts as
        # used while it is applied: the result shown anew on its change (the roll spent) leaves it out
        taken = (index, *offer.instead)  # the blow's damage to the other pool is no longer offered
        self.applied_offers.update(taken)
        buttons = self.w.result_view.damage_buttons
        for other in offer.instead:
            if 0 <= other < len(buttons):
                buttons[other].hide()
        self.applying = index  # the damage line written now is this offer's own
        try:
            with self.bound.campaign.following(last.event_id):  # as secret as the roll's line
                applied = target is not None and apply(target, dict(offer.request), actor_id=actor,
                                                       faces=self.w.faces_edit.text(), of_roll=last.event_id,
                                                       hit=offer_hit(last.result, index))
        finally:
            self.applying = None
        if applied:
            for one in taken:
                self.offer_events[one] = self.bound.campaign.watch.seen  # the damage's line, just written
            self._release()
            self.w.faces_edit.setText("")  # read (no text undo left: Ctrl+Z is the window's)
            self._place_focus()  # on the next offer, or back on the fight list
        else:
            self.applied_offers.difference_update(taken)
            for one in taken:
                if 0 <= one < len(buttons):
                    buttons[one].show()

    def raise_threat(self) -> None:
        last = self._shown()
        with self.bound.campaign.following(last.event_id if last is not None else None):
            self.threat_raised = self.bound.threat.step(1, "walker")
        self.threat_event = self.bound.campaign.watch.seen if self.threat_raised else None  # the pick's line
        if not self.threat_raised:
            self.w.result_view.show_threat_offers()
        else:
            self._place_focus()

    def instead_of_threat(self, key: str) -> None:
        """The mess-up brings a single attack, or the Swarm Size one step up, instead of the Threat
        rising.  The single attack falls on the one who messed up ("one or two of them are definitely
        approaching you"), whose roll to avoid it is then asked (:attr:`single_attack`)."""
        from ui.docks.threat_single import single_attack_key

        rolled = self._shown()
        # the mess-up is his who rolled it: the defender who pushed his side of a duel, not the walker
        roller = (rolled.by or rolled.request.character_id) if rolled is not None else None
        victim = roller if key == single_attack_key() else None
        with self.bound.campaign.following(rolled.event_id if rolled is not None else None):
            self.threat_raised = self.bound.swarm.instead_of_threat(key, victim)
        self.threat_event = self.bound.campaign.watch.seen if self.threat_raised else None  # the pick's line
        if not self.threat_raised:
            self.w.result_view.show_threat_offers()
        elif victim is not None and self.single_attack is not None:
            self.single_attack(victim)
        else:
            self._place_focus()
