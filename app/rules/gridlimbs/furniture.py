"""Moving and breaking furniture.

Rule text (revision), "Moving Furniture/Breaking Furniture": "An item of furniture's weight is
determined by the number of tiles it occupies, give or take 10% (…secret GM notes).  To determine
how far it will move, I will subtract your strength from its weight, and use the difference as a
speed penalty, with negative numbers meaning no penalty – I will treat the movement as if you are
sprinting, and deduct stamina accordingly.  If multiple people are moving furniture, the combined
strength is subtracted from the weight, but the team can only move at the speed of the slowest
player."  "Furniture can suffer knockback if it suffers a blow double or greater than double its
weight"; "If a tile of furniture is reduced to half hitpoints, it takes double damage, and attacks
will be able to go through it."

The weight is the GM's figure (the tiles it covers, give or take 10 %).  Moving it costs stamina as
a sprint does (:func:`app.rules.gridlimbs.movement.sprint`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.gridlimbs.melee import knockback_tiles
from app.rules.text import QT_TRANSLATE_NOOP


def furniture_speed(speeds: Sequence[Fraction | int], strengths: Sequence[int], weight: int) -> Fraction:
    """How far a team moves a piece of furniture in a turn: the slowest mover's speed, less the
    weight above the team's combined Strength (never below 0)."""
    if not speeds or len(speeds) != len(strengths):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Give a speed and a Strength for every mover."))
    if weight < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A weight cannot be negative."))
    penalty = max(0, weight - sum(strengths))
    return max(Fraction(0), min(Fraction(s) for s in speeds) - penalty)


def furniture_knockback_tiles(force: int, weight: int) -> int:
    """Knockback of furniture: as for a defender whose Strength is the furniture's weight."""
    return knockback_tiles(force, weight)


def broken_through(hp: int, max_hp: int) -> bool:
    """A tile of furniture at or below half its hit points lets attacks through."""
    return 2 * hp <= max_hp


def furniture_damage(hp: int, max_hp: int, damage: int) -> int:
    """The damage a tile of furniture takes: double once it is at or below half its hit points."""
    if damage < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage must be a whole number, 0 or more."))
    return 2 * damage if broken_through(hp, max_hp) else damage
