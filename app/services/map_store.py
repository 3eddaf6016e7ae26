"""Where the battle map is kept: ``Campaign.state["battle_map"]``, read and written in a command's
transaction, and how the log names a tile ("C4": column letter, row number)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from sqlmodel import col, select

from app.rules.base import Outcome, RulesError
from app.rules.grid import BattleMap, GridRules
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import tile_text  # noqa: F401 - where the commands name tiles
from app.services.command import CommandError, Context, Tx
from app.services.damaged import damage_kept
from app.services.logtext import render
from app.services.row_ids import row_id
from app.store.models import Campaign, Character, Combatant

KEY = "battle_map"
#: the GM shows the map on the players' display
SHOWN = "battle_map_shown"


def refusal(template: str, args: Mapping[str, Any] | None = None, context: str = "rules") -> CommandError:
    return CommandError(render(template, dict(args or {}), context), context)


def grid_of(ctx: Context) -> GridRules:
    grid = ctx.ruleset.grid()
    if grid is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset plays on no grid."))
    return grid


def read_map(grid: GridRules, campaign: Campaign) -> BattleMap | None:
    try:
        return grid.read_map(campaign.state.get(KEY))
    except RulesError as exc:
        raise CommandError(str(exc), "rules") from exc


def shown_map(grid: GridRules, campaign: Campaign) -> BattleMap | None:
    """The campaign's map for the docks to read: None when there is none, or when it cannot be read
    (the commands say why: :func:`read_map`)."""
    try:
        return grid.read_map(campaign.state.get(KEY))
    except RulesError:
        return None


def load(tx: Tx, ctx: Context) -> tuple[GridRules, Campaign, BattleMap]:
    """The grid rules, the campaign row (touched) and its map; refused when there is no map yet."""
    grid = grid_of(ctx)
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    battle_map = read_map(grid, campaign)
    if battle_map is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "Set the map's size first."))
    if battle_map.tokens:
        ids = list(battle_map.tokens)
        rows = tx.session.exec(select(Character).where(col(Character.id).in_(ids), col(Character.archived).is_(False)))
        # a damaged character's token is left off, as a removed one's: never handed to the rules
        battle_map = without_gone(battle_map, {row_id(r) for r in rows if damage_kept(ctx.ruleset, r) is None})
    return grid, campaign, battle_map


def without_gone(battle_map: BattleMap, live: set[int]) -> BattleMap:
    """The map without the tokens of characters who left (removed, or extras gone with their fight)."""
    if set(battle_map.tokens) <= live:
        return battle_map
    return replace(battle_map, tokens={c: t for c, t in battle_map.tokens.items() if c in live})


def store(tx: Tx, campaign: Campaign, battle_map: BattleMap) -> None:
    campaign.state = {**campaign.state, KEY: battle_map.to_dict()}
    tx.save(campaign)


def fighters(tx: Tx, ctx: Context) -> list[int]:
    """The character ids of the running fight's combatants, in order (none without a fight)."""
    if ctx.encounter is None:
        return []
    rows = tx.session.exec(
        select(Combatant.character_id)
        .where(Combatant.encounter_id == ctx.encounter.id)
        .order_by(col(Combatant.position), col(Combatant.id))
    )
    return [int(c) for c in rows if c is not None]


def apply_outcome(tx: Tx, row: Character, outcome: Outcome) -> None:
    if outcome.state != row.state:
        row.state = outcome.state
        tx.save(row)
