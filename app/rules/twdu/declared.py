"""twdu: the roll of the action a fighter declared for the round's phase, set up on the fighter's turn.

"Each round everyone gets one action, in one of six phases" (twdu text, "Brawls"): a fighter who
declared Ranged Combat (phase 2) shoots, so the dice dock sets up the shot
(:mod:`app.rules.twdu.shot_kind`) with the sheet's first ranged weapon at the farthest band it
reaches, or the Ranged Combat skill roll without one; Close Combat (phase 3) is the Close Combat
skill roll with the sheet's first close combat weapon as its gear (bare hands without one); Taking
cover (phase 1) is the Mobility roll to take cover; First aid (phase 5) the first aid roll.
Movement and Other say no roll of their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.twdu.brawl import PHASE_CLOSE, PHASE_COVER, PHASE_FIRST_AID, PHASE_RANGED
from app.rules.twdu.cover import COVER_KEY
from app.rules.twdu.shot_kind import SHOT, shot_band

SKILL = "skill"
FIRST_AID = "first_aid"


def _first(sheet: Mapping[str, Any], kind: str) -> tuple[int, Mapping[str, Any]] | None:
    for index, row in enumerate(sheet.get("weapons", [])):
        if row.get("kind") == kind:
            return index, row
    return None


def declared_roll(sheet: Mapping[str, Any], phase: str) -> tuple[str, dict[str, Any]] | None:
    """The kind and inputs of the roll the action declared in ``phase`` makes (None: no roll)."""
    number = int(phase) if str(phase).isdigit() else 0
    if number == PHASE_RANGED:
        ranged = _first(sheet, "ranged")
        if ranged is None:
            return SKILL, {"skill": "ranged_combat"}
        index, row = ranged
        return SHOT, {"item": f"w{index}", "band": shot_band(row)}
    if number == PHASE_CLOSE:
        close = _first(sheet, "close")
        return SKILL, {"skill": "close_combat", "item": f"w{close[0]}" if close else ""}
    if number == PHASE_COVER:
        return COVER_KEY, {}
    if number == PHASE_FIRST_AID:
        return FIRST_AID, {}
    return None
