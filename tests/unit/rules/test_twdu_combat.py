"""twdu duels, defenseless targets, cover, range bands, chases, ganging up."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.twdu.combat import (
    apply_cover,
    attack_skill,
    chase,
    defenseless_attack,
    duel,
    gang_up,
    move_band,
    range_band,
)


def test_duel_winner_deals_weapon_damage_plus_extra_successes() -> None:
    # 3 successes against 1: the win needs 2, one extra success adds one damage: 2 + 1
    result = duel(3, 1, 2, 1)
    assert (result.damage_to_a, result.damage_to_b, result.winner) == (0, 3, "a")
    # winning by one deals exactly the weapon's Damage
    assert duel(1, 2, 2, 1).damage_to_a == 1
    assert duel(1, 2, 2, 1).damage_to_b == 0


def test_duel_equal_successes_both_hit_with_weapon_damage() -> None:
    result = duel(2, 2, 3, 1)
    assert (result.damage_to_a, result.damage_to_b, result.winner) == (1, 3, "both")


def test_duel_both_fail_nobody_is_hurt() -> None:
    assert duel(0, 0, 3, 3).winner == "none"
    assert duel(0, 0, 3, 3).damage_to_a == 0 == duel(0, 0, 3, 3).damage_to_b


def test_cover_removes_one_success_from_ranged_attacks_only() -> None:
    # A shoots at B in cover: A's 2 successes become 1, B's 1 stands → simultaneous hits
    assert duel(2, 1, 2, 2, ranged=True, b_in_cover=True).winner == "both"
    # both in cover: each loses one
    assert duel(2, 1, 2, 2, ranged=True, a_in_cover=True, b_in_cover=True).winner == "a"
    assert duel(2, 1, 2, 2, ranged=True, a_in_cover=True, b_in_cover=True).damage_to_b == 2
    # cover does not protect from close combat
    assert duel(2, 1, 2, 2, ranged=False, b_in_cover=True).winner == "a"
    assert apply_cover(0, True, True) == 0
    assert apply_cover(3, True, False) == 3


def test_defenseless_target_straight_roll() -> None:
    assert defenseless_attack(0, 2) == 0
    assert defenseless_attack(1, 2) == 2
    assert defenseless_attack(3, 2) == 4  # two successes beyond the first: +2
    assert defenseless_attack(1, 2, ranged=True, target_in_cover=True) == 0


def test_gang_up_lone_fighter_defenseless_against_the_others() -> None:
    result = gang_up(2, 2, 1, 1, [(2, 1), (0, 3)])
    assert result.damage_to_chosen == 2
    assert result.from_each_other == (2, 0)
    assert result.damage_to_lone == 2


def test_range_bands_meters_and_zones() -> None:
    assert range_band(meters=0) == "short"
    assert range_band(meters=24) == "short"
    assert range_band(meters=25) == "long"
    assert range_band(meters=100) == "long"
    assert range_band(meters=101) == "extreme"
    assert range_band(zones=0) == "short"
    assert range_band(zones=2) == "long"
    assert range_band(zones=3) == "extreme"
    with pytest.raises(RulesError):
        range_band()
    with pytest.raises(RulesError):
        range_band(meters=-1)


def test_attack_skill_by_range() -> None:
    # at Short range a gun is used with Close Combat and Agility
    assert attack_skill("short", weapon_is_ranged=True) == attack_skill("short", True)
    assert attack_skill("short", True).skill == "close_combat"
    assert attack_skill("short", True).attribute == "agility"
    assert attack_skill("short", False).attribute == "strength"
    assert attack_skill("long", True).skill == "ranged_combat"
    with pytest.raises(RulesError):
        attack_skill("long", False)
    with pytest.raises(RulesError):
        attack_skill("extreme", True)
    assert attack_skill("extreme", True, extreme_capable=True).skill == "ranged_combat"


def test_movement_and_chase() -> None:
    assert move_band("short", closer=False) == "long"
    assert move_band("short", closer=True) == "short"
    assert move_band("extreme", closer=False) is None
    assert chase("long", runner_successes=2, chaser_successes=1) == "extreme"
    assert chase("long", runner_successes=1, chaser_successes=2) == "short"
    assert chase("long", 1, 1) == "long"
    assert chase("extreme", 3, 0) is None  # beyond Extreme: the chase is over


@given(st.integers(0, 8), st.integers(0, 8), st.integers(0, 4), st.integers(0, 4), st.booleans(), st.booleans())
@settings(max_examples=80)
def test_duel_invariants(sa: int, sb: int, da: int, db: int, ca: bool, cb: bool) -> None:
    r = duel(sa, sb, da, db, ranged=True, a_in_cover=ca, b_in_cover=cb)
    assert r.damage_to_a >= 0 and r.damage_to_b >= 0
    assert not (r.winner == "a" and r.damage_to_a)
    assert not (r.winner == "b" and r.damage_to_b)
    swapped = duel(sb, sa, db, da, ranged=True, a_in_cover=cb, b_in_cover=ca)
    assert (swapped.damage_to_a, swapped.damage_to_b) == (r.damage_to_b, r.damage_to_a)
