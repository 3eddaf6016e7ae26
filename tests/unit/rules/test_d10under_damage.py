"""Damage, armor, healing and ammunition of the roll-under d10 system (rule text, 2)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.rules import d10under as d10
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english

VEST = d10.Armor("vest", deflect=4, absorb=0)
PLATE = d10.Armor("plate", deflect=3, absorb=10)


def test_plain_hit_takes_health():
    result = d10.apply_hit(100, 30, TypedDice([]))
    assert (result.health_before, result.health_after, result.taken) == (100, 70, 30)
    assert english(result.arithmetic) == "Health 100 − damage 30 = 70"


def test_critical_ignores_armor_without_a_die_and_is_not_doubled_again():
    # the critical shot's 30 is already the weapon's 15 doubled
    dice = TypedDice([])
    result = d10.apply_hit(100, 30, dice, critical=True, armor=VEST)
    dice.check_used_up()
    assert (result.taken, result.health_after, result.armor_face) == (30, 70, None)
    assert english(result.arithmetic) == "Health 100 − damage 30 = 70"


def test_armor_die_at_or_under_deflects():
    result = d10.apply_hit(100, 30, TypedDice([4]), armor=VEST)
    assert (result.taken, result.deflected, result.armor_face, result.health_after) == (0, True, 4, 100)
    assert english(result.arithmetic) == (
        "damage 30; armor d10 rolled 4, deflects on 4 or less: deflected; Health 100 − damage 0 = 100")
    assert result.record is not None and [f.value for f in result.record.faces] == [4]


def test_armor_die_over_lets_the_hit_through_less_absorption():
    assert d10.apply_hit(100, 30, TypedDice([5]), armor=VEST).taken == 30
    plate = d10.apply_hit(100, 30, TypedDice([7]), armor=PLATE)
    assert (plate.taken, plate.deflected) == (20, False)
    assert english(plate.arithmetic) == ("damage 30; armor d10 rolled 7, deflects on 3 or less: gets through; "
                                     "damage 30 − absorbed 10 = 20; Health 100 − damage 20 = 80")


def test_armor_without_deflection_rolls_nothing():
    dice = TypedDice([])
    result = d10.apply_hit(50, 12, dice, armor=d10.Armor("jacket", 0, 5))
    dice.check_used_up()
    assert result.taken == 7 and english(result.arithmetic) == (
        "damage 12 − absorbed 5 = 7; Health 50 − damage 7 = 43")
    small = d10.apply_hit(50, 3, TypedDice([]), armor=d10.Armor("jacket", 0, 5))
    assert small.taken == 0 and english(small.arithmetic) == (
        "damage 3 − absorbed 5: no damage; Health 50 − damage 0 = 50")


def test_health_stops_at_zero():
    result = d10.apply_hit(20, 45, TypedDice([]))
    assert result.health_after == 0 and english(result.arithmetic) == (
        "Health 20 − damage 45 = \u221225, stops at 0")  # one minus sign


def test_bad_amount_refused():
    for bad in (-1, "5", 2.5, None):
        with pytest.raises(RulesError):
            d10.apply_hit(100, bad, Dice(seed=1))


def test_heal_caps_at_maximum():
    assert d10.heal(50, 100, 30) == 80
    assert d10.heal(50, 100, 80) == 100
    with pytest.raises(RulesError):
        d10.heal(50, 100, -5)


@given(st.integers(0, 200), st.integers(0, 500), st.booleans(), st.integers(0, 10), st.integers(0, 30),
       st.integers(1, 10))
def test_health_stays_in_range(health, amount, critical, deflect, absorb, face):
    result = d10.apply_hit(health, amount, TypedDice([face]), critical, d10.Armor("a", deflect, absorb))
    assert 0 <= result.health_after <= health
    assert result.taken <= amount * 2


PISTOL = d10.Weapon("pistol", "ranged", damage=20, shots=2, magazine=8)
KNIFE = d10.Weapon("knife", "melee", damage=5)


def test_full_ammo_loads_ranged_weapons_only():
    assert d10.full_ammo([PISTOL, KNIFE]) == {"pistol": 8}


def test_firing_spends_rounds_and_reload_refills():
    ammo = {"pistol": 8}
    after = d10.spend_shots(ammo, PISTOL, 2)
    assert after == {"pistol": 6} and ammo == {"pistol": 8}
    assert d10.reload({"pistol": 1}, {"pistol": 9}, PISTOL) == ({"pistol": 8}, {"pistol": 2})
    assert d10.reload({"pistol": 1}, {"pistol": 3}, PISTOL) == ({"pistol": 4}, {"pistol": 0})


@pytest.mark.parametrize(
    ("ammo", "weapon", "shots"),
    [({"pistol": 8}, PISTOL, 3), ({"pistol": 1}, PISTOL, 2), ({"pistol": 8}, PISTOL, 0), ({}, KNIFE, 1)],
)
def test_firing_refused(ammo, weapon, shots):
    with pytest.raises(RulesError):
        d10.spend_shots(ammo, weapon, shots)


def test_melee_weapon_does_not_reload_and_unknown_weapon_refused():
    with pytest.raises(RulesError):
        d10.reload({}, {}, KNIFE)
    with pytest.raises(RulesError):
        d10.find_weapon([PISTOL], "rifle")
