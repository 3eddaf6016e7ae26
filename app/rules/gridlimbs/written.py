"""The conditions a GM writes in words for a grid-and-limbs character (a spreadsheet's Conditions
cell): Dead only, the rest worked out from the body.  The rules make a character dead when the main
pool (the torso) or the head is at 0, so a character written "Dead" (who died between sessions)
comes in with the main pool emptied and the other parts as the file has them; written off, nothing
changes (an empty main pool or head is death whatever the words)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.rules.base import Choice, Sheet, State
from app.rules.gridlimbs import reading
from app.rules.gridlimbs.body import TORSO
from app.rules.gridlimbs.state_changes import with_body
from app.rules.text import QT_TRANSLATE_NOOP

DEAD = Choice("dead", QT_TRANSLATE_NOOP("rules", "Dead"))

#: the same word forms as every ruleset that lets a GM write Dead (one catalog entry)
SPELLINGS = {"dead": QT_TRANSLATE_NOOP("rules", "Dead|Killed|Deceased")}


def written_conditions() -> Sequence[Choice]:
    return (DEAD,)


def spellings() -> Mapping[str, str]:
    return dict(SPELLINGS)


def write_dead(sheet: Sheet, state: State, on: bool) -> State:
    """``state`` with Dead written on (the main pool at 0) or off (as it was: the pools decide)."""
    if not on:
        return dict(state)
    return with_body(state, reading.body(sheet, state).with_pool(TORSO, 0))
