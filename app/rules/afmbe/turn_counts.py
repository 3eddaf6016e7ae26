"""The numbers of an attack or task form that count what the roller did this turn.

README (both presets): "Several actions in one turn: −2 for the second, −4 for the third"; the
unisystem text, «Varios disparos con armas semiautomáticas»: «Cada disparo consecutivo sufre un −1
acumulativo», and «Si se disparan varias ráfagas, cada ráfaga consecutiva sufrirá una penalización de
−3 acumulativa».  The dice dock fills "Action this turn" with one more than the roller's rolls of
this turn that were actions (a roll whose form has that field: a task, an attack, aim, first aid, a
dash), "Shot this turn (same weapon)" with one more than his single shots of this turn with the
weapon picked, and "Burst this turn" with one more than his bursts with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def _fire(inputs: Mapping[str, Any]) -> str:
    """How the roll fires: "single", "burst", "rock_and_roll"; "" for a blow (melee)."""
    return "" if inputs.get("melee") else str(inputs.get("fire", "single"))


def turn_counts(inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]]) -> dict[str, int]:
    """The form's action number, and, for a shot, its shot or burst number with the same weapon
    (only the fields the form has)."""
    out: dict[str, int] = {}
    if "action" in inputs:
        out["action"] = 1 + sum(1 for _kind, done in earlier if "action" in done)
    fire, weapon = _fire(inputs), inputs.get("weapon")
    same = [done for _kind, done in earlier if _fire(done) == fire and done.get("weapon") == weapon]
    if "shot_number" in inputs:
        out["shot_number"] = 1 + len(same) if fire == "single" else 1
    if "burst_number" in inputs:
        out["burst_number"] = 1 + len(same) if fire == "burst" else 1
    return out
