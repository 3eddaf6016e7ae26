"""The battle map of a campaign whose ruleset plays on a grid.

The map lives in the campaign's JSON state, ``Campaign.state["battle_map"]``
(:class:`app.rules.grid.BattleMap`): no table of its own.  Every change is a command (undoable, one
log line, committed before the screens hear of it): the map's size, the tiles' kinds, placing the
tokens, and moves, whose cost the ruleset's :class:`~app.rules.grid.GridRules` works out
(a move beyond what the turn allows is refused with the reason).  Blasts and sprays are in
:mod:`app.services.map_attacks`.

Signals (on :class:`BattleMapService`): ``failed(str, str)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from sqlmodel import col, select

from app.rules.base import RulesError
from app.rules.grid import FLOOR, AreaAttack, AttackView, BattleMap, GridRules, Moved, MovePlan, Tile, blocks
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.characters import rule_faces, rule_lines
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import DamageCheck
from app.services.map_attacks import DeclareBlock, SpraySmg, ThrowGrenade, attack_in_passing
from app.services.map_passing import passing_refusal
from app.services.map_store import (
    SHOWN,
    apply_outcome,
    fighters,
    grid_of,
    load,
    read_map,
    refusal,
    shown_map,
    store,
    tile_text,
    without_gone,
)
from app.services.player_view import reveal_of
from app.services.row_ids import row_id
from app.services.service import Service
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
        for cid, tile in placements.items():
            row = sound_character(tx, ctx, cid)
            if tile is not None:
                tile = (int(tile[0]), int(tile[1]))
                other = new.occupant(tile)
                if blocks(new, tile, kinds) or (other is not None and other != cid):
                    raise refusal(QT_TRANSLATE_NOOP("log", "{name} cannot stand on {tile}."),
                                  {"name": row.name, "tile": tile_text(tile)}, "log")
            new = new.with_token(int(cid), tile)
            names.append(row.name)
        store(tx, campaign, new)
        args = {"names": ", ".join(names), "joined": len(names)}  # the count, for the plural forms
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
            new = new.with_moved(self.character_id, encounter, round_, grid.moved_after(plan, before))
        apply_outcome(tx, row, outcome)
        lines, faces = rule_lines(outcome), rule_faces(outcome)
        text = QT_TRANSLATE_NOOP("log", "{name} moves {from} → {to}")
        if self.attacks:
            new, struck, more = attack_in_passing(tx, ctx, new, row, path)
            lines, faces = lines + struck, faces + more
            text = QT_TRANSLATE_NOOP("log", "{name} runs {from} → {to}, striking in passing")
        store(tx, campaign, new)
        args = {"name": row.name, "from": tile_text(path[0]), "to": tile_text(plan.destination), "lines": lines}
        return LogEntry("move", text, args, actor=row.name, faces=faces,
                        payload={"character_id": self.character_id, "path": [list(t) for t in path],
                                 **({"attacks": True} if self.attacks else {})},
                        label=text, label_args={k: v for k, v in args.items() if k != "lines"})


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


@dataclass(frozen=True)
class PlayerToken:
    """A token as the players see it: a revealed character's name and side, dead or not, acting."""

    name: str
    side: str
    dead: bool
    acting: bool


