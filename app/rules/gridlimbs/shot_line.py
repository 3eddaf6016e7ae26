"""What stands between a shooter and a target on the grid-and-limbs map: furniture stops a shot
until a tile of it is broken through.

Rule text (revision), "Moving Furniture/Breaking Furniture": "Each individual tile of furniture has
hitpoints … If a tile of furniture is reduced to half hitpoints, it takes double damage, and
attacks will be able to go through it."  So a tile of furniture above half its hit points (or never
hit) stops a shot that would cross it; a tile at half or less lets it through, and a tile at 0 is
gone from the map.

How Deadwatch reads what the text leaves open (say so to the GM in the issue note):
- The shot's line runs from the centre of the shooter's tile to the centre of the target's; a tile
  is crossed when the line passes through its inside.  A line that only grazes a tile's corner or
  runs along its edge does not cross it, so a diagonal neighbour (point blank) is never behind
  furniture.
- Only furniture stops a shot here (the pieces of the key: f, F, u, U, a crate, a cabinet): the text
  says nothing of shooting through walls, windows or other characters, and the GM judges those.
"""

from __future__ import annotations

from fractions import Fraction

from app.rules.grid import BattleMap
from app.rules.gridlimbs.furniture import broken_through
from app.rules.gridlimbs.map_furniture import FURNITURE
from app.rules.tiles import Tile

HALF = Fraction(1, 2)


def _inside_span(start: int, step: int, centre: int) -> tuple[Fraction, Fraction] | None:
    """The open span of the line's parameter t (0 at the shooter, 1 at the target) where the line
    is strictly inside the tile ``centre`` along one axis; None when it never is."""
    if step == 0:
        return (Fraction(0), Fraction(1)) if abs(start - centre) < HALF else None
    low = (centre - HALF - start) / Fraction(step)
    high = (centre + HALF - start) / Fraction(step)
    return (min(low, high), max(low, high))


def tiles_crossed(a: Tile, b: Tile) -> list[Tile]:
    """The tiles a shot from ``a`` to ``b`` passes through, nearest the shooter first, ``a`` and
    ``b`` left out (exact: fractions, no rounding)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    crossed: list[tuple[Fraction, Tile]] = []
    for x in range(min(a[0], b[0]), max(a[0], b[0]) + 1):
        for y in range(min(a[1], b[1]), max(a[1], b[1]) + 1):
            if (x, y) in (a, b):
                continue
            spans = (_inside_span(a[0], dx, x), _inside_span(a[1], dy, y))
            if spans[0] is None or spans[1] is None:
                continue
            enter = max(spans[0][0], spans[1][0], Fraction(0))
            leave = min(spans[0][1], spans[1][1], Fraction(1))
            if enter < leave:
                crossed.append((enter, (x, y)))
    return [tile for _, tile in sorted(crossed)]


def stops_shots(battle_map: BattleMap, tile: Tile) -> bool:
    """A tile of furniture not yet broken through: "attacks will be able to go through it" only at
    half its hit points or less."""
    if battle_map.kind(tile) not in FURNITURE:
        return False
    if tile not in battle_map.wear:
        return True
    hit_points, most = battle_map.wear[tile]
    return not broken_through(hit_points, most)


def in_the_way(battle_map: BattleMap, a: Tile, b: Tile) -> Tile | None:
    """The first tile of furniture that stops a shot from ``a`` to ``b`` (None: the line is free)."""
    return next((tile for tile in tiles_crossed(a, b) if stops_shots(battle_map, tile)), None)
