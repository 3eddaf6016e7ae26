"""A battle map: a grid of tiles, what stands on them, and where each combatant is.

Generic: a ruleset that plays on a grid declares it with :meth:`app.rules.base.Ruleset.grid`, which
returns its :class:`GridRules` (the tile kinds of its text, the cost of a move, the odds of a shot
from the real distance, blasts and sprays).  The map itself is plain data kept in the campaign's
JSON state (``Campaign.state["battle_map"]``):

``{"width": 12, "height": 8, "cells": [[x, y, "wall"], [x, y, "f"], …], "tokens": {"7": [x, y]},
"moved": {"encounter": 3, "round": 2, "by": {"7": {"distance": "3/2", "sprint": false}}}}``

``cells`` holds every tile that is not plain floor, with its kind; ``tokens`` the tile of each
character (by id) on the map; ``moved`` how far each character moved in the fight's current round
(the limits of a turn read it); ``wear`` (only once something was hit) the hit points of a tile of
furniture as ``[x, y, hit points, most]``.  Tiles are ``(column, row)``, from ``(0, 0)`` at the top
left.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.grid_furniture import FurnitureHit, FurnitureMove
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import Tile

MIN_SIDE = 2
MAX_SIDE = 60
FLOOR = "floor"
#: what the base :class:`GridRules` says of a move or an attack its ruleset's text does not have
NOT_ON_THIS_MAP = QT_TRANSLATE_NOOP("rules", "This ruleset has no such move or attack on the map.")


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
    """How far a character moved in the current round, and whether it sprinted."""

    distance: Fraction = Fraction(0)
    sprint: bool = False


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
        return replace(self, width=width, height=height, cells=cells, tokens=tokens, wear=wear)

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
                    str(c): {"distance": str(m.distance), "sprint": m.sprint} for c, m in sorted(self.moved.items())
                },
            }
        if self.wear:
            out["wear"] = [[x, y, hp, most] for (x, y), (hp, most) in sorted(self.wear.items())]
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
                    int(c): Moved(Fraction(str(v["distance"])), bool(v.get("sprint")))
                    for c, v in dict(m.get("by", {})).items()
                }
            wear = {}
            for worn in data.get("wear", []):
                if not isinstance(worn, (list, tuple)) or len(worn) != 4:
                    raise RulesError(bad)
                wear[_tile(worn)] = (_whole(worn[2]), _whole(worn[3]))
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            raise RulesError(bad) from None
        return cls(width, height, cells, tokens, moved_in, moved, wear)


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


def found_kinds_at(battle_map: BattleMap, tiles: Sequence[Tile], kinds: Mapping[str, TileKind],
                   offered: Sequence[str]) -> list[str]:
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


@dataclass(frozen=True)
class MovePlan:
    """A move before it is made: the path, its cost, how it is made and what it costs the mover.

    ``mode`` is ``walk``, ``sprint`` or ``free`` (no fight runs: the GM sets the scene).
    ``reason`` (an English source string, context ``rules``, with ``reason_args``) says why the move
    is refused; None when it is allowed.  ``lines`` say what it costs (shown before and logged)."""

    character_id: int
    path: tuple[Tile, ...]
    cost: Fraction
    mode: str
    stamina: Fraction = Fraction(0)
    allowance: Fraction = Fraction(0)
    reason: str | None = None
    reason_args: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[LogLine, ...] = ()

    @property
    def allowed(self) -> bool:
        return self.reason is None

    @property
    def destination(self) -> Tile:
        return self.path[-1]


@dataclass(frozen=True)
class AttackView:
    """What the map knows of one attack: the distance (rounded up), point blank, melee reach and
    the exact chance of an aimed and an unaimed shot from that distance."""

    distance: int
    exact_distance: Fraction
    point_blank: bool
    melee_reach: bool
    accuracy: int
    aimed: Fraction
    unaimed: Fraction
    weapon: str = ""
    #: the shooter moved this round before the shot (the map's own record of its moves)
    shooter_moved: bool = False
    #: the first tile on the line that stops the shot (furniture not broken through), None: free
    in_the_way: Tile | None = None


@dataclass(frozen=True)
class Hit:
    """One target of a blast or a spray: its request for the damage pipeline and, for a blast, the
    tile knockback sends it to and the obstacle damage it takes when flung against something."""

    character_id: int
    requests: tuple[Mapping[str, Any], ...]
    knocked_to: Tile | None = None
    obstacle_damage: int = 0
    lines: tuple[LogLine, ...] = ()
    #: lines logged before its damage (how the blow came)
    intro: tuple[LogLine, ...] = ()


@dataclass(frozen=True)
class AreaAttack:
    """A blast or a spray resolved: the rolls' log lines, every target hit and what it fires."""

    hits: tuple[Hit, ...]
    lines: tuple[LogLine, ...] = ()
    rolls: tuple[Any, ...] = ()
    shooter_outcome: Outcome | None = None


