"""The grid: steps, distances, walking and sprinting, stamina.

Rule text, "Grid": "'Adjacent' means 'adjacent', not 'diagonal to'.  To move to a tile diagonal
from the one you currently occupy takes 1.5 movement; this means a player with a maximum movement
of three tiles can move across two diagonal tiles."  A diagonal neighbour is out of melee reach
but still point blank for a firearm.

"Movement and Combat": walk up to 1/5 of your speed per turn (rounded to the nearest half tile,
minimum one), or sprint up to your entire speed at the cost of stamina equal to the amount run;
reaching zero stamina that way costs the legs one HP.  "Damage": each useless leg halves speed.

Stamina, each round: "if you are at zero stamina and do not fight, you gain one point of stamina.
If you are above zero stamina and you do not sprint or fight, you gain two stamina; fulfilling one
of the non-zero stamina criteria replenishes one stamina."

Tiles are ``(column, row)`` pairs of whole numbers; distances are exact :class:`Fraction` values.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from math import ceil, floor

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

Tile = tuple[int, int]

STRAIGHT_STEP = Fraction(1)
DIAGONAL_STEP = Fraction(3, 2)


def step_cost(dx: int, dy: int) -> Fraction:
    """The movement one step costs: 1 to a side neighbour, 1.5 to a diagonal one."""
    if (dx, dy) == (0, 0) or max(abs(dx), abs(dy)) != 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A step goes to a neighbouring tile."))
    return DIAGONAL_STEP if dx and dy else STRAIGHT_STEP


def path_cost(steps: Iterable[tuple[int, int]]) -> Fraction:
    """The movement a path of steps (each a ``(dx, dy)`` to a neighbour) costs."""
    return sum((step_cost(dx, dy) for dx, dy in steps), Fraction(0))


def grid_distance(a: Tile, b: Tile) -> Fraction:
    """The shortest movement from ``a`` to ``b``: diagonal steps at 1.5, the rest straight."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    diagonal = min(dx, dy)
    return DIAGONAL_STEP * diagonal + (max(dx, dy) - diagonal)


def shooting_distance(a: Tile, b: Tile) -> int:
    """The distance a shot is measured at: the smallest of the possible measures, rounded up
    ("if two possible distances are measured, the smallest one is taken; however, decimals are
    rounded up").  A diagonal neighbour (1.5) is point blank all the same ("it still counts as
    point blank for a firearm"): its distance is 1, the point-blank distance."""
    if point_blank(a, b):
        return 1
    return ceil(grid_distance(a, b))


def in_melee_reach(a: Tile, b: Tile) -> bool:
    """Melee reaches side neighbours only, never diagonal ones."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def point_blank(a: Tile, b: Tile) -> bool:
    """Point blank for a firearm: a neighbour, diagonals included."""
    return a != b and max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


def effective_speed(speed: int, useless_legs: int) -> Fraction:
    """Speed after useless legs: each one halves it."""
    if speed < 0 or not 0 <= useless_legs <= 2:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Speed and useless legs are out of range."))
    return Fraction(speed, 2**useless_legs)


def walk_allowance(speed: Fraction | int) -> Fraction:
    """How far a walk goes in a turn: 1/5 of speed to the nearest half tile, at least one tile."""
    halves = floor(Fraction(speed) * 2 / 5 + Fraction(1, 2))
    return max(Fraction(1), Fraction(halves, 2))


def sprint_allowance(speed: Fraction | int) -> Fraction:
    """How far a sprint goes in a turn: the whole speed."""
    return Fraction(speed)


def sprint_cost(distance: Fraction | int) -> Fraction:
    """The stamina a sprint costs: "stamina equal to the amount you ran", a diagonal step 1.5."""
    distance = Fraction(distance)
    if distance < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A distance cannot be negative."))
    return distance


@dataclass(frozen=True)
class SprintResult:
    """A sprint: the stamina left and whether it ran the character down to 0 (legs lose 1 HP).
    Both to the half point."""

    stamina: Fraction
    cost: Fraction
    exhausted: bool


def sprint(stamina: Fraction | int, speed: Fraction | int, distance: Fraction | int) -> SprintResult:
    """Sprint ``distance`` tiles with ``stamina`` left and ``speed`` (already halved for legs).

    Refused beyond the speed or beyond the stamina left.  Reaching 0 stamina this way sets
    ``exhausted``: the caller takes one HP from each leg.
    """
    distance = Fraction(distance)
    if distance * 2 != int(distance * 2):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Movement ends on a tile: use whole or half tiles."))
    if distance > sprint_allowance(speed):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A sprint goes no further than the speed."))
    cost = sprint_cost(distance)
    if cost > stamina:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Not enough stamina for that sprint."))
    left = Fraction(stamina) - cost
    return SprintResult(left, cost, cost > 0 and left == 0)


def stamina_recovery(stamina: Fraction | int, sprinted: bool, fought: bool) -> int:
    """Stamina gained at the end of a round (rule text, stamina paragraph).

    At 0: +1 unless the character fought.  Above 0: +2 having neither sprinted nor fought, +1
    having done one of the two, nothing having done both.
    """
    if stamina <= 0:
        return 0 if fought else 1
    return 2 - int(sprinted) - int(fought)


#: why a round's end gave stamina back (the text: "if you are at zero stamina and do not fight, you
#: gain one point of stamina. If you are above zero stamina and you do not sprint or fight, you gain
#: two stamina; fulfilling one of the non-zero stamina criteria replenishes one stamina"); fighting
#: is melee (a blow struck, a run-past attack): a shot is not (docs/readings.md)
RECOVERY_AT_ZERO = QT_TRANSLATE_NOOP("rules", "at zero stamina, did not fight in melee")
RECOVERY_RESTED = QT_TRANSLATE_NOOP("rules", "neither sprinted nor fought in melee")
RECOVERY_SPRINTED = QT_TRANSLATE_NOOP("rules", "sprinted, did not fight in melee")
RECOVERY_FOUGHT = QT_TRANSLATE_NOOP("rules", "fought in melee, did not sprint")


def recovery_reason(stamina: Fraction | int, sprinted: bool, fought: bool) -> str:
    """The reason :func:`stamina_recovery` gives what it gives (a template for the log)."""
    if stamina <= 0:
        return RECOVERY_AT_ZERO
    if sprinted:
        return RECOVERY_SPRINTED
    return RECOVERY_FOUGHT if fought else RECOVERY_RESTED


def recover_stamina(stamina: Fraction | int, maximum: int, sprinted: bool, fought: bool) -> Fraction | int:
    """The stamina after a round's recovery, never above the Stamina stat (half points kept)."""
    if stamina >= maximum:
        return stamina
    return min(maximum, stamina + stamina_recovery(stamina, sprinted, fought))
