"""Brawl phases, declarations, overwatch and the order to resolve a round.

Rules modelled (twdu text, "Brawls"):

- Each round everyone gets one action, in one of six phases resolved in order: 1 taking cover,
  2 ranged combat, 3 close combat, 4 movement, 5 first aid, 6 other (fighting the dead in a brawl
  counts as Other).
- In each phase NPCs declare first, then PCs.
- Ranged and close combat: the opposed rolls (two fighters attacking each other) are resolved
  first, then the attacks on someone who does not fight back (straight rolls).
- Overwatch is a Ranged Combat action declared in phase 2 on an area: whoever moves into the area
  can be shot in the Movement phase, before the move is resolved.  If nobody moves there, the
  action is spent for nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

PHASE_COVER = 1
PHASE_RANGED = 2
PHASE_CLOSE = 3
PHASE_MOVEMENT = 4
PHASE_FIRST_AID = 5
PHASE_OTHER = 6

PHASES: dict[int, str] = {
    PHASE_COVER: QT_TRANSLATE_NOOP("rules", "Taking cover"),
    PHASE_RANGED: QT_TRANSLATE_NOOP("rules", "Ranged combat"),
    PHASE_CLOSE: QT_TRANSLATE_NOOP("rules", "Close combat"),
    PHASE_MOVEMENT: QT_TRANSLATE_NOOP("rules", "Movement"),
    PHASE_FIRST_AID: QT_TRANSLATE_NOOP("rules", "First aid"),
    PHASE_OTHER: QT_TRANSLATE_NOOP("rules", "Other"),
}

OVERWATCH = QT_TRANSLATE_NOOP("rules", "Overwatch")


@record(frozen=True)
class Declaration:
    """One character's declared action for the round.

    ``target`` is another actor's id (attacks, first aid); ``area`` is the watched area for an
    overwatch, or the area a movement goes into.
    """

    actor: str
    is_pc: bool
    phase: int
    target: str = ""
    overwatch: bool = False
    area: str = ""

    def __post_init__(self) -> None:
        if self.phase not in PHASES:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Brawl phases run from 1 to 6."))
        if self.overwatch and (self.phase != PHASE_RANGED or not self.area):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Overwatch is a ranged combat action on an area."))
        if self.target and self.target == self.actor and self.phase != PHASE_OTHER:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A character cannot target themselves."))


@record(frozen=True)
class Step:
    """One thing to resolve: ``kind`` is ``"opposed"`` (two declarations rolled against each
    other), ``"straight"`` (an attack on someone not fighting back), ``"overwatch"`` (a shot at
    ``trigger``, who moves into the area), ``"wasted"`` (an overwatch nobody walked into) or
    ``"action"`` (anything else)."""

    phase: int
    kind: str
    declarations: tuple[Declaration, ...]
    trigger: str = ""


def declaration_order(declarations: Sequence[Declaration]) -> list[Declaration]:
    """The order to ask for declarations: by phase, NPCs before PCs, otherwise as given."""
    return sorted(declarations, key=lambda d: (d.phase, d.is_pc))


def _check_unique(declarations: Sequence[Declaration]) -> None:
    actors = [d.actor for d in declarations]
    if len(actors) != len(set(actors)):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Each character has one action a round."))


def _combat_steps(phase: int, decls: list[Declaration]) -> list[Step]:
    opposed: list[Step] = []
    straight: list[Step] = []
    paired: set[str] = set()
    by_actor = {d.actor: d for d in decls}
    for d in decls:
        if d.actor in paired:
            continue
        other = by_actor.get(d.target)
        if other is not None and other.target == d.actor and other.actor not in paired:
            paired.update((d.actor, other.actor))
            opposed.append(Step(phase, "opposed", (d, other)))
        else:
            straight.append(Step(phase, "straight" if d.target else "action", (d,)))
    return opposed + straight


def resolution_order(declarations: Sequence[Declaration]) -> list[Step]:
    """The order to resolve a round's declarations.

    Phases 1 to 6 in turn; within a phase NPCs' declarations before PCs'.  In ranged and close
    combat, opposed pairs come before straight rolls.  Overwatch shots are taken in the Movement
    phase just before the first move into the watched area; an overwatch nobody triggers is
    listed at the end of the Movement phase as wasted.
    """
    _check_unique(declarations)
    ordered = declaration_order(declarations)
    watches = [d for d in ordered if d.overwatch]
    steps: list[Step] = []
    for phase in PHASES:
        decls = [d for d in ordered if d.phase == phase and not d.overwatch]
        if phase in (PHASE_RANGED, PHASE_CLOSE):
            steps.extend(_combat_steps(phase, decls))
        elif phase == PHASE_MOVEMENT:
            fired: set[str] = set()
            for move in decls:
                for watch in watches:
                    if watch.actor not in fired and move.area and watch.area == move.area:
                        if watch.actor != move.actor:
                            fired.add(watch.actor)
                            steps.append(Step(phase, "overwatch", (watch,), trigger=move.actor))
                steps.append(Step(phase, "action", (move,)))
            steps.extend(Step(phase, "wasted", (w,)) for w in watches if w.actor not in fired)
        else:
            steps.extend(Step(phase, "action", (d,)) for d in decls)
    return steps


def phase_sort_key(phase: int, is_pc: bool) -> tuple[int, ...]:
    """A sort key, higher first, that puts earlier phases first and NPCs before PCs."""
    if phase not in PHASES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Brawl phases run from 1 to 6."))
    return (-phase, 0 if is_pc else 1)
