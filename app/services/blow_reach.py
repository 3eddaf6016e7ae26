"""A blow from the damage form where both tokens stand on the battle map: the grid's rules may say
it cannot reach (the grid game's melee weapon strikes an adjacent tile only).  Asked by the form's
preview and again by the damage's command, before anything is written."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Ruleset
from app.services.command import CommandError
from app.store.models import Campaign


def reach_refusal(ruleset: Ruleset, campaign: Campaign, attacker_id: int | None, victim_id: int,
                  request: Mapping[str, Any]) -> CommandError | None:
    """The refusal of a blow from ``attacker_id`` at ``victim_id``, None when it may land (no
    attacker, no grid, no map, a token off the map, or in reach)."""
    grid = ruleset.grid()
    if grid is None or attacker_id is None or attacker_id == victim_id:
        return None
    from app.services.map_store import shown_map  # with the rules of a grid only

    battle_map = shown_map(grid, campaign)
    if battle_map is None:
        return None
    line = grid.blow_refusal(battle_map, attacker_id, victim_id, request)
    return None if line is None else CommandError(line.text, "rules", **dict(line.args))
