"""Furniture on the battle map: a piece moved by the characters beside it, a tile of it hit, a
try at eating it.

Each is a command (undoable, one log line, committed before the screens hear of it) on the map in
``Campaign.state["battle_map"]``; the arithmetic is the grid rules' (:class:`~app.rules.grid.GridRules`:
``plan_furniture_move``, ``apply_furniture_move``, ``hit_furniture``).  The map dock's furniture
dialog asks :class:`FurnitureService` what the furniture beside a token is and what a move would
cost, then for the action.

Signals (on :class:`FurnitureService`): ``failed(str, str)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from app.rules.base import RulesError
from app.rules.grid import BattleMap, GridRules, Moved, Tile
from app.rules.grid_furniture import FurnitureHit, FurnitureMove
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.characters import rule_faces, rule_lines
from app.services.checks import as_list, as_tuple, need_int, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.map_store import apply_outcome, fighters, load, refusal, shown_map, store, tile_text
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Character

MOST = 999  # the most damage, hit points or tiles a form takes


def named_in_the_way(plan: FurnitureMove, name_of: Callable[[int], str | None]) -> FurnitureMove:
    """The plan's refusal naming the token in the way ("Dov is in the way on G4."), where the rules
    kept its id."""
    token = plan.reason_args.get("token") if plan.reason is not None else None
    if not isinstance(token, int) or isinstance(token, bool):
        return plan
    name = name_of(token)
    return plan if name is None else replace(plan, reason_args={**plan.reason_args, "who": name})


def _tile(value: Sequence[int]) -> Tile:
    return int(value[0]), int(value[1])


@dataclass(eq=False, repr=False)
class MoveFurniture(Command):
    """The piece of furniture at ``piece_tile`` moved ``tiles`` steps of ``step`` by ``movers``
    (characters beside it, who move with it), of the GM's ``weight``."""

    piece_tile: tuple[int, int]
    movers: list[int]
    step: tuple[int, int]
    tiles: int
    weight: int
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        need_int(self.tiles, 1, MOST)
        need_int(self.weight, 1, MOST)
        rows = [sound_character(tx, ctx, cid) for cid in dict.fromkeys(self.movers)]
        enc = ctx.encounter
        in_fight = set(fighters(tx, ctx)) if enc is not None else set()
        before = {row_id(r): battle_map.moved_by(row_id(r), row_id(enc), enc.round)
                  for r in rows if enc is not None and row_id(r) in in_fight}
        try:
            plan = grid.plan_furniture_move(battle_map, _tile(self.piece_tile),
                                            {row_id(r): (r.sheet, r.state) for r in rows}, _tile(self.step),
                                            self.tiles, self.weight, before=before)
            if plan.reason is not None:
                named = named_in_the_way(plan, lambda cid: (r.name if (r := tx.session.get(Character, cid)) else None))
                raise refusal(plan.reason, named.reason_args)
            outcomes = [(r, grid.apply_furniture_move(r.sheet, r.state, plan)) for r in rows]
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        new = plan.after
        lines = [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in plan.lines]
        faces: list[object] = []
        for row, outcome in outcomes:
            apply_outcome(tx, row, outcome)
            lines += [{"t": "{name}: {line}", "ctx": "log", "args": {"name": row.name, "line": line}}
                      for line in rule_lines(outcome)]
            faces += rule_faces(outcome)
            cid = row_id(row)
            if enc is not None and cid in before:
                new = new.with_moved(cid, row_id(enc), enc.round,
                                     Moved(before[cid].distance + plan.cost, True))
        store(tx, campaign, new)
        moved = tuple((x + self.step[0] * self.tiles, y + self.step[1] * self.tiles) for x, y in plan.piece)
        names = ", ".join(r.name for r in rows)
        args = {"names": names, "from": tile_text(plan.piece[0]), "to": tile_text(moved[0]), "lines": lines}
        text = QT_TRANSLATE_NOOP("log", "Furniture moved {from} → {to} by {names}")
        back = QT_TRANSLATE_NOOP("log", "Furniture back to {from} (was on {to}, moved by {names})")
        return LogEntry("map", text, args, actor=names, faces=faces,
                        label=text, label_args={k: v for k, v in args.items() if k != "lines"}, undo_label=back)


