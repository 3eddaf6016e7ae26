"""Moving and breaking furniture on the grid-and-limbs map (rule text, revision, "Moving
Furniture/Breaking Furniture"; the arithmetic is :mod:`.furniture`'s).

* A piece: "clumps of 'f's are part of the same furniture" — the tiles of one kind joined side to
  side (``f``, ``F``, ``u``, ``U``, a crate ``c``, a cabinet ``C``).
* Moving it: "An item of furniture's weight is determined by the number of tiles it occupies, give
  or take 10%" — the GM's weight, the tiles by default; "I will subtract your strength from its
  weight, and use the difference as a speed penalty … If multiple people are moving furniture, the
  combined strength is subtracted from the weight, but the team can only move at the speed of the
  slowest player" (:func:`~.furniture.furniture_speed`, less what a mover already moved this
  round); "I will treat the movement as if you are sprinting, and deduct stamina accordingly" —
  each mover sprints the distance (a diagonal step 1.5).  The movers stand beside it and move
  with it; anything in the way stops it.
* Breaking it: "Each individual tile of furniture has hitpoints" (how many is the GM's: asked the
  first time a tile is hit); "If a tile of furniture is reduced to half hitpoints, it takes double
  damage, and attacks will be able to go through it"; a tile at 0 is gone, and "if at any point
  tiles of one piece of furniture are destroyed in such a way to split the furniture into two
  pieces, there will now be two separate pieces".
* Eating it: "All attempts at eating furniture automatically fail, and do not deal any damage."
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.grid import FLOOR, BattleMap, Moved, TileKind, blocks
from app.rules.grid_furniture import FurnitureHit, FurnitureMove
from app.rules.gridlimbs import reading, sprints
from app.rules.gridlimbs.furniture import (
    broken_through,
    furniture_damage,
    furniture_knockback_tiles,
    furniture_speed,
)
from app.rules.gridlimbs.knockback import knockback_destination
from app.rules.gridlimbs.movement import step_cost
from app.rules.gridlimbs.sheet import STRENGTH
from app.rules.gridlimbs.stamina import points_arg
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import Tile, tile_text

FURNITURE = frozenset({"f", "F", "u", "U", "c", "C"})
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def piece_at(battle_map: BattleMap, tile: Tile) -> tuple[Tile, ...]:
    """The piece of furniture ``tile`` is part of (its tiles, sorted); empty when it is none."""
    kind = battle_map.kind(tile)
    if kind not in FURNITURE:
        return ()
    seen, todo = {tile}, [tile]
    while todo:
        x, y = todo.pop()
        for dx, dy in SIDES:
            nxt = (x + dx, y + dy)
            if nxt not in seen and battle_map.kind(nxt) == kind:
                seen.add(nxt)
                todo.append(nxt)
    return tuple(sorted(seen, key=lambda t: (t[1], t[0])))


def pieces_next_to(battle_map: BattleMap, tile: Tile) -> list[tuple[Tile, ...]]:
    """The pieces of furniture beside ``tile`` (side to side), each once."""
    out: list[tuple[Tile, ...]] = []
    for dx, dy in SIDES:
        piece = piece_at(battle_map, (tile[0] + dx, tile[1] + dy))
        if piece and piece not in out:
            out.append(piece)
    return out


def _beside(tile: Tile, piece: tuple[Tile, ...]) -> bool:
    return any((tile[0] + dx, tile[1] + dy) in piece for dx, dy in SIDES)


def _refused(plan: FurnitureMove, reason: str, **args: object) -> FurnitureMove:
    return replace(plan, reason=reason, reason_args=args)


def plan_move(battle_map: BattleMap, kinds: Mapping[str, TileKind], piece_tile: Tile,
              movers: Mapping[int, tuple[Sheet, State]], step: tuple[int, int], tiles: int, weight: int,
              before: Mapping[int, Moved]) -> FurnitureMove:
    """The piece at ``piece_tile`` moved ``tiles`` steps of ``step`` by ``movers``; refused
    (RulesError) when there is nothing to plan, else with a ``reason`` when the turn does not
    allow it or something is in the way."""
    piece = piece_at(battle_map, piece_tile)
    if not piece:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no furniture there."))
    step = (int(step[0]), int(step[1]))
    cost_one = step_cost(*step)
    if tiles < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Move it one tile or more."))
    if weight < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The furniture's weight is 1 or more."))
    if not movers:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Someone next to the furniture has to move it."))
    for cid, (sheet, state) in movers.items():
        if reading.is_dead(sheet, state):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
        if not _beside(battle_map.tile_of(cid), piece):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Only those beside the furniture can move it."))
    strength = sum(int(sheet[STRENGTH]) for sheet, _ in movers.values())
    speeds = [reading.speed(sheet, state) for sheet, state in movers.values()]
    already = max((before.get(cid, Moved()).distance for cid in movers), default=Fraction(0))
    allowed = max(Fraction(0), furniture_speed(speeds, [int(s[STRENGTH]) for s, _ in movers.values()], weight)
                  - already)
    cost = cost_one * tiles
    after = _moved(battle_map, kinds, piece, tuple(movers), step, tiles)
    plan = FurnitureMove(piece, step, tiles, weight, cost, allowed, tuple(movers), after[0])
    if cost > allowed:
        return _refused(plan, QT_TRANSLATE_NOOP(
            "rules", "Too far for this turn: it moves {allowed} at most (weight {weight} against Strength "
                     "{strength}, at the slowest mover's speed)."),
            allowed=points_arg(allowed), weight=weight, strength=strength)
    if after[1] is not None:
        return _in_the_way(plan, battle_map, kinds, after[1])
    line = LogLine(QT_TRANSLATE_NOOP(
        "rules", "Moves {count} {count|tile|tiles} ({cost} of movement): weight {weight}, Strength {strength}."),
        {"count": tiles, "cost": points_arg(cost), "weight": weight, "strength": strength})
    return replace(plan, lines=(line,))


#: what stands in the way of a piece of furniture moved, named: a token ("Dov", its id in ``token``
#: for the service to name), a tile of the map (its kind, "Crate"), the map's edge
TOKEN_IN_THE_WAY = QT_TRANSLATE_NOOP("rules", "{who} is in the way on {tile}.")
KIND_IN_THE_WAY = QT_TRANSLATE_NOOP("rules", "In the way on {tile}: {kind}.")
EDGE_IN_THE_WAY = QT_TRANSLATE_NOOP("rules", "The map's edge is in the way: the map ends at {tile}.")


def _in_the_way(plan: FurnitureMove, battle_map: BattleMap, kinds: Mapping[str, TileKind],
                tile: Tile) -> FurnitureMove:
    """The move refused, naming what is on ``tile``: another token, a tile that stops it, the edge."""
    if not battle_map.inside(tile):
        inside = (min(max(tile[0], 0), battle_map.width - 1), min(max(tile[1], 0), battle_map.height - 1))
        return _refused(plan, EDGE_IN_THE_WAY, tile=tile_text(inside))
    token = next((cid for cid, at in battle_map.tokens.items() if at == tile), None)
    if token is not None:  # "Dov": the service puts the name for the id
        return _refused(plan, TOKEN_IN_THE_WAY, who=str(token), token=token, tile=tile_text(tile))
    kind = kinds.get(battle_map.kind(tile))
    if kind is not None and kind.label:
        return _refused(plan, KIND_IN_THE_WAY, kind={"t": kind.label, "ctx": "rules"}, tile=tile_text(tile))
    return _refused(plan, QT_TRANSLATE_NOOP("rules", "Something is in the way on {tile}."), tile=tile_text(tile))


def _moved(battle_map: BattleMap, kinds: Mapping[str, TileKind], piece: tuple[Tile, ...], movers: tuple[int, ...],
           step: tuple[int, int], tiles: int) -> tuple[BattleMap, Tile | None]:
    """The map with the piece and its movers moved step by step, and the first tile in the way
    (None: nothing was)."""
    kind = battle_map.kind(piece[0])
    cells = set(piece)
    tokens = {cid: battle_map.tile_of(cid) for cid in movers}
    others = {t for c, t in battle_map.tokens.items() if c not in tokens}
    for _ in range(tiles):
        new_cells = {(x + step[0], y + step[1]) for x, y in cells}
        new_tokens = {cid: (x + step[0], y + step[1]) for cid, (x, y) in tokens.items()}
        for tile in (*sorted(new_cells), *new_tokens.values()):
            stays = tile in cells  # the piece's own tiles make way as it moves
            if (not battle_map.inside(tile) or tile in others or (blocks(battle_map, tile, kinds) and not stays)
                    or (tile in new_cells and tile in new_tokens.values())):
                return battle_map, tile
        cells, tokens = new_cells, new_tokens
    out = battle_map
    for tile in piece:
        out = out.with_cell(tile, FLOOR)
    for tile in cells:
        out = out.with_cell(tile, kind)
    wear = {t: w for t, w in battle_map.wear.items() if t not in piece}
    shift = (step[0] * tiles, step[1] * tiles)
    wear.update({(x + shift[0], y + shift[1]): battle_map.wear[(x, y)] for x, y in piece if (x, y) in battle_map.wear})
    out = replace(out, wear=wear)
    for cid, tile in tokens.items():
        out = out.with_token(cid, tile)
    return out, None


def apply_move(sheet: Sheet, state: State, plan: FurnitureMove) -> Outcome:
    """"as if you are sprinting": the mover's stamina less the distance (at 0, each leg 1 HP)."""
    return sprints.apply_sprint(sheet, state, plan.cost)


