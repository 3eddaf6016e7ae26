"""The battle map of a campaign whose ruleset plays on a grid.

The map lives in the campaign's JSON state, ``Campaign.state["battle_map"]``
(:class:`app.rules.grid.BattleMap`): no table of its own.  Every change is a command (undoable, one
log line, committed before the screens hear of it): the map's size, the tiles' kinds, placing the
tokens, and moves, whose cost the ruleset's :class:`~app.rules.grid.GridRules` works out
(a move beyond what the turn allows is refused with the reason): those commands are in
:mod:`app.services.map_commands`, blasts and sprays in :mod:`app.services.map_attacks`.  This module
holds :class:`BattleMapService`, what the map dock reads and does, and the players' look of a token.

Signals (on :class:`BattleMapService`): ``failed(str, str)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sqlmodel import select

from app.rules.base import RulesError
from app.rules.grid import AreaAttack, AttackView, BattleMap, GridRules, MovePlan, Tile
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.damaged import DamageCheck
from app.services.map_attacks import DeclareBlock, SpraySmg, ThrowGrenade
from app.services.map_commands import MoveToken, PaintTiles, PlaceTokens, SetMapSize, ShowMapToPlayers, plan_for
from app.services.map_passing import passing_refusal
from app.services.map_store import SHOWN, shown_map, without_gone
from app.services.player_view import reveal_of
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Character, Combatant


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

    def spray_refusal(self, shooter_id: int) -> Any:
        """Why ``shooter_id`` cannot spray at all (a rules LogLine: no SMG carried), asked before
        anything is aimed; None where he can, or it is not the map's to tell."""
        grid = self.grid()
        row = self.campaign.characters_by_id([shooter_id]).get(shooter_id) if grid is not None else None
        if grid is None or row is None:
            return None
        return grid.spray_refusal(row.sheet, row.state, row.name)

    def spray_targets(self, shooter_id: int) -> list[int]:
        battle_map, grid = self.battle_map(), self.grid()
        if battle_map is None or grid is None or shooter_id not in battle_map.tokens:
            return []
        row = self.campaign.characters_by_id([shooter_id]).get(shooter_id)
        if row is None:
            return []
        return grid.spray_targets(battle_map, shooter_id, row.sheet)
