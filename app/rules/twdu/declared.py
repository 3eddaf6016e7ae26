"""twdu: the roll of the action a fighter declared for the round's phase, set up on the fighter's turn.

"Each round everyone gets one action, in one of six phases" (twdu text, "Brawls"): a fighter who
declared Ranged Combat (phase 2) shoots, so the dice dock sets up the shot
(:mod:`app.rules.twdu.shot_kind`) with the sheet's first ranged weapon at the farthest band it reaches;
one who carries no ranged weapon has nothing to shoot with, and what he can do is the Close Combat
attack below (his turn says why: :data:`app.rules.twdu.ruleset.NO_RANGED_WEAPON_TURN`).  Close Combat
(phase 3) is an attack with the sheet's first close combat weapon (bare hands without one) at Short
range ("You can only use Close Combat against enemies within Short range"): "First, everyone states who
they attack. Then the skill rolls are resolved, starting with opposed rolls" — the duel against one who
declared an attack back at the attacker, a straight roll at a defenseless target against one who did
not; declared against no one, the Close Combat skill roll with that weapon as its gear.  Taking cover
(phase 1) is the Mobility roll to take cover; Movement (phase 4) the Mobility roll to move one band
("You may move one zone closer or further away from your opponent. Roll Mobility"); First aid (phase 5)
the first aid roll.  Other says no roll of its own.

Ranged Combat is "handled as an opposed roll, as in a Duel. When done, resolve any situation where
someone shoots at a person who does not shoot back (resolved as a straight roll)": a shot at one who
declared Ranged Combat back at the shooter is the duel at the band the weapon reaches (the duel itself
turns it into a straight roll when his weapon does not reach that band), a shot at one who did not is
the straight shot.  The duel's opponent fights with his own weapon (:func:`opponent_side`): the best
his sheet has for the band, its Damage and gear bonus on his side of the form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.twdu.brawl import PHASE_CLOSE, PHASE_COVER, PHASE_FIRST_AID, PHASE_MOVEMENT, PHASE_RANGED
from app.rules.twdu.combat import RANGES, weapon_reach
from app.rules.twdu.cover import COVER_KEY
from app.rules.twdu.range_fields import band_distance
from app.rules.twdu.shot_kind import SHOT, shot_band

SKILL = "skill"
FIRST_AID = "first_aid"
DUEL = "duel"
DEFENSELESS = "defenseless"
MOVE = "move"


def _first(sheet: Mapping[str, Any], kind: str) -> tuple[int, Mapping[str, Any]] | None:
    for index, row in enumerate(sheet.get("weapons", [])):
        if row.get("kind") == kind:
            return index, row
    return None


def duel_range(sheet: Mapping[str, Any], opponent: Mapping[str, Any] | None) -> dict[str, Any]:
    """The one distance and band of a shot duel between the two, read the same from either side:
    the nearer of the bands their weapons reach (the first ranged weapon of each, the one each
    shoots with), at the distance that sets it (:func:`app.rules.twdu.range_fields.band_distance`).
    Rook's shotgun (Short) against Mia's rifle (Long): Short, 0 m, a Close Combat roll for both."""
    mine = _first(sheet, "ranged")
    theirs = _first(opponent, "ranged") if opponent is not None else None
    reach = [RANGES.index(shot_band(row)) for row in (mine[1] if mine else None, theirs[1] if theirs else None)
             if row is not None]
    return band_distance(RANGES[min(reach)] if reach else "short")


def declared_roll(sheet: Mapping[str, Any], phase: str, answered: bool | None = None,
                  opponent: Mapping[str, Any] | None = None) -> tuple[str, dict[str, Any]] | None:
    """The kind and inputs of the roll the action declared in ``phase`` makes (None: no roll).
    ``answered``: the action was declared against someone who declared one back at the fighter in
    the same phase (True), against someone who did not (False), or against no one (None);
    ``opponent``: the sheet of the one it was declared against (a duel's band is both weapons')."""
    number = int(phase) if str(phase).isdigit() else 0
    if number == PHASE_RANGED:
        ranged = _first(sheet, "ranged")
        if ranged is None:  # nothing to shoot with: what he can do is a Close Combat attack (Short range)
            return declared_roll(sheet, str(PHASE_CLOSE), answered, opponent)
        index, row = ranged
        if answered:  # he shoots back: "an opposed roll, as in a Duel", at one distance for both
            at = duel_range(sheet, opponent)
            far = at["band"] != "short"
            return DUEL, {"item": f"w{index}", **at, "ranged": far,
                          "skill": "ranged_combat" if far else "close_combat"}
        return SHOT, {"item": f"w{index}", **band_distance(shot_band(row))}
    if number == PHASE_CLOSE:
        close = _first(sheet, "close")
        item = f"w{close[0]}" if close else ""
        if answered is None:
            return SKILL, {"skill": "close_combat", "item": item}
        return (DUEL if answered else DEFENSELESS), {"item": item, **band_distance("short")}
    if number == PHASE_MOVEMENT:
        return MOVE, {}
    if number == PHASE_COVER:
        return COVER_KEY, {}
    if number == PHASE_FIRST_AID:
        return FIRST_AID, {}
    return None


def best_weapon(sheet: Mapping[str, Any], band: str, declared: str | None = None) -> Mapping[str, Any] | None:
    """The weapon of ``sheet`` a fighter answers with at ``band``: of those that reach it (any at
    Short range, where a gun is a Close Combat roll; beyond it a ranged weapon whose Range reaches
    the band), the one with the most Damage, then the most gear dice; None for bare hands.  One who
    ``declared`` Close Combat (phase 3) fights with his first close combat weapon, as his own turn
    does (:func:`declared_roll`; bare hands without one), not the gun he carries; one who declared
    Ranged Combat (phase 2) answers with a ranged weapon, where he has one that reaches."""
    if band not in RANGES:
        band = "short"
    number = int(declared) if declared is not None and str(declared).isdigit() else 0
    if number == PHASE_CLOSE and band == "short":
        close = _first(sheet, "close")
        return close[1] if close is not None else None
    reach = RANGES.index(band)
    rows = [row for row in sheet.get("weapons", []) if isinstance(row, Mapping)
            and (band == "short" or (row.get("kind") == "ranged" and RANGES.index(weapon_reach(row)) >= reach))]
    if number == PHASE_RANGED and any(row.get("kind") == "ranged" for row in rows):
        rows = [row for row in rows if row.get("kind") == "ranged"]
    if not rows:
        return None
    return max(rows, key=lambda row: (int(row.get("damage", 1)), int(row.get("bonus", 0))))


def opponent_side(sheet: Mapping[str, Any], band: str, declared: str | None = None) -> dict[str, Any]:
    """A duel's opponent side as his sheet has it at ``band``: his weapon's Damage and gear dice,
    whether it is a firearm (Agility at Short range) and the skill the band rolls; bare hands
    without a weapon (Damage 1, no gear dice).  ``declared``: the phase of the action he declared
    this round (its weapon: :func:`best_weapon`), None when he declared none."""
    weapon = best_weapon(sheet, band, declared)
    return {
        "opponent_damage": int(weapon.get("damage", 1)) if weapon is not None else 1,
        "opponent_gear": int(weapon.get("bonus", 0)) if weapon is not None else 0,
        "opponent_firearm": weapon is not None and weapon.get("kind") == "ranged",
        "opponent_skill": "close_combat" if band not in RANGES or band == "short" else "ranged_combat",
    }


def their_form(sheet: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """A duel's opponent side (``values``: the roller's form, its ``opponent_`` fields the
    opponent's) as the opponent's own duel form on his ``sheet`` would have it: the band, his skill
    and the weapon of his sheet that matches his side's Damage, gear dice and firearm box (the one
    :func:`best_weapon` picks first; bare hands for Damage 1 without gear; left unnamed when none
    matches), for his push's log line to name his own roll ("Mia: Push the roll — Duel (Close
    Combat, Hunting rifle (+2))"), not the roller's weapon."""
    band = str(values.get("band", "short"))
    damage, gear = values.get("opponent_damage", 1), values.get("opponent_gear", 0)
    firearm = bool(values.get("opponent_firearm", False))
    out: dict[str, Any] = {"band": band if band in RANGES else "short",
                           "skill": values.get("opponent_skill", "close_combat")}

    def fits(row: Mapping[str, Any]) -> bool:
        return (int(row.get("damage", 1)) == damage and int(row.get("bonus", 0)) == gear
                and (row.get("kind") == "ranged") == firearm)

    rows = [row for row in sheet.get("weapons", []) if isinstance(row, Mapping)]
    best = best_weapon(sheet, out["band"])
    picked = best if best is not None and fits(best) else next((row for row in rows if fits(row)), None)
    if picked is not None:
        out["item"] = f"w{rows.index(picked)}"
    elif damage == 1 and gear == 0 and not firearm:
        out["item"] = ""
    return out
