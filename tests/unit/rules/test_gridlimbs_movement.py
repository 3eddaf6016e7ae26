"""Grid steps, walking, sprinting and stamina (rule text, "Grid" and "Movement and Combat")."""

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.gridlimbs import (
    effective_speed,
    grid_distance,
    in_melee_reach,
    path_cost,
    point_blank,
    recover_stamina,
    shooting_distance,
    sprint,
    stamina_recovery,
    walk_allowance,
)


def test_three_tiles_of_movement_cross_two_diagonal_tiles():
    # "a player with a maximum movement of three tiles can move across two diagonal tiles"
    assert path_cost([(1, 1), (1, -1)]) == 3
    assert path_cost([(1, 1), (1, 1), (1, 1)]) > 3


def test_diagonal_step_costs_one_and_a_half():
    assert path_cost([(1, 1)]) == Fraction(3, 2)
    assert path_cost([(0, 1), (1, 0)]) == 2
    with pytest.raises(RulesError):
        path_cost([(2, 0)])


def test_grid_distance_takes_the_shortest_measure():
    assert grid_distance((0, 0), (3, 1)) == Fraction(7, 2)  # one diagonal, two straight
    assert grid_distance((0, 0), (0, 5)) == 5


def test_shooting_distance_rounds_decimals_up():
    # "if two possible distances are measured, the smallest one is taken; however, decimals are rounded up"
    assert shooting_distance((0, 0), (3, 1)) == 4
    assert shooting_distance((0, 0), (2, 2)) == 3


def test_diagonal_neighbour_is_point_blank_but_out_of_melee_reach():
    # "You may not hit anyone with a melee weapon if they are on a tile diagonally across ...
    #  However, it still counts as point blank for a firearm."
    assert not in_melee_reach((0, 0), (1, 1))
    assert point_blank((0, 0), (1, 1))
    assert in_melee_reach((0, 0), (0, 1)) and point_blank((0, 0), (0, 1))
    assert not point_blank((0, 0), (0, 2))


def test_each_useless_leg_halves_speed():
    assert effective_speed(10, 0) == 10
    assert effective_speed(10, 1) == 5
    assert effective_speed(10, 2) == Fraction(5, 2)


@pytest.mark.parametrize("speed, tiles", [
    (2, Fraction(1)),       # 0.4 → 0.5, minimum one
    (5, Fraction(1)),
    (6, Fraction(1)),       # 1.2 → 1
    (7, Fraction(3, 2)),    # 1.4 → 1.5
    (12, Fraction(5, 2)),   # 2.4 → 2.5
    (14, Fraction(3)),      # 2.8 → 3
])
def test_walk_is_a_fifth_of_speed_to_the_nearest_half_tile_minimum_one(speed, tiles):
    assert walk_allowance(speed) == tiles


def test_sprint_costs_one_stamina_a_tile():
    result = sprint(stamina=5, speed=8, distance=3)
    assert result.stamina == 2 and result.cost == 3 and not result.exhausted


def test_sprint_to_zero_stamina_exhausts():
    # "Allowing your stamina to reach zero this way deducts one HP from your legs."
    assert sprint(stamina=3, speed=8, distance=3).exhausted


def test_sprint_refused_beyond_speed_or_stamina():
    with pytest.raises(RulesError):
        sprint(stamina=10, speed=4, distance=5)
    with pytest.raises(RulesError):
        sprint(stamina=2, speed=8, distance=3)
    with pytest.raises(RulesError):
        sprint(stamina=5, speed=8, distance=Fraction(1, 3))


def test_diagonal_step_of_sprint_costs_one_and_a_half_stamina():
    assert sprint(stamina=5, speed=8, distance=Fraction(3, 2)).cost == Fraction(3, 2)


@pytest.mark.parametrize("stamina, sprinted, fought, gain", [
    (0, False, False, 1),   # "at zero stamina and do not fight, you gain one"
    (0, False, True, 0),
    (3, False, False, 2),   # "above zero ... do not sprint or fight, you gain two"
    (3, True, False, 1),    # "fulfilling one of the non-zero stamina criteria replenishes one"
    (3, False, True, 1),
    (3, True, True, 0),
])
def test_stamina_recovery_per_round(stamina, sprinted, fought, gain):
    assert stamina_recovery(stamina, sprinted, fought) == gain


def test_recovery_never_passes_the_stamina_stat():
    assert recover_stamina(4, 5, False, False) == 5
    assert recover_stamina(5, 5, False, False) == 5