class GridRules:
    """What a grid ruleset declares about its map (see :meth:`app.rules.base.Ruleset.grid`).

    The base refuses everything but the map itself: a ruleset overrides what its text covers."""

    def tile_kinds(self) -> tuple[TileKind, ...]:
        return (TileKind("wall", QT_TRANSLATE_NOOP("rules", "Wall"), True, "#"),)

    def kinds(self) -> dict[str, TileKind]:
        return {k.key: k for k in self.tile_kinds()}

    def new_map(self, width: int, height: int) -> BattleMap:
        check_size(width, height)
        return BattleMap(width, height)

    def read_map(self, data: Mapping[str, Any] | None) -> BattleMap | None:
        return None if not data else BattleMap.from_dict(data)

    def check_cell(self, kind: str) -> None:
        if kind != FLOOR and kind not in self.kinds():
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of tile."))

    def roll_inputs(self, view: AttackView) -> dict[str, Any]:
        """The inputs of the ruleset's shot roll (the dice dock's form) that the map knows for this
        attack, by field key; none by default."""
        return {}

    def passing_attacks(self, battle_map: BattleMap, mover: int, path: Sequence[Tile], sheet: Sheet, state: State,
                        enemies: Mapping[int, tuple[Sheet, State]]) -> AreaAttack:
        """The attacks a move along ``path`` makes on the enemies (id → sheet, state) it passes; none
        by default."""
        return AreaAttack(())

    def mover_lines(self, sheet: Sheet, state: State) -> list[LogLine]:
        """What the map says of the chosen token beside its move (what a move spends: the grid
        game's stamina); nothing by default."""
        return []

    def blow_refusal(self, battle_map: BattleMap, attacker: int, victim: int,
                     request: Mapping[str, Any]) -> LogLine | None:
        """Why the damage form's blow (``request``) from ``attacker`` cannot reach ``victim`` where
        their tokens stand (a melee weapon out of reach), None when it can; any by default."""
        return None

    def passing_refusal(self, sheet: Sheet, state: State) -> LogLine | None:
        """Why this character strikes nothing in passing whatever the path (no drawn melee weapon),
        None when it can; by default nobody strikes in passing."""
        return LogLine(QT_TRANSLATE_NOOP("rules", "These rules strike nobody in passing."))

    def damage_knockback(self, battle_map: BattleMap, attacker: int, victim: int, lines: Sequence[LogLine],
                         attacker_strength: int) -> tuple[Tile | None, tuple[dict[str, Any], ...], list[LogLine]]:
        """Where a blow or a shot through the damage form knocks ``victim`` on the map, read off the
        damage's ``lines`` (the rules say there how far): the tile landed on (None: it stays), the
        damage requests of an obstacle in the way, and the lines saying so.  No knockback by default."""
        return None, (), []

    def declare_block(self, battle_map: BattleMap, who: int, sheet: Sheet, state: State,
                      enemies: Sequence[int]) -> Outcome:
        """Declare (or take back) ``who``'s block this round; refused by default."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset declares no block on the map."))

    # ---- moves and attacks on the map: none by default (a ruleset whose text has them overrides)
    def cheapest_path(self, battle_map: BattleMap, mover: int, goal: Tile) -> tuple[Tile, ...] | None:
        """The cheapest path of ``mover`` to ``goal``; None: no path (none by default)."""
        return None

    def plan_move(self, battle_map: BattleMap, mover: int, path: Iterable[Tile], sheet: Sheet, state: State,
                  *, in_fight: bool, before: Moved = Moved(), enemies: Iterable[Tile] = ()) -> MovePlan:  # noqa: B008
        """The move's cost and whether this turn allows it; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def moved_after(self, plan: MovePlan, before: Moved) -> Moved:
        """What the mover has moved this round after ``plan``."""
        return before

    def apply_move(self, sheet: Sheet, state: State, plan: MovePlan) -> Outcome:
        """What the move does to the mover: nothing by default but its lines."""
        return Outcome(dict(state), list(plan.lines))

    def attack_view(self, battle_map: BattleMap, shooter: int, target: int, sheet: Sheet,
                    weapon: str = "", moved: bool = False) -> AttackView:
        """Distance, reach and the odds of a shot from ``shooter`` at ``target`` (``moved``: the
        shooter moved this round before it); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def attack_lines(self, view: AttackView) -> list[LogLine]:
        """The attack view as lines for the map dock; none by default."""
        return []

    def strength(self, sheet: Sheet) -> int:
        """The strength a blast is measured against (a grenade's knockback); 0 by default."""
        return 0

    def throw_grenade(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State, target: Tile,
                      strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
        """A grenade thrown at ``target`` (``strengths`` by token id); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def spray_targets(self, battle_map: BattleMap, shooter: int, sheet: Sheet) -> list[int]:
        """The tokens a spray from ``shooter`` would hit; none by default."""
        return []

    def spray(self, battle_map: BattleMap, shooter: int, sheet: Sheet, state: State) -> AreaAttack:
        """A spray of fire from ``shooter``; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    # ---- furniture: none by default (a ruleset whose text moves and breaks it overrides)
    def furniture_next_to(self, battle_map: BattleMap, tile: Tile) -> list[tuple[Tile, ...]]:
        """The pieces of furniture beside ``tile`` (each its tiles); none by default."""
        return []

    def plan_furniture_move(self, battle_map: BattleMap, piece_tile: Tile, movers: Mapping[int, tuple[Sheet, State]],
                            step: tuple[int, int], tiles: int, weight: int, *,
                            before: Mapping[int, Moved] | None = None) -> FurnitureMove:
        """The piece of furniture at ``piece_tile`` moved ``tiles`` steps of ``step`` by ``movers``
        (id → sheet, state), of the GM's ``weight``; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def apply_furniture_move(self, sheet: Sheet, state: State, plan: FurnitureMove) -> Outcome:
        """What moving the furniture does to one mover; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def hit_furniture(self, battle_map: BattleMap, tile: Tile, damage: int, most: int, force: int = 0,
                      source: Tile | None = None) -> FurnitureHit:
        """A tile of furniture takes ``damage`` (``most``: its hit points, when none are known yet),
        from a blow of ``force`` struck from ``source`` (its knockback); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def eat_furniture(self, battle_map: BattleMap, tile: Tile) -> tuple[LogLine, ...]:
        """What comes of a character trying to eat the furniture on ``tile`` (the lines saying so;
        the map does not change); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def kind_choices(self) -> tuple[Choice, ...]:
        return (Choice(FLOOR, QT_TRANSLATE_NOOP("rules", "Floor")),) + tuple(
            Choice(k.key, k.label) for k in self.tile_kinds()
        )


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