@dataclass(eq=False, repr=False)
class HitFurniture(Command):
    """A tile of furniture takes ``damage``; ``most`` its hit points when none are known yet (the
    GM's figure: the text gives none); ``actor_id`` who hit it, if anyone."""

    tile: tuple[int, int]
    damage: int
    most: int = 0
    actor_id: int | None = None
    force: int = 0  # the blow's force, struck from the actor's tile: its knockback
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        need_int(self.damage, 0, MOST)
        need_int(self.most, 0, MOST)
        need_int(self.force, 0, MOST)
        actor = sound_character(tx, ctx, self.actor_id).name if self.actor_id is not None else ""
        source = battle_map.tokens.get(self.actor_id) if self.actor_id is not None else None
        if self.force and source is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A blow's knockback needs the one who struck on the map."))
        try:
            hit: FurnitureHit = grid.hit_furniture(battle_map, _tile(self.tile), self.damage, self.most,
                                                   self.force, source)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        store(tx, campaign, hit.battle_map)
        lines = [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in hit.lines]
        args = {"name": actor, "tile": tile_text(hit.tile), "damage": self.damage, "lines": lines}
        text = (QT_TRANSLATE_NOOP("log", "{name} hits the furniture on {tile} for {damage}") if actor
                else QT_TRANSLATE_NOOP("log", "The furniture on {tile} takes {damage}"))
        return LogEntry("map", text, args, actor=actor, label=text,
                        label_args={k: v for k, v in args.items() if k != "lines"})


@dataclass(eq=False, repr=False)
class EatFurniture(Command):
    """``actor_id`` tries to eat the furniture on ``tile``: the rules say what comes of it (in
    gridlimbs it fails and deals no damage); the map does not change."""

    tile: tuple[int, int]
    actor_id: int
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, _campaign, battle_map = load(tx, ctx)
        actor = sound_character(tx, ctx, self.actor_id).name
        try:
            said = grid.eat_furniture(battle_map, _tile(self.tile))
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        lines = [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in said]
        args = {"name": actor, "tile": tile_text(_tile(self.tile)), "lines": lines}
        text = QT_TRANSLATE_NOOP("log", "{name} tries to eat the furniture on {tile}")
        return LogEntry("map", text, args, actor=actor, label=text,
                        label_args={k: v for k, v in args.items() if k != "lines"})


class FurnitureService(Service):
    """What the map dock's furniture dialog reads and does."""

    def _map_and_grid(self) -> tuple[BattleMap, GridRules] | None:
        grid = self.ruleset.grid()
        if grid is None:
            return None
        battle_map = shown_map(grid, self.campaign.campaign)
        return (battle_map, grid) if battle_map is not None else None

    def next_to(self, character_id: int) -> list[tuple[Tile, ...]]:
        """The pieces of furniture beside the character's token (none without a map or token)."""
        found = self._map_and_grid()
        if found is None:
            return []
        battle_map, grid = found
        tokens = battle_map.tokens
        if character_id not in tokens:
            return []
        return list(grid.furniture_next_to(battle_map, tokens[character_id]))

    def beside(self, piece: Sequence[Tile]) -> list[int]:
        """The living characters whose tokens stand beside the piece (who could move it): the dead
        move nothing."""
        found = self._map_and_grid()
        if found is None:
            return []
        cells = set(piece)
        near = [cid for cid, (x, y) in found[0].tokens.items()
                if any((x + dx, y + dy) in cells for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))]
        rows = self.campaign.characters_by_id(near)
        return sorted(cid for cid in near
                      if cid in rows and not self.ruleset.is_dead(rows[cid].sheet, rows[cid].state))

    def wear(self, tile: Tile) -> tuple[int, int] | None:
        """A tile's hit points and their most, once it was hit (None before)."""
        found = self._map_and_grid()
        return None if found is None else found[0].wear.get(tile)

    def plan(self, piece_tile: Tile, movers: Sequence[int], step: tuple[int, int], tiles: int,
             weight: int) -> FurnitureMove:
        """What a move would cost and allow, before it is made (CommandError: it cannot be planned)."""
        found = self._map_and_grid()
        if found is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Set the map's size first."))
        battle_map, grid = found
        rows = self.campaign.characters_by_id(list(movers))
        enc = self.campaign.active_encounter()
        before = {c: battle_map.moved_by(c, row_id(enc), enc.round)
                  for c in rows} if enc is not None else {}
        try:
            plan = grid.plan_furniture_move(
                battle_map, piece_tile, {c: (r.sheet, r.state) for c, r in rows.items()}, step, tiles, weight,
                before=before)
            return named_in_the_way(plan, lambda cid: (row.name if (row := self.campaign.characters_by_id(
                [cid]).get(cid)) else None))
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc

    def move(self, piece_tile: Tile, movers: Sequence[int], step: tuple[int, int], tiles: int, weight: int) -> bool:
        return self.run(MoveFurniture(as_tuple(piece_tile), as_list(movers), as_tuple(step), tiles, weight))

    def hit(self, tile: Tile, damage: int, most: int = 0, actor_id: int | None = None, force: int = 0) -> bool:
        return self.run(HitFurniture(as_tuple(tile), damage, most, actor_id, force))

    def eat(self, tile: Tile, actor_id: int) -> bool:
        """``actor_id`` tries to eat the furniture on ``tile`` (one log line; nothing else changes)."""
        return self.run(EatFurniture(as_tuple(tile), actor_id))