def hit(battle_map: BattleMap, kinds: Mapping[str, TileKind], tile: Tile, damage: int, most: int, force: int = 0,
        source: Tile | None = None) -> FurnitureHit:
    """A tile of furniture takes ``damage``: double at half its hit points or less; at 0 it is gone.
    A blow of ``force`` from ``source`` knocks the piece back as a defender of Strength its weight
    ("Furniture can suffer knockback if it suffers a blow double or greater than double its
    weight")."""
    piece = piece_at(battle_map, tile)
    if not piece:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no furniture there."))
    if tile in battle_map.wear:
        before, most = battle_map.wear[tile]
    elif most < 1:
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "Give the hit points of a tile of this furniture: the text leaves them to the GM."))
    else:
        before = most
    taken = furniture_damage(before, most, damage)
    after = max(0, before - taken)
    steps = QT_TRANSLATE_NOOP("rules", "{tile}: hit points {before} − {taken} = {after} of {most}.")
    lines = [LogLine(steps, {"tile": tile_text(tile), "before": before, "taken": taken, "after": after, "most": most})]
    if taken > damage:
        lines.insert(0, LogLine(QT_TRANSLATE_NOOP(
            "rules", "At half its hit points or less, it takes double damage: {damage} × 2."), {"damage": damage}))
    if after == 0:
        out = battle_map.with_cell(tile, FLOOR)
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The tile is destroyed.")))
        parts = {piece_at(out, t) for t in piece if t != tile}
        if len(parts) > 1:
            lines.append(LogLine(QT_TRANSLATE_NOOP(
                "rules", "The furniture splits into {count} {count|piece|pieces}."), {"count": len(parts)}))
    else:
        out = battle_map.with_wear(tile, after, most)
        if broken_through(after, most) and not broken_through(before, most):
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Broken through: attacks go through it.")))
        if force and source is not None and source != tile:
            out = _knocked_back(out, kinds, tile, len(piece), force, source, lines)
    return FurnitureHit(tile, before, after, most, taken, out, tuple(lines))


