"""A shot needs a firearm, in both rulesets that shoot from the dice dock: a character with no gun
(the grid game's Dov with "No weapon", the roll-under game's walker "Sin arma") is refused with
the reason before anything is rolled (no "Hit 100%" at point blank, no d1 to type), and the first
roll offered to them is the melee one, not the shot."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller


def roller(rules, **sheet):  # noqa: ANN001, ANN003, ANN201
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def test_gridlimbs_an_unarmed_shot_is_refused_with_the_reason():
    rules = get_ruleset("gridlimbs")
    dov = roller(rules, accuracy=4, starting_item="clips")
    zed = roller(rules)
    assert [k.key for k in rules.roll_rules().roll_kinds(dov.sheet)][:2] == ["strike", "shot"]
    for inputs in ({"distance": 1}, {"distance": 6}):
        with pytest.raises(RulesError, match="No firearm"):
            rules.roll_rules().roll_odds("shot", dov, inputs, zed)
        with pytest.raises(RulesError, match="No firearm"):
            rules.roll_rules().resolve_roll("shot", dov, inputs, TypedDice([1]), zed)
    kit = roller(rules, accuracy=4, starting_item="pistol")
    assert [k.key for k in rules.roll_rules().roll_kinds(kit.sheet)][0] == "shot"
    with pytest.raises(RulesError, match="pick it under Weapon"):
        rules.roll_rules().roll_odds("shot", kit, {"distance": 1, "weapon": ""}, zed)
    assert rules.roll_rules().roll_odds("shot", kit, {"distance": 1}, zed)[0].chance == 1


def test_d10under_an_unarmed_shot_is_refused_with_the_reason():
    rules = get_ruleset("d10under")
    walker = roller(rules, perception=5)
    assert [k.key for k in rules.roll_rules().roll_kinds(walker.sheet)] == ["test", "melee", "shot"]
    with pytest.raises(RulesError, match="No firearm"):
        rules.roll_rules().roll_odds("shot", walker, {})
    with pytest.raises(RulesError, match="No firearm"):
        rules.roll_rules().resolve_roll("shot", walker, {}, TypedDice([3]))
    vera = roller(rules, perception=5, weapons=[{"name": "Rifle", "kind": "ranged", "damage": 20}])
    assert [k.key for k in rules.roll_rules().roll_kinds(vera.sheet)] == ["test", "shot", "melee"]
    assert rules.roll_rules().roll_odds("shot", vera, {})[0].chance > 0