class BattleMapService(Service):
    """What the map dock reads and does."""

    def grid(self) -> GridRules | None:
        return self.ruleset.grid()

    def available(self) -> bool:
        return self.grid() is not None

    def battle_map(self) -> BattleMap | None:
        grid = self.grid()
        if grid is None:
            return None
        battle_map = shown_map(grid, self.campaign.campaign)
        if battle_map is None or not battle_map.tokens:
            return battle_map
        rows = self.campaign.characters_by_id(list(battle_map.tokens))
        # a damaged character's token is left off, as a removed one's: never handed to the rules
        sound = self._checked.split(self.ruleset, (r for r in rows.values() if not r.archived))[0]
        return without_gone(battle_map, {row_id(r) for r in sound})

    @cached_property
    def _checked(self) -> DamageCheck:
        return DamageCheck()

    def tokens(self) -> dict[int, Character]:
        """The characters with a token on the map, by id."""
        battle_map = self.battle_map()
        if battle_map is None:
            return {}
        return self.campaign.characters_by_id(list(battle_map.tokens))

    def plan(self, character_id: int, path: Sequence[Tile]) -> MovePlan | None:
        """The cost of a move before it is made (None when the character or the map is gone)."""
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or character_id not in battle_map.tokens:
            return None
        rows = self.campaign.characters_by_id(list(battle_map.tokens))
        row = rows.get(character_id)
        if row is None:
            return None
        enc = self.campaign.active_encounter()
        encounter = round_ = None
        if enc is not None and character_id in self._fighters(row_id(enc)):
            encounter, round_ = row_id(enc), enc.round
        kinds = {c: r.kind for c, r in rows.items() if not self.ruleset.is_dead(r.sheet, r.state)}
        plan, _ = plan_for(grid, battle_map, row, path, kinds, encounter, round_)
        return plan

    def _fighters(self, encounter_id: int) -> list[int]:
        with self.campaign._session() as s:
            rows = s.exec(select(Combatant.character_id).where(Combatant.encounter_id == encounter_id))
            return [int(c) for c in rows if c is not None]

    def fighters(self) -> list[int]:
        enc = self.campaign.active_encounter()
        return self._fighters(row_id(enc)) if enc is not None else []

    def cheapest_path(self, character_id: int, goal: Tile) -> tuple[Tile, ...] | None:
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or character_id not in battle_map.tokens:
            return None
        return grid.cheapest_path(battle_map, character_id, goal)

    def attack_view(self, shooter: int, target: int) -> AttackView | None:
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or shooter == target:
            return None
        if shooter not in battle_map.tokens or target not in battle_map.tokens:
            return None
        row = self.campaign.characters_by_id([shooter]).get(shooter)
        if row is None:
            return None
        enc = self.campaign.active_encounter()  # a move this round before the shot: the map knows it
        moved = enc is not None and battle_map.moved_by(shooter, row_id(enc), enc.round).distance > 0
        return grid.attack_view(battle_map, shooter, target, row.sheet, moved=moved)

    # ---- the players' display -----------------------------------------------------------------
    def shown_to_players(self) -> bool:
        return self.available() and bool(self.campaign.campaign.state.get(SHOWN))

    def players_map(self, acting: int | None = None,
                    hidden: Sequence[int] = ()) -> tuple[BattleMap, dict[int, PlayerToken]] | None:
        """The map as the players may see it, when the GM shows it: only the tokens of characters
        whose name is revealed and who are not ``hidden`` in the fight (an unrevealed NPC or zombie,
        a combatant kept from the players, is left out); ``acting`` is whose turn it is."""
        battle_map = self.battle_map()
        if battle_map is None or not self.shown_to_players():
            return None
        state = self.campaign.campaign.state
        rows = self.campaign.characters_by_id(list(battle_map.tokens))
        shown = {c: r for c, r in rows.items() if reveal_of(state, r)["name"] and c not in set(hidden)}
        players = BattleMap(battle_map.width, battle_map.height, battle_map.cells,
                            {c: t for c, t in battle_map.tokens.items() if c in shown},
                            blasts=battle_map.blasts)  # a grenade lying there: the room sees it
        looks = {c: PlayerToken(r.name, r.kind, self.ruleset.is_dead(r.sheet, r.state), c == acting)
                 for c, r in shown.items()}
        return players, looks

    def show_to_players(self, on: bool) -> bool:
        return self.run(ShowMapToPlayers(on))

    # ---- writing ------------------------------------------------------------------------------
    def set_size(self, width: int, height: int) -> bool:
        return self.run(SetMapSize(width, height))

    def paint(self, tiles: Sequence[Tile], kind: str) -> bool:
        return self.run(PaintTiles(list(tiles), kind))

    def place(self, placements: Mapping[int, Tile | None] | None = None) -> bool:
        return self.run(PlaceTokens(dict(placements or {})))

    def move(self, character_id: int, path: Sequence[Tile], attacks: bool = False) -> bool:
        """Move along ``path``; ``attacks``: with the melee attacks on the enemies it runs past."""
        return self.run(MoveToken(character_id, list(path), attacks))

    def declare_block(self, character_id: int) -> bool:
        return self.run(DeclareBlock(character_id))

    def passing_attacks(self, character_id: int, path: Sequence[Tile]) -> AreaAttack | None:
        """The attacks a move along ``path`` would make on the enemies it passes, before it is made."""
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or character_id not in battle_map.tokens or len(path) < 2:
            return None
        rows = self.campaign.characters_by_id(list(battle_map.tokens))
        row = rows.get(character_id)
        if row is None:
            return None
        foes = {c: (r.sheet, r.state) for c, r in rows.items()
                if c != character_id and (r.kind == "zombie") != (row.kind == "zombie")}
        try:
            return grid.passing_attacks(battle_map, character_id, list(path), row.sheet, row.state, foes)
        except RulesError:
            return None

    def passing_refusal(self, character_id: int, path: Sequence[Tile]) -> CommandError | None:
        """Why a move along ``path`` (or any move, while none is planned) strikes nobody in passing;
        None when it strikes someone (:mod:`app.services.map_passing`)."""
        battle_map, grid = self.battle_map(), self.grid()
        rows = self.campaign.characters_by_id(list(battle_map.tokens)) if battle_map is not None else {}
        row = rows.get(character_id)
        if battle_map is None or grid is None or row is None:
            return CommandError(QT_TRANSLATE_NOOP("rules", "That character has no token on the map."), "rules")
        foes = {c: (r.sheet, r.state) for c, r in rows.items()
                if c != character_id and (r.kind == "zombie") != (row.kind == "zombie")}
        return passing_refusal(grid, battle_map, character_id, row.name, row.sheet, row.state, path, foes)

    def throw_grenade(self, thrower_id: int, target: Tile, timing: str = "now") -> bool:
        """Throw a grenade at ``target``: it explodes ``timing`` "now", or (one of the rules'
        :meth:`grenade_timings`, in a fight) waits on the map for the end of the next round."""
        return self.run(ThrowGrenade(thrower_id, target, timing))

    def grenade_timings(self) -> tuple[Any, ...]:
        """When a thrown grenade may go off (choices, the first the default); none: only at once."""
        grid = self.grid()
        return tuple(grid.grenade_timings()) if grid is not None else ()

    def spray(self, shooter_id: int) -> bool:
        return self.run(SpraySmg(shooter_id))

    # ---- blasts and sprays before they happen ----------------------------------------------------
    def blast_preview(self, thrower_id: int, target: Tile) -> Any:
        """The grenade's range and blast tiles before the throw (None without a map or token)."""
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or thrower_id not in battle_map.tokens:
            return None
        row = self.campaign.characters_by_id([thrower_id]).get(thrower_id)
        if row is None or not hasattr(grid, "blast_preview"):
            return None
        return grid.blast_preview(battle_map, thrower_id, row.sheet, row.state, target)

    def spray_targets(self, shooter_id: int) -> list[int]:
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or shooter_id not in battle_map.tokens:
            return []
        row = self.campaign.characters_by_id([shooter_id]).get(shooter_id)
        if row is None:
            return []
        return grid.spray_targets(battle_map, shooter_id, row.sheet)
