"""The battle map's own commands: its size, the tiles' kinds, placing the tokens, moving one, and the
GM's choice to show it to the players.

Each is undoable and writes one log line; a move's cost is worked out by the ruleset's
:class:`~app.rules.grid.GridRules` (:func:`plan_for`), and a move beyond what the turn allows is
refused with the reason.  :class:`app.services.battle_map.BattleMapService` runs them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from sqlmodel import col, select

from app.rules.base import RulesError
from app.rules.grid import FLOOR, BattleMap, GridRules, Moved, MovePlan, Tile, blocks
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.characters import rule_faces, rule_lines
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.map_attacks import attack_in_passing
from app.services.map_store import (
    SHOWN,
    apply_outcome,
    fighters,
    grid_of,
    load,
    read_map,
    refusal,
    store,
    tile_text,
)
from app.services.row_ids import row_id
from app.store.models import Campaign, Character, Combatant


@dataclass(eq=False, repr=False)
class SetMapSize(Command):
    width: int
    height: int
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid = grid_of(ctx)
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        old = read_map(grid, campaign)
        try:
            new = grid.new_map(self.width, self.height) if old is None else old.resized(self.width, self.height)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        if old is not None and (old.width, old.height) == (new.width, new.height):
            raise CommandError(QT_TRANSLATE_NOOP("log", "The map already has that size."))
        store(tx, campaign, new)
        args = {"width": self.width, "height": self.height}
        text = QT_TRANSLATE_NOOP("log", "Battle map: {width}×{height} tiles")
        return LogEntry("map", text, args, label=text, label_args=args)


@dataclass(eq=False, repr=False)
class PaintTiles(Command):
    tiles: Sequence[Tile]
    tile_kind: str
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        try:
            grid.check_cell(self.tile_kind)
            new = battle_map
            for tile in self.tiles:
                if self.tile_kind != FLOOR and tile in battle_map.tokens.values():
                    raise RulesError(QT_TRANSLATE_NOOP("rules", "Another token stands there."))
                new = new.with_cell(tuple(tile), self.tile_kind)  # type: ignore[arg-type]  # a pair, from JSON
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        if new == battle_map:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Nothing to change."))
        store(tx, campaign, new)
        label = next(c.label for c in grid.kind_choices() if c.value == self.tile_kind)
        args = {"count": len(self.tiles), "what": {"t": label, "ctx": "rules"},
                "tile": tile_text(tuple(self.tiles[0]))}  # type: ignore[arg-type]  # a pair, from JSON
        text = QT_TRANSLATE_NOOP("log", "Map: {tile} ({count} {count|tile|tiles}) set to {what}")
        return LogEntry("map", text, args, label=text, label_args=args)


@dataclass(eq=False, repr=False)
class PlaceTokens(Command):
    """Put tokens on tiles (None takes a token off the map); with no placements, every combatant
    of the running fight without a token goes on the first free tiles."""

    placements: Mapping[int, Tile | None] = field(default_factory=dict)
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        placements = dict(self.placements)
        if not placements:
            free = battle_map.free_tiles(grid.kinds())
            missing = [c for c in fighters(tx, ctx) if c not in battle_map.tokens]
            if not missing:
                raise CommandError(QT_TRANSLATE_NOOP("log", "Everyone in the fight is on the map."))
            if len(free) < len(missing):
                raise CommandError(QT_TRANSLATE_NOOP("log", "The map has no room for everyone."))
            placements = dict(zip(missing, free, strict=False))
        new = battle_map
        kinds = grid.kinds()
        names = []
        moved: tuple[str, Tile, Tile] | None = None  # one token already on the map, put on another tile
        for cid, tile in placements.items():
            row = sound_character(tx, ctx, cid)
            if tile is not None:
                tile = (int(tile[0]), int(tile[1]))
                other = new.occupant(tile)
                if blocks(new, tile, kinds) or (other is not None and other != cid):
                    raise refusal(QT_TRANSLATE_NOOP("log", "{name} cannot stand on {tile}."),
                                  {"name": row.name, "tile": tile_text(tile)}, "log")
            before = battle_map.tokens.get(int(cid))
            if len(placements) == 1 and before is not None and tile is not None and tuple(before) != tile:
                moved = (row.name, (int(before[0]), int(before[1])), tile)
            new = new.with_token(int(cid), tile)
            names.append(row.name)
        store(tx, campaign, new)
        if moved is not None:  # "placed on the map" read as if it had not been on it
            said = {"name": moved[0], "start": tile_text(moved[1]), "end": tile_text(moved[2])}
            text = QT_TRANSLATE_NOOP("log", "{name} moved on the map by hand: {start} → {end}")
            back = QT_TRANSLATE_NOOP("log", "{name} back to {start} on the map (was on {end})")
            return LogEntry("map", text, said, label=text, label_args=said, undo_label=back)
        args: dict[str, object] = {"names": ", ".join(names), "joined": len(names)}  # the count, for the plural forms
        if all(t is None for t in placements.values()):
            text = QT_TRANSLATE_NOOP("log", "{names} taken off the map")
        else:
            text = QT_TRANSLATE_NOOP("log", "{names} placed on the map")
        return LogEntry("map", text, args, label=text, label_args=args)


def plan_for(grid: GridRules, battle_map: BattleMap, row: Character, path: Sequence[Tile],
             kinds_of: Mapping[int, str], encounter: int | None, round_: int | None) -> tuple[MovePlan, Moved]:
    """The rules' plan of ``row``'s move and what it had moved this round before it.  ``kinds_of``
    holds the living tokens' sides: a dead one is no enemy to run past."""
    before = battle_map.moved_by(row_id(row), encounter, round_)
    enemies = [t for c, t in battle_map.tokens.items()
               if c != row.id and c in kinds_of and (kinds_of[c] == "zombie") != (row.kind == "zombie")]
    plan = grid.plan_move(battle_map, row_id(row), path, row.sheet, row.state,
                          in_fight=encounter is not None, before=before, enemies=enemies)
    return plan, before


