"""The dice dock's rolls it showed before, kept so that an undo brings back what the GM saw before the
undone step: Ctrl+Z of a push shows the failed roll again with "Push the roll" (the push had left the
dock empty, the roll back in the log alone); Ctrl+Z of a mess-up's pick (Threat +1, or a single
attack or the Swarm Size instead) offers the three choices again; Ctrl+Z of a damage an offer applied,
once the turn has passed on and back, shows the roll again with that damage offered.

The log says what stands: a kept roll comes back when the line taken back is the roll that took its
place (its push) or its mess-up's pick, and only while its own line stands; what of its offers was
taken is read again from the log (an offer whose damage or pick was undone is offered again).  A roll
the GM left otherwise (another kind of roll picked, another roller) stays gone, unless it stayed
on screen for its damage still offered: a roll made by mistake over it and undone shows it again as
the roll before, its offers back.  :class:`KeptRolls` is a member of
:class:`ui.docks.dice_rolling.DiceRolling`, which hands it each roll it leaves and asks it after an undo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.services.rolls import Rolled

#: the rolls kept (the latest ones: an undo goes back a few steps, not through the night)
KEPT = 24


@dataclass
class Shown:
    """A roll as the dock showed it: what of its offers was taken, and the log lines that took them."""

    rolled: Rolled
    applied_offers: set[int] = field(default_factory=set)
    offer_events: dict[int, int] = field(default_factory=dict)
    threat_raised: bool = False
    threat_event: int | None = None
    #: the line of the roll shown in its place (its push): that taken back, this one is shown again
    replaced_by: int | None = None
    #: shown as the roll before (another kind picked while its damage was still offered)
    superseded: bool = False
    #: the line of the roll this one followed up (a push of it): its redo shows this one again
    follows: int | None = None
    #: the GM accepted it as it is (not pushed): its damage offered
    accepted: bool = False

    def taken_back(self, standing: set[int], keep_lines: bool = False) -> None:
        """The offers whose lines no longer stand (``standing``: the lines that do) are offered again;
        ``keep_lines``: their lines still known, so that a redo of them spends them again."""
        self.applied_offers = {i for i in self.applied_offers if self.offer_events.get(i) in standing}
        if not keep_lines:
            self.offer_events = {i: e for i, e in self.offer_events.items() if i in self.applied_offers}
        if self.threat_event is not None and self.threat_event not in standing:
            self.threat_raised, self.threat_event = False, None

    def lines(self) -> list[int]:
        return [*self.offer_events.values(), *([self.threat_event] if self.threat_event is not None else [])]


class KeptRolls:
    """The rolls the dock showed, newest last, by their log line; ``services`` the bound campaign's."""

    def __init__(self, services: Callable[[], Services]) -> None:
        self._services = services
        self.shown: dict[int, Shown] = {}

    def keep(self, shown: Shown) -> None:
        self.shown.pop(shown.rolled.event_id, None)
        self.shown[shown.rolled.event_id] = shown
        while len(self.shown) > KEPT:
            del self.shown[next(iter(self.shown))]

    def clear(self) -> None:
        self.shown.clear()

    def back_after(self, changes: ChangeSet) -> Shown | None:
        """After ``changes`` took a line back (an undo): the roll kept whose push, mess-up pick or
        offered damage that line was (a damage applied before the turn passed), while its own line
        stands, its offers as the log has them now; None for none."""
        undone = {e.ref_id for e in changes.events if e.kind == "undo" and e.ref_id is not None}
        if not undone or not self.shown:
            return None
        candidates = [s for s in self.shown.values() if s.replaced_by in undone or s.threat_event in undone
                      or not undone.isdisjoint(s.offer_events.values())]
        if not candidates:
            return None
        ids = {s.rolled.event_id for s in candidates}
        for s in candidates:
            ids.update(s.lines())
        standing = {h.event_id for h in self._services().campaign.history(ids=sorted(ids)) if not h.undone}
        for shown in sorted(candidates, key=lambda s: s.rolled.event_id, reverse=True):
            if shown.rolled.event_id in standing:
                shown.taken_back(standing)
                return shown
        return None

    def forward_after(self, changes: ChangeSet, shown_now: int | None) -> Shown | None:
        """After ``changes`` brought a line back (a redo): the roll kept that is that line, a
        follow-up (a push) of the roll shown now (``shown_now``: its line; None: none shown), its
        offers as the log has them now; None for none."""
        redone = {e.ref_id for e in changes.events if e.kind == "redo" and e.ref_id is not None}
        found = [s for s in self.shown.values() if s.rolled.event_id in redone and s.follows is not None
                 and (shown_now is None or s.follows == shown_now)]
        if not found:
            return None
        shown = max(found, key=lambda s: s.rolled.event_id)
        ids = sorted({shown.rolled.event_id, *shown.lines()})
        standing = {h.event_id for h in self._services().campaign.history(ids=ids) if not h.undone}
        if shown.rolled.event_id not in standing:
            return None
        shown.taken_back(standing, keep_lines=True)  # a redo of its damage after it spends that again
        return shown
