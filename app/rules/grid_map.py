"""The battle map's data: its tiles and their kinds, who stands where, how far each moved this round.

Plain data kept in the campaign's JSON state (see :mod:`app.rules.grid` for its shape and for the
rules a ruleset plays on it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import Tile

MIN_SIDE = 2
MAX_SIDE = 60
FLOOR = "floor"


@dataclass(frozen=True)
class TileKind:
    """One kind of tile the ruleset's text names: its key (the text's symbol where it has one), its
    label, whether it stops a move (and knockback), its letter in the text's maps (``symbol``) and
    the mark the map draws on it (``mark``): a shape, the same in every language and told apart
    across a room (no letter whose case alone differs); empty, its colour alone says it.
    ``finds``: things lie there to be picked up by a token on it or beside it (a crate searched);
    ``holds``: the keys of the roll kinds marked ``found`` that pick up what lies there (a weapons'
    cabinet its weapons, a crate its supplies); empty: any of them."""

    key: str
    label: str
    blocks: bool = True
    symbol: str = ""
    mark: str = ""
    finds: bool = False
    holds: tuple[str, ...] = ()


@dataclass(frozen=True)
class Moved:
    """How far a character moved in the current round, and whether it sprinted; ``out_of_turn``: how
    much of that distance was moved while another fighter had the turn (counted in it all the same)."""

    distance: Fraction = Fraction(0)
    sprint: bool = False
    out_of_turn: Fraction = Fraction(0)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The stored battle map is not valid."))
    return value


def _tile(value: Any) -> Tile:
    if not isinstance(value, (list, tuple)) or len(value) < 2:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The stored battle map is not valid."))
    return _whole(value[0]), _whole(value[1])


def check_size(width: int, height: int) -> None:
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A map is 2 to 60 tiles wide and high."))


@dataclass(frozen=True)
class TimedBlast:
    """A blast waiting on the map (a grenade thrown to explode later): its tile, who threw it, and
    the fight and round at whose end it goes off."""

    tile: Tile
    by: int
    encounter: int
    round: int


@dataclass(frozen=True)
class BattleMap:
    """The map: its size, the tiles that are not floor (by kind), the tokens (character id → tile)
    and this round's movement.  Immutable: every change returns a new map."""

    width: int
    height: int
    cells: Mapping[Tile, str] = field(default_factory=dict)
    tokens: Mapping[int, Tile] = field(default_factory=dict)
    moved_in: tuple[int, int] | None = None  # (encounter id, round) the ``moved`` values belong to
    moved: Mapping[int, Moved] = field(default_factory=dict)
    #: a tile's hit points and their most, for the tiles that were hit (furniture)
    wear: Mapping[Tile, tuple[int, int]] = field(default_factory=dict)
    #: the blasts waiting to go off (a grenade thrown to explode at a later round's end)
    blasts: tuple[TimedBlast, ...] = ()

    # ---- reading ----------------------------------------------------------------------------
    def inside(self, tile: Tile) -> bool:
        return 0 <= tile[0] < self.width and 0 <= tile[1] < self.height

    def kind(self, tile: Tile) -> str:
        return self.cells.get(tile, FLOOR)

    def occupant(self, tile: Tile) -> int | None:
        for cid, at in self.tokens.items():
            if at == tile:
                return cid
        return None

    def tile_of(self, character_id: int) -> Tile:
        try:
            return self.tokens[character_id]
        except KeyError:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That character has no token on the map.")) from None

    def moved_by(self, character_id: int, encounter: int | None, round_: int | None) -> Moved:
        """What the character moved in this round of this fight (nothing in another round)."""
        if encounter is None or self.moved_in != (encounter, round_):
            return Moved()
        return self.moved.get(character_id, Moved())

    def free_tiles(self, kinds: Mapping[str, TileKind]) -> list[Tile]:
        """Tiles a token may stand on, row by row."""
        return [
            (x, y)
            for y in range(self.height)
            for x in range(self.width)
            if not blocks(self, (x, y), kinds) and self.occupant((x, y)) is None
        ]

    # ---- changing ---------------------------------------------------------------------------
    def resized(self, width: int, height: int) -> BattleMap:
        """The map at a new size: what falls outside is dropped (tokens leave the map)."""
        check_size(width, height)
        inside = BattleMap(width, height)
        cells = {t: k for t, k in self.cells.items() if inside.inside(t)}
        tokens = {c: t for c, t in self.tokens.items() if inside.inside(t)}
        wear = {t: w for t, w in self.wear.items() if inside.inside(t)}
        blasts = tuple(b for b in self.blasts if inside.inside(b.tile))
        return replace(self, width=width, height=height, cells=cells, tokens=tokens, wear=wear, blasts=blasts)

    def with_cell(self, tile: Tile, kind: str) -> BattleMap:
        if not self.inside(tile):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That tile is off the map."))
        cells = dict(self.cells)
        if kind == FLOOR:
            cells.pop(tile, None)
        else:
            cells[tile] = kind
        wear = {t: w for t, w in self.wear.items() if t != tile}  # a tile painted anew is whole
        return replace(self, cells=cells, wear=wear)

    def with_wear(self, tile: Tile, hit_points: int, most: int) -> BattleMap:
        """The map with ``tile`` at ``hit_points`` of ``most``."""
        return replace(self, wear={**self.wear, tile: (hit_points, most)})

    def with_token(self, character_id: int, tile: Tile | None) -> BattleMap:
        tokens = dict(self.tokens)
        if tile is None:
            tokens.pop(character_id, None)
        else:
            tokens[character_id] = tile
        return replace(self, tokens=tokens)

    def with_blast(self, blast: TimedBlast) -> BattleMap:
        """The map with ``blast`` waiting on it."""
        if not self.inside(blast.tile):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That tile is off the map."))
        return replace(self, blasts=(*self.blasts, blast))

    def without_blasts(self, gone: Iterable[TimedBlast]) -> BattleMap:
        """The map without the blasts ``gone`` (they went off)."""
        drop = set(gone)
        return replace(self, blasts=tuple(b for b in self.blasts if b not in drop))

    def with_moved(self, character_id: int, encounter: int, round_: int, moved: Moved) -> BattleMap:
        by = dict(self.moved) if self.moved_in == (encounter, round_) else {}
        by[character_id] = moved
        return replace(self, moved_in=(encounter, round_), moved=by)

    # ---- storage ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "width": self.width,
            "height": self.height,
            "cells": [[x, y, k] for (x, y), k in sorted(self.cells.items())],
            "tokens": {str(c): [t[0], t[1]] for c, t in sorted(self.tokens.items())},
        }
        if self.moved_in is not None:
            out["moved"] = {
                "encounter": self.moved_in[0],
                "round": self.moved_in[1],
                "by": {
                    str(c): {"distance": str(m.distance), "sprint": m.sprint,
                             **({"out_of_turn": str(m.out_of_turn)} if m.out_of_turn else {})}
                    for c, m in sorted(self.moved.items())
                },
            }
        if self.wear:
            out["wear"] = [[x, y, hp, most] for (x, y), (hp, most) in sorted(self.wear.items())]
        if self.blasts:
            out["blasts"] = [[b.tile[0], b.tile[1], b.by, b.encounter, b.round] for b in self.blasts]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BattleMap:
        bad = QT_TRANSLATE_NOOP("rules", "The stored battle map is not valid.")
        try:
            width, height = _whole(data["width"]), _whole(data["height"])
            check_size(width, height)
            cells = {}
            for cell in data.get("cells", []):
                if not isinstance(cell, (list, tuple)) or len(cell) != 3 or not isinstance(cell[2], str):
                    raise RulesError(bad)
                cells[_tile(cell)] = cell[2]
            tokens = {int(c): _tile(t) for c, t in dict(data.get("tokens", {})).items()}
            moved_in, moved = None, {}
            if isinstance(data.get("moved"), Mapping):
                m = data["moved"]
                moved_in = (_whole(m["encounter"]), _whole(m["round"]))
                moved = {
                    int(c): Moved(Fraction(str(v["distance"])), bool(v.get("sprint")),
                                  Fraction(str(v.get("out_of_turn", 0))))
                    for c, v in dict(m.get("by", {})).items()
                }
            wear = {}
            for worn in data.get("wear", []):
                if not isinstance(worn, (list, tuple)) or len(worn) != 4:
                    raise RulesError(bad)
                wear[_tile(worn)] = (_whole(worn[2]), _whole(worn[3]))
            blasts = []
            for waiting in data.get("blasts", []):
                if not isinstance(waiting, (list, tuple)) or len(waiting) != 5:
                    raise RulesError(bad)
                blasts.append(TimedBlast(_tile(waiting), _whole(waiting[2]), _whole(waiting[3]), _whole(waiting[4])))
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            raise RulesError(bad) from None
        return cls(width, height, cells, tokens, moved_in, moved, wear, tuple(blasts))


