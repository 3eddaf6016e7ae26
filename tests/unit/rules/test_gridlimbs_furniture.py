"""Moving and breaking furniture (rule text, "Moving Furniture/Breaking Furniture")."""

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.gridlimbs.furniture import (
    broken_through,
    furniture_damage,
    furniture_knockback_tiles,
    furniture_speed,
)


def test_weight_above_strength_is_a_speed_penalty():
    # "subtract your strength from its weight, and use the difference as a speed penalty"
    assert furniture_speed([6], [2], 5) == 3


def test_strength_above_weight_is_no_penalty():
    # "with negative numbers meaning no penalty"
    assert furniture_speed([6], [7], 5) == 6


def test_team_adds_strength_but_moves_at_the_slowest_speed():
    # "the combined strength is subtracted from the weight, but the team can only move at the speed of
    #  the slowest player"
    assert furniture_speed([8, 4], [2, 3], 9) == 0
    assert furniture_speed([8, Fraction(9, 2)], [2, 3], 6) == Fraction(7, 2)
    with pytest.raises(RulesError):
        furniture_speed([8], [2, 3], 6)


def test_furniture_knockback_at_double_its_weight():
    assert furniture_knockback_tiles(7, 4) == 0
    assert furniture_knockback_tiles(8, 4) == 1


def test_half_broken_furniture_takes_double_damage():
    # "If a tile of furniture is reduced to half hitpoints, it takes double damage"
    assert furniture_damage(6, 10, 3) == 3
    assert furniture_damage(5, 10, 3) == 6
    assert broken_through(5, 10) and not broken_through(6, 10)