def on_turn(tx: Tx, ctx: Context, character_id: int) -> bool:
    """Whether it is ``character_id``'s turn in the running fight (its row at the fight's turn)."""
    enc = ctx.encounter
    if enc is None:
        return False
    rows = list(tx.session.exec(
        select(Combatant.character_id)
        .where(Combatant.encounter_id == enc.id)
        .order_by(col(Combatant.position), col(Combatant.id))
    ))
    return 0 <= enc.turn < len(rows) and rows[enc.turn] == character_id


def kinds_of(tx: Tx, ctx: Context, ids: Sequence[int]) -> dict[int, str]:
    """The sides (kinds) of the living characters among ``ids``: the dead are left out."""
    if not ids:
        return {}
    rows = tx.session.exec(select(Character).where(col(Character.id).in_(list(ids))))
    return {row.id: row.kind for row in rows
            if row.id is not None and not ctx.ruleset.is_dead(row.sheet, row.state)}


@dataclass(eq=False, repr=False)
class MoveToken(Command):
    """Move one token along ``path`` (its tiles, from the token's own), at the cost the rules say."""

    character_id: int
    path: Sequence[Tile]
    attacks: bool = False  # the melee attacks on the enemies it runs past, too
    kind = "move"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        row = sound_character(tx, ctx, self.character_id)
        if self.character_id not in battle_map.tokens:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "That character has no token on the map."), "rules")
        path = [(int(t[0]), int(t[1])) for t in self.path]
        enc = ctx.encounter
        in_fight = enc is not None and self.character_id in fighters(tx, ctx)
        encounter = row_id(enc) if in_fight and enc is not None else None
        round_ = enc.round if in_fight and enc is not None else None
        try:
            plan, before = plan_for(grid, battle_map, row, path,
                                    kinds_of(tx, ctx, list(battle_map.tokens)), encounter, round_)
            if not plan.allowed:
                raise refusal(plan.reason or "", plan.reason_args)
            outcome = grid.apply_move(row.sheet, row.state, plan)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        new = battle_map.with_token(self.character_id, plan.destination)
        if encounter is not None and round_ is not None:
            after = grid.moved_after(plan, before)
            if not on_turn(tx, ctx, self.character_id):  # moved while another had the turn: said at his own
                after = replace(after, out_of_turn=after.out_of_turn + plan.cost)
            new = new.with_moved(self.character_id, encounter, round_, after)
        apply_outcome(tx, row, outcome)
        lines, faces = rule_lines(outcome), rule_faces(outcome)
        text = QT_TRANSLATE_NOOP("log", "{name} moves {from} → {to}")
        back = QT_TRANSLATE_NOOP("log", "{name} back to {from} (was on {to})")  # its undo: no new move
        if self.attacks:
            new, struck, more = attack_in_passing(tx, ctx, new, row, path)
            lines, faces = lines + struck, faces + more
            text = QT_TRANSLATE_NOOP("log", "{name} runs {from} → {to}, striking in passing")
            back = QT_TRANSLATE_NOOP("log", "{name} back to {from} (was on {to}), the blows in passing taken back")
        store(tx, campaign, new)
        args = {"name": row.name, "from": tile_text(path[0]), "to": tile_text(plan.destination), "lines": lines}
        return LogEntry("move", text, args, actor=row.name, faces=faces,
                        payload={"character_id": self.character_id, "path": [list(t) for t in path],
                                 **({"attacks": True} if self.attacks else {})},
                        label=text, label_args={k: v for k, v in args.items() if k != "lines"}, undo_label=back)


@dataclass(eq=False, repr=False)
class ShowMapToPlayers(Command):
    """The GM's choice: the players' display shows the map (hidden tokens left out) or not."""

    on: bool
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid_of(ctx)
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        if bool(campaign.state.get(SHOWN)) == self.on:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Nothing to change."))
        campaign.state = {**campaign.state, SHOWN: self.on}
        tx.save(campaign)
        text = (
            QT_TRANSLATE_NOOP("log", "The players' display shows the map")
            if self.on
            else QT_TRANSLATE_NOOP("log", "The players' display no longer shows the map")
        )
        return LogEntry("map", text, label=text)
