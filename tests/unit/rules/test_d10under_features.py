"""The roll-under d10 ruleset's features, each built alone and checked against the rule text
(d10-roll-under.ru.txt): Health is Endurance × 20; a test passes on a d10 at or under the
attribute; armor rolls a d10 to deflect a hit, else its absorption comes off; a reload fills the
magazine."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.d10under.ammunition import D10UnderAmmo
from app.rules.d10under.damage_rules import D10UnderDamage
from app.rules.d10under.rolls import D10UnderRolls
from app.rules.dice import TypedDice
from app.rules.features.ammo import AmmoRules
from app.rules.features.damage import DamageRules
from app.rules.features.rolls import RollRules
from app.rules.rolling import Roller

PISTOL = {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
PLATE = {"name": "plate", "deflect": 3, "absorb": 10}


def sheet(**values):
    rules = get_ruleset("d10under")
    return rules.validate_sheet({**rules.new_sheet(), **values})


def test_damage_through_armor_then_healing_up_to_endurance_times_twenty():
    damage = D10UnderDamage()
    gunner = sheet(endurance=6, armor=[PLATE])  # Health 6 × 20 = 120
    state = {"health": 120, "ammo": {}}
    # the armor die 7 is above deflection 3: the hit gets through, absorption 10 off: 30 − 10 = 20
    hit = damage.apply_damage(gunner, state, {"amount": 30, "armor": "0"}, TypedDice([7]))
    assert hit.state["health"] == 100
    # a 3 deflects it: nothing gets through
    assert damage.apply_damage(gunner, state, {"amount": 30, "armor": "0"}, TypedDice([3])).state["health"] == 120
    healed = damage.apply_heal(gunner, hit.state, {"amount": 50}, TypedDice([]))
    assert healed.state["health"] == 120  # never above Endurance × 20
    assert [f.key for f in damage.damage_form(gunner, state)] == ["amount", "critical", "armor"]


def test_ammunition_spends_the_shots_of_a_turn_and_a_reload_fills_the_magazine():
    ammo = D10UnderAmmo()
    gunner = sheet(weapons=[PISTOL])
    state = {"health": 100, "ammo": {"pistol": 8}}
    [stock] = ammo.ammo_stocks(gunner, state)
    assert (stock.key, stock.count, stock.capacity) == ("pistol", 8, 8)
    fired = ammo.fire_ammo(gunner, state, "pistol", {"shots": 2}, TypedDice([]))
    assert ammo.ammo_stocks(gunner, fired.state)[0].count == 6
    with pytest.raises(RulesError):
        ammo.fire_ammo(gunner, state, "pistol", {"shots": 3}, TypedDice([]))  # two shots a turn
    with pytest.raises(RulesError, match="No spare rounds"):  # nothing carried: no round from nowhere
        ammo.reload_ammo(gunner, fired.state, "pistol", {}, TypedDice([]))
    carried = ammo.add_ammo(gunner, fired.state, "pistol", 5).state
    reloaded = ammo.reload_ammo(gunner, carried, "pistol", {}, TypedDice([]))
    assert [(s.count, s.spare) for s in ammo.ammo_stocks(gunner, reloaded.state)] == [(8, 3)]


def test_a_test_passes_at_or_under_the_attribute_and_its_modifier():
    rolls = D10UnderRolls()
    shooter = sheet(perception=6)
    roller = Roller(shooter, {"health": 100, "ammo": {}}, True, "Ana")
    inputs = {"attribute": "perception", "modifier": 1}
    [chance] = rolls.roll_odds("test", roller, inputs)
    assert chance.chance == Fraction(7, 10)
    assert rolls.resolve_roll("test", roller, inputs, TypedDice([7])).success is True
    assert rolls.resolve_roll("test", roller, inputs, TypedDice([8])).success is False


def test_the_ruleset_returns_its_features_and_none_for_what_it_lacks():
    rules = get_ruleset("d10under")
    assert isinstance(rules.damage_rules(), DamageRules) and rules.damage_rules() is rules.damage_rules()
    assert isinstance(rules.ammo_rules(), AmmoRules) and isinstance(rules.roll_rules(), RollRules)
    assert rules.check_rules() is None and rules.experience_rules() is None and rules.grid() is None
