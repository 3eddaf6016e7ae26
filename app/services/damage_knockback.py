"""Knockback through the damage form moves the victim's token on the battle map.

When the damage the GM applies to a character from an attacker knocks the character back (the
ruleset's damage lines say how far), and both stand on the map, the ruleset's grid says where the
victim lands (:meth:`app.rules.grid.GridRules.damage_knockback`): the token moves there in the
same command (one undoable action, one log line), and an obstacle in the way hurts as the rules
say.  A block that stopped the blow knocks the attacker back the same way
(:meth:`app.rules.grid.GridRules.attacker_knockback`).  The map's own attacks (a grenade, a blow
in passing) move their tokens themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.rules.base import LogLine, RulesError
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import Campaign, Character


def knock_on_map(tx: Tx, ctx: Context, attacker: Character, victim: Character,
                 lines: Sequence[LogLine]) -> tuple[tuple[dict[str, Any], ...], list[dict[str, Any]]]:
    """Move ``victim``'s token as the damage's ``lines`` knock it from ``attacker``: the damage
    requests of an obstacle in the way (none: nothing hurt) and the lines saying where it landed."""
    return _knocked(tx, ctx, victim, lambda grid, battle_map: grid.damage_knockback(
        battle_map, row_id(attacker), row_id(victim), lines, grid_strength(ctx, attacker)))


def knock_attacker_on_map(tx: Tx, ctx: Context, attacker: Character, victim: Character,
                          lines: Sequence[LogLine]) -> tuple[tuple[dict[str, Any], ...], list[dict[str, Any]]]:
    """Move ``attacker``'s token where the damage's ``lines`` say the blow knocked him back (a
    block that stopped it), away from ``victim``: the damage requests of an obstacle in his way and
    the lines saying where he landed."""
    return _knocked(tx, ctx, attacker, lambda grid, battle_map: grid.attacker_knockback(
        battle_map, row_id(attacker), row_id(victim), lines, grid_strength(ctx, victim)))


def _knocked(tx: Tx, ctx: Context, moved: Character,
             where: Any) -> tuple[tuple[dict[str, Any], ...], list[dict[str, Any]]]:
    """``moved``'s token put where ``where(grid, battle_map)`` says it lands, in this command."""
    grid = ctx.ruleset.grid()
    if grid is None:
        return (), []
    from app.services.map_store import KEY, read_map, store  # with the rules of a grid only

    campaign = tx.get(Campaign, row_id(ctx.campaign))
    if not campaign.state.get(KEY):
        return (), []
    battle_map = read_map(grid, campaign)
    if battle_map is None:
        return (), []
    try:
        landed, hurt, said = where(grid, battle_map)
    except RulesError:  # a map the rules cannot read: the token stays, as before
        return (), []
    if landed is not None and landed != battle_map.tile_of(row_id(moved)):
        store(tx, campaign, battle_map.with_token(row_id(moved), landed))
    return hurt, [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in said]


def settled_on_map(ctx: Context, line: dict[str, Any], knocked: Sequence[dict[str, Any]]) -> bool:
    """Whether the damage's rule ``line`` is the knockback the map's lines ``knocked`` tell otherwise
    (stopped short by a wall): they then stand in its place."""
    grid = ctx.ruleset.grid()

    def marked(one: dict[str, Any]) -> LogLine:
        return LogLine(str(one.get("t", "")), dict(one.get("args") or {}))

    return grid is not None and line.get("ctx") == "rules" and grid.settles_knockback(
        marked(line), [marked(one) for one in knocked if one.get("ctx") == "rules"])


def grid_strength(ctx: Context, row: Character) -> int:
    """The attacker's Strength as the grid reads it (an obstacle hurts by it); 0 when unreadable."""
    grid = ctx.ruleset.grid()
    try:
        return grid.strength(row.sheet) if grid is not None else 0
    except (KeyError, ValueError, TypeError, RulesError):
        return 0
