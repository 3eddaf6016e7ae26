"""The conditions a GM writes in words for a d10-under character (a spreadsheet's Conditions cell):
Dead only, the rest worked out from the state.  The rules make a character dead at 0 Health, so a
character written "Dead" (who died between sessions) comes in with no Health left; written off,
nothing changes (a character at 0 Health is dead whatever the words)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.rules.base import Choice, State
from app.rules.text import QT_TRANSLATE_NOOP

DEAD = Choice("dead", QT_TRANSLATE_NOOP("rules", "Dead"))

#: the same word forms as every ruleset that lets a GM write Dead (one catalog entry)
SPELLINGS = {"dead": QT_TRANSLATE_NOOP("rules", "Dead|Killed|Deceased")}


def written_conditions() -> Sequence[Choice]:
    return (DEAD,)


def spellings() -> Mapping[str, str]:
    return dict(SPELLINGS)


def write_dead(state: State, on: bool) -> State:
    """``state`` with Dead written on (0 Health) or off (as it was: the Health column decides)."""
    return {**state, "health": 0} if on else dict(state)