#: the four tiles side by side with a tile ("adjacent" is never diagonal)
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def finds_at(battle_map: BattleMap, tile: Tile, kinds: Mapping[str, TileKind]) -> list[Tile]:
    """The tiles where things lie to be picked up (a kind with ``finds``) that a token on ``tile``
    reaches: its own tile, then the four side by side with it, not the diagonal ones."""
    x, y = tile
    out = []
    for spot in ((x, y), *((x + dx, y + dy) for dx, dy in SIDES)):
        kind = kinds.get(battle_map.kind(spot)) if battle_map.inside(spot) else None
        if kind is not None and kind.finds:
            out.append(spot)
    return out


def found_kinds_at(
    battle_map: BattleMap, tiles: Sequence[Tile], kinds: Mapping[str, TileKind], offered: Sequence[str]
) -> list[str]:
    """Of the found roll kinds ``offered`` (keys, in order), those that pick up what lies on
    ``tiles`` (:attr:`TileKind.holds`; a kind that names none holds them all)."""
    held: set[str] = set()
    for spot in tiles:
        kind = kinds.get(battle_map.kind(spot))
        if kind is not None:
            held.update(kind.holds or offered)
    return [key for key in offered if key in held]


def blocks(battle_map: BattleMap, tile: Tile, kinds: Mapping[str, TileKind]) -> bool:
    """Whether a tile stops a move: off the map, or of a kind that blocks."""
    if not battle_map.inside(tile):
        return True
    kind = battle_map.kind(tile)
    return kind != FLOOR and (kinds[kind].blocks if kind in kinds else True)


def tiles_within(battle_map: BattleMap, centre: Tile, radius: int, measure: Any) -> list[Tile]:
    """Every tile of the map whose ``measure(centre, tile)`` is at most ``radius``."""
    return [
        (x, y)
        for y in range(battle_map.height)
        for x in range(battle_map.width)
        if measure(centre, (x, y)) <= radius
    ]


def token_ids(tokens: Iterable[int]) -> list[int]:
    return sorted(int(t) for t in tokens)
