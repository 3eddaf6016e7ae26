"""Where knockback lands a defender.

Rule text (revision): "If the line between the attacker and defender conforms perfectly to a
row/column/diagonal on the grid, then the victim will be knocked one or one-and-a-half tile(s)
along that line; otherwise, they will be knocked as closely as possible to a point collinear to the
other two.  If there are two equally probably tiles, they will be knocked to the least dangerous."
Its example: a defender at (2, 2) knocked by an attacker at (1, 3) lands at (3, 1), "as does the
same player taking two square's knockback".

This module reads the knockback as a distance along the attacker-defender line: the defender goes
to the tile nearest the point that many tiles further along the line (one tile on a diagonal is
the next diagonal tile, 1.41 tiles away; two tiles still round to it).  The comparison is exact;
when several tiles are equally near, all are returned for the GM to pick the least dangerous.
"""

from __future__ import annotations

from math import sqrt

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

Tile = tuple[int, int]


def _sign_of_root_difference(x: int, y: int, n: int) -> int:
    """The sign of ``x × √n − y``, exactly (``n`` ≥ 1)."""
    if x >= 0 and y <= 0:
        return 0 if x == 0 and y == 0 else 1
    if x <= 0 and y >= 0:
        return -1
    # same signs: compare squares
    left, right = x * x * n, y * y
    if left == right:
        return 0
    bigger = 1 if left > right else -1
    return bigger if x > 0 else -bigger


def knockback_destination(attacker: Tile, defender: Tile, tiles: int) -> tuple[Tile, ...]:
    """The tile(s) ``tiles`` of knockback send the defender to, away from the attacker.

    No knockback leaves the defender where they are.  Several tiles are returned only when they
    are equally near the point on the line.
    """
    if tiles < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Tiles cannot be negative."))
    if attacker == defender:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The attacker and the defender share a tile."))
    if tiles == 0:
        return (defender,)
    vx, vy = defender[0] - attacker[0], defender[1] - attacker[1]
    n = vx * vx + vy * vy
    length = sqrt(n)
    px, py = defender[0] + tiles * vx / length, defender[1] + tiles * vy / length
    candidates = [(round(px) + i, round(py) + j) for i in (-1, 0, 1) for j in (-1, 0, 1)]

    # |T − P|² = |T − Y|² − 2·tiles·((T − Y)·v)/√n + tiles²: compare a − 2·tiles·b/√n exactly.
    def key(tile: Tile) -> tuple[int, int]:
        dx, dy = tile[0] - defender[0], tile[1] - defender[1]
        return dx * dx + dy * dy, dx * vx + dy * vy

    def nearer(t1: Tile, t2: Tile) -> int:
        """Negative when t1 is nearer the point than t2, 0 when equally near."""
        a1, b1 = key(t1)
        a2, b2 = key(t2)
        # sign of (a1 − a2) − 2·tiles·(b1 − b2)/√n  ==  sign of (a1 − a2)·√n − 2·tiles·(b1 − b2)
        return _sign_of_root_difference(a1 - a2, 2 * tiles * (b1 - b2), n)

    best = [candidates[0]]
    for tile in candidates[1:]:
        order = nearer(tile, best[0])
        if order < 0:
            best = [tile]
        elif order == 0:
            best.append(tile)
    return tuple(sorted(set(best)))
