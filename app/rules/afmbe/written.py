"""The conditions a GM writes in words for an All Flesh Must Be Eaten character (a spreadsheet's
Conditions cell): Dead only, the rest worked out from the state.

The text kills by no number of Life Points alone: at −10 LP or less a Survival check decides, and a
failed one is death (:mod:`.dying`).  A character written "Dead" (who died between sessions) is set
as such a failed check leaves one: the ``dead`` flag, Life Points at −10 (or lower, as the file has
them; never below the track's floor), no check owed, and the revival window closed (Constitution × 2
minutes and a nurse's best First Aid, long past).  Written off, the flag is cleared and the Life
Points stay as the file has them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.rules.afmbe import character, dying
from app.rules.afmbe.levels import MAX_LEVEL
from app.rules.afmbe.wounds import TURNS_PER_MINUTE, revival_window
from app.rules.base import Choice, Sheet, State
from app.rules.text import QT_TRANSLATE_NOOP

DEAD = Choice("dead", QT_TRANSLATE_NOOP("rules", "Dead"))

#: the same word forms as every ruleset that lets a GM write Dead (one catalog entry)
SPELLINGS = {"dead": QT_TRANSLATE_NOOP("rules", "Dead|Killed|Deceased")}


def written_conditions() -> Sequence[Choice]:
    return (DEAD,)


def spellings() -> Mapping[str, str]:
    return dict(SPELLINGS)


def write_dead(sheet: Sheet, state: State, on: bool) -> State:
    """``state`` with Dead written on (as a failed Survival check at −10 LP leaves it, the revival
    window closed) or off (the flag cleared, nothing else changed)."""
    if not on:
        return {**state, "dead": False}
    clean = character.validate_sheet(sheet)
    floor = -character.life_points(clean)
    lp = int(state.get("life_points", dying.SURVIVAL_AT))
    closed = revival_window(int(clean["con"]), MAX_LEVEL) * TURNS_PER_MINUTE + 1
    return {**state, "dead": True, "life_points": max(floor, min(lp, dying.SURVIVAL_AT)), "survival_owed": 0,
            "checks_due": [], "untreated_turns": 0, "dead_turns": closed, "unconscious": False}
