"""twdu Health, armor, Broken, first aid and critical injuries."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.twdu.health import (
    broken_minutes,
    daily_healing,
    first_aid,
    health_label,
    recover_from_broken,
    roll_armor,
    take_damage,
)
from app.rules.twdu.injuries import (
    SEVERED_LIMB,
    CriticalInjury,
    InjuryKind,
    allow_new_tending,
    amputate,
    equipment_suffices,
    pass_time,
    stabilize,
    take_injury,
    tend,
    total_penalty,
)


def test_health_labels() -> None:
    assert [health_label(h) for h in (3, 2, 1, 0)] == ["Unharmed", "Bruised", "Battered", "Broken"]
    with pytest.raises(RulesError):
        health_label(4)


def test_three_damage_breaks_and_more_has_no_extra_effect() -> None:
    assert take_damage(3, 1).health == 2
    broke = take_damage(3, 3)
    assert broke.health == 0 and broke.broke and not broke.died and broke.stress_gained == 1
    big = take_damage(3, 7)  # more than three from one attack: no extra effect
    assert big.health == 0 and big.broke and not big.died


def test_broken_person_injured_again_dies() -> None:
    assert take_damage(0, 1).died
    assert not take_damage(0, 0).died
    with pytest.raises(RulesError):
        take_damage(2, 1, dead=True)


def test_armor_each_six_removes_one_damage() -> None:
    armor = roll_armor(TypedDice([6, 3, 6]), 3, 2)
    assert armor.absorbed == 2 and armor.damage == 0
    armor = roll_armor(TypedDice([6, 6]), 2, 1)
    assert armor.absorbed == 1 and armor.damage == 0  # never below zero
    assert roll_armor(TypedDice([2, 6]), 2, 3).damage == 2
    assert not roll_armor(TypedDice([2, 6]), 2, 3).roll.can_push  # armor rolls are never pushed


def test_armor_does_not_protect_against_fire_or_falls() -> None:
    dice = Dice(seed=1)
    for source in ("fire", "fall"):
        armor = roll_armor(dice, 3, 2, source)
        assert armor.roll is None and armor.damage == 2
    assert dice.faces == []


def test_first_aid_heals_one_plus_one_per_extra_success() -> None:
    assert first_aid(0, 0) == 0
    assert first_aid(0, 1) == 1
    assert first_aid(0, 2) == 2
    assert first_aid(0, 5) == 3
    with pytest.raises(RulesError):
        first_aid(2, 1)


def test_broken_for_d6_minutes_then_one_health() -> None:
    assert broken_minutes(TypedDice([4])) == 4
    assert recover_from_broken(0) == 1
    with pytest.raises(RulesError):
        recover_from_broken(1)


def test_daily_healing_needs_food_and_no_sickness() -> None:
    assert daily_healing(1, True, False) == 2
    assert daily_healing(3, True, False) == 3
    assert daily_healing(1, False, False) == 1
    assert daily_healing(1, True, True) == 1


def test_injury_penalties_add_up() -> None:
    a = take_injury(InjuryKind("Broken arm", penalty=2), TypedDice([3]))
    b = take_injury(InjuryKind("Cracked ribs", penalty=1), TypedDice([2]))
    assert total_penalty([a, b]) == 3


def test_lethal_injury_rolls_time_limit_then_recovery() -> None:
    kind = InjuryKind("Gut wound", penalty=1, lethal=True, time_unit="hours", equipment="A",
                      recovery_unit="weeks")
    injury = take_injury(kind, TypedDice([4, 5]))
    assert (injury.time_limit, injury.recovery) == (4, 5)
    assert injury.minutes_left == 4 * 60
    later, expired = pass_time(injury, 3 * 60)
    assert later.minutes_left == 60 and not expired
    _, expired = pass_time(later, 60)
    assert expired


def test_stabilize_needs_the_right_equipment() -> None:
    injury = take_injury(InjuryKind("Gut wound", 1, True, "hours", "A", "weeks"), TypedDice([4, 5]))
    with pytest.raises(RulesError):
        stabilize(injury, 2, "B")
    assert stabilize(injury, 1, "A").lethal is False
    assert stabilize(injury, 0, "A").lethal is True
    basic = take_injury(InjuryKind("Cut", 1, True, "minutes", "B", "days"), TypedDice([2, 2]))
    assert stabilize(basic, 1, "A").lethal is False  # advanced gear serves for both
    assert equipment_suffices("B", "A") and not equipment_suffices("A", "B")
    expired, _ = pass_time(basic, 2)
    with pytest.raises(RulesError):
        stabilize(expired, 1, "A")


def test_tending_shortens_or_lengthens_recovery_once() -> None:
    injury = take_injury(InjuryKind("Sprain", 1), TypedDice([4]))
    assert tend(injury, 2).recovery == 2
    failed = tend(injury, 0)
    assert failed.recovery == 5
    with pytest.raises(RulesError):
        tend(failed, 1)
    assert tend(allow_new_tending(failed), 1).recovery == 4


def test_amputation_severed_limb_lethal_only_on_failed_roll() -> None:
    kind = InjuryKind(SEVERED_LIMB, penalty=2, lethal=False, time_unit="hours", equipment="B",
                      recovery_unit="weeks")
    ok = amputate(kind, 1, TypedDice([3]))
    assert ok.injury.name == "Severed limb" and not ok.injury.lethal
    assert ok.amputee_stress == 1 and ok.cutter_stress == 1
    bad = amputate(kind, 0, TypedDice([2, 6]))
    assert bad.injury.lethal and bad.injury.time_limit == 2 and bad.injury.equipment == "B"


def test_injury_round_trips_through_dict() -> None:
    injury = take_injury(InjuryKind("Gut wound", 1, True, "days", "B", "weeks"), TypedDice([4, 5]))
    assert CriticalInjury.from_dict(injury.to_dict()) == injury
    with pytest.raises(RulesError):
        CriticalInjury.from_dict({"name": "x"})
    with pytest.raises(RulesError):
        InjuryKind("x", time_unit="years")


@given(st.integers(0, 3), st.integers(0, 10))
@settings(max_examples=60)
def test_health_stays_within_0_and_3(health: int, damage: int) -> None:
    change = take_damage(health, damage)
    assert 0 <= change.health <= 3
    assert change.broke == (health > 0 and change.health == 0)
    assert 0 <= first_aid(0, damage) <= 3
