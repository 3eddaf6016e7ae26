"""twdu hazards: explosions, fire, poison, disease, falling, traps."""

from __future__ import annotations

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.twdu.hazards import (
    blast,
    disease,
    explosion_damage,
    explosive_attack,
    fall_damage,
    fire,
    fire_contained,
    poison,
    resolve_poison,
    spring_trap,
)
from app.rules.twdu.pool import Pool, roll_pool


def test_blast_power_one_damage_per_success_no_stress_no_push() -> None:
    result = blast(TypedDice([6, 2, 6, 1]), 4)
    assert result.damage == 2
    assert result.roll.pool.stress == 0 and not result.roll.can_push
    assert result.roll.walkers == 0  # a 1 on a blast die is not a walker
    assert explosion_damage(2, mobility_succeeded=True) == 0
    assert explosion_damage(2, mobility_succeeded=False) == 2


def test_explosive_weapon_extra_successes_add_to_blast() -> None:
    attack = roll_pool(TypedDice([6, 6, 3]), Pool(base=3, is_pc=True))
    result = explosive_attack(TypedDice([6, 2, 2]), attack, 3)
    assert result.hit and result.damage == 2  # one blast success + one extra attack success
    assert result.thrower_damage == 0


def test_explosive_weapon_miss_escapes_and_messup_hurts_thrower() -> None:
    miss = roll_pool(TypedDice([3, 2]), Pool(base=1, stress=1, is_pc=True))
    dice = Dice(seed=4)
    assert explosive_attack(dice, miss, 5).damage == 0
    assert dice.faces == []
    messed = roll_pool(TypedDice([3, 1]), Pool(base=1, stress=1, is_pc=True))
    result = explosive_attack(TypedDice([6, 6]), messed, 2)
    assert result.damage == 0 and result.thrower_damage == 2
    messed_hit = roll_pool(TypedDice([6, 1]), Pool(base=1, stress=1, is_pc=True))
    result = explosive_attack(TypedDice([6, 3]), messed_hit, 2)
    assert result.damage == 1 and result.thrower_damage == 1


def test_fire_intensity_one_damage_per_success() -> None:
    # a typical fire has an Intensity between 4 and 8
    result = fire(TypedDice([6, 6, 6, 2, 2, 2]), 6)
    assert result.damage == 3 and result.roll.pool.kind == "fire"
    assert fire_contained(2, 1) and not fire_contained(1, 1)


def test_poison_win_draw_lose() -> None:
    endure = Pool(base=3, stress=0, is_pc=True)
    won = poison(TypedDice([6, 6, 2] + [6, 2, 2, 2]), endure, 4)
    assert won.outcome == "resisted" and won.damage == 0
    draw = poison(TypedDice([6, 2, 2] + [6, 2, 2, 2]), endure, 4)
    assert draw.outcome == "affected" and draw.damage == 0
    lost = poison(TypedDice([2, 2, 2] + [6, 6, 2, 2]), endure, 4)
    assert lost.outcome == "damaged" and lost.damage == 2
    helped = poison(TypedDice([2, 2, 2] + [6, 6, 2, 2]), endure, 4, medicine_successes=2)
    assert helped.outcome == "affected"  # Medicine successes add to the Endure roll


def test_disease_uses_virulence_the_same_way() -> None:
    result = disease(TypedDice([2] + [6, 6, 6, 2, 2, 2, 2, 2, 2, 2]), Pool(base=1), 10)
    assert result.outcome == "damaged" and result.damage == 3
    assert result.hazard.pool.kind == "disease"


def test_resolve_poison_with_a_pushed_endure_roll() -> None:
    endure = roll_pool(TypedDice([6]), Pool(base=1))
    toxicity = roll_pool(TypedDice([2, 2]), Pool(base=2, kind="poison"))
    assert resolve_poison(endure, toxicity).outcome == "resisted"


def test_falling_half_the_height_rounded_down() -> None:
    assert fall_damage(7) == 3
    assert fall_damage(1) == 0
    assert fall_damage(8, mobility_successes=2) == 2
    assert fall_damage(4, mobility_successes=5) == 0
    with pytest.raises(RulesError):
        fall_damage(-1)


def test_traps_avoided_or_attack_plus_damage() -> None:
    mobility = Pool(base=2, is_pc=True)
    safe = spring_trap(TypedDice([6, 1]), mobility, 3, 1)
    assert safe.avoided and safe.damage == 0
    hurt = spring_trap(TypedDice([2, 3] + [6, 6, 4]), mobility, 3, 1)
    assert not hurt.avoided and hurt.damage == 3  # two successes + Damage 1
    assert not hurt.attack.can_push
    with pytest.raises(RulesError):
        spring_trap(Dice(seed=1), mobility, -1, 1)