#: the text's own words ("Moving Furniture/Breaking Furniture/Eating Furniture", both drafts)
EATEN = QT_TRANSLATE_NOOP("rules", "All attempts at eating furniture automatically fail, and do not deal any damage.")


def eaten(battle_map: BattleMap, tile: Tile) -> tuple[LogLine, ...]:
    """A try at eating the furniture on ``tile``: it fails, and the tile takes no damage ("All
    attempts at eating furniture automatically fail, and do not deal any damage")."""
    if not piece_at(battle_map, tile):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no furniture there."))
    return (LogLine(EATEN),)


def _knocked_back(battle_map: BattleMap, kinds: Mapping[str, TileKind], tile: Tile, weight: int, force: int,
                  source: Tile, lines: list[LogLine]) -> BattleMap:
    """The piece of ``tile`` knocked back away from ``source`` (the text's geometry, as for a
    defender), as far as the way is free; the lines say how far."""
    tiles = furniture_knockback_tiles(force, weight)
    if not tiles:
        return battle_map
    first = knockback_destination(source, tile, 1)[0]
    step = (first[0] - tile[0], first[1] - tile[1])
    piece = piece_at(battle_map, tile)
    for travelled in range(tiles, 0, -1):
        after, blocked = _moved(battle_map, kinds, piece, (), step, travelled)
        if blocked is None:
            break
    else:
        travelled, after = 0, battle_map
    lines.append(LogLine(QT_TRANSLATE_NOOP(
        "rules", "Knocked back {count} {count|tile|tiles} (force {force} against weight {weight})."),
        {"count": travelled, "force": force, "weight": weight}))
    if travelled < tiles:
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Stopped by what is in the way ({tiles} meant)."),
                             {"tiles": tiles}))
    return after
