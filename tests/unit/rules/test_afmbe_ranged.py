"""afmbe ranged combat (unisystem §4.2) and ammunition for both presets."""

from __future__ import annotations

import pytest

from app.rules.afmbe import (
    NEW_WEAPON_AMMO_POINTS,
    burst_hits,
    burst_penalty,
    consecutive_shot_penalty,
    ranged_modifiers,
    rock_and_roll_groups,
    rock_and_roll_hits,
    rock_and_roll_penalty,
    rounds_used,
    ruleset,
    spend_ammo_points,
    spend_rounds,
)
from app.rules.afmbe.ranged import aiming_bonus, darkness_hit, range_modifier, scope_bonus
from app.rules.base import RulesError


def test_range_modifiers():
    # A bocajarro +1, corto 0, medio −1, largo −3, extremo −6
    bands = ("point_blank", "short", "medium", "long", "extreme")
    assert [range_modifier(r) for r in bands] == [1, 0, -1, -3, -6]


def test_consecutive_shots():
    # "Cada disparo consecutivo sufre un -1 acumulativo ... Magnum .44, la penalizacion es de -2"
    assert [consecutive_shot_penalty(n) for n in (1, 2, 3)] == [0, -1, -2]
    assert [consecutive_shot_penalty(n, heavy_recoil=True) for n in (1, 2, 3)] == [0, -2, -4]


def test_burst_example():
    # "un atacante que dispare una ráfaga de tres balas y consiga dos Niveles de éxito impactara con dos"
    assert burst_hits(2, 3) == 2
    assert burst_hits(5, 3) == 3
    assert burst_hits(0, 3) == 0
    assert [burst_penalty(n) for n in (1, 2, 3)] == [0, -3, -6]
    with pytest.raises(RulesError):
        burst_hits(2, 6)


def test_rock_and_roll():
    # one roll a group of ten; each level one hit; each group after the first −4 more
    assert rock_and_roll_groups(30) == [10, 10, 10]
    assert rock_and_roll_groups(25) == [10, 10, 5]
    assert [rock_and_roll_penalty(n) for n in (1, 2, 3)] == [0, -4, -8]
    assert rock_and_roll_hits([3, 1, 7], 25) == 3 + 1 + 5
    with pytest.raises(RulesError):
        rock_and_roll_hits([3], 25)


def test_aiming_and_light():
    assert aiming_bonus(3) == 3  # each success level +1 on the next shot
    assert scope_bonus(4) == 4
    with pytest.raises(RulesError):
        scope_bonus(6)
    mods = ranged_modifiers("long", "poor", shot_number=2, aim_levels=2, location_penalty=-4)
    assert mods.total == -3 - 1 - 1 + 2 - 4
    assert ranged_modifiers("medium", "very_poor", burst_number=2).total == -1 - 4 - 3
    assert darkness_hit(9) and not darkness_hit(8) and darkness_hit(7, 2)


def test_norms_ammo_points():
    # "enough ammo for 3 Combat Turns before running empty"; a new ranged weapon comes with 5
    assert NEW_WEAPON_AMMO_POINTS == 5
    left = 3
    for _ in range(3):
        left = spend_ammo_points(left)
    assert left == 0
    with pytest.raises(RulesError):
        spend_ammo_points(0)


def test_unisystem_rounds():
    assert rounds_used(shots=2, bursts=(3, 5), rock_and_roll=20) == 30
    assert spend_rounds(30, 12) == 18
    with pytest.raises(RulesError):
        spend_rounds(5, 6)
    with pytest.raises(RulesError):
        rounds_used(bursts=(1,))


def test_features_by_preset():
    assert ruleset("norms").features == frozenset({"ammo_points"})
    assert ruleset("unisystem").features == frozenset({"ammo_rounds"})
    assert "threat" not in ruleset("unisystem").features
