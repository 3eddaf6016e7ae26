"""afmbe hit locations: the GM says where a blow lands, a called shot takes its penalty, and armor
counts only on the area it covers (norms "Hit Locations", "Armor"; unisystem §4.4)."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.dice import Dice, TypedDice
from app.rules.rolling import Roller

HELMETED = {"str": 2, "con": 2, "armor": [{"name": "Biker helmet", "value": 4, "covers": "head"}]}
PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def test_norms_a_helmet_counts_on_the_head_only():
    # the norms example: d6×4 rolls 6 = 24; 4 armor blocks 4, the 20 through are doubled to 40
    rules = get_ruleset("afmbe", "norms")
    s = rules.validate_sheet({**rules.new_sheet(), **HELMETED})
    head = rules.damage_rules().apply_damage(s, rules.initial_state(s), {"amount": 24, "damage_type": "bullet",
                                                          "location": "head"}, Dice(seed=0))
    assert head.state["life_points"] == 26 - 40
    body = rules.damage_rules().apply_damage(
        s, rules.initial_state(s), {"amount": 24, "damage_type": "bullet"}, Dice(seed=0)
    )
    assert body.state["life_points"] == 26 - 48


def test_norms_the_location_keeps_plain_multipliers():
    rules = get_ruleset("afmbe", "norms")
    s = rules.validate_sheet({**rules.new_sheet(), "str": 2, "con": 2})
    head = rules.damage_rules().apply_damage(
        s, rules.initial_state(s), {"amount": 10, "damage_type": "slashing", "location": "head"}, Dice(seed=0)
    )
    assert head.state["life_points"] == 26 - 20  # no unisystem ×3 for the head in norms


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_called_shot_takes_its_penalty_and_lands_there(preset):
    rules = get_ruleset("afmbe", preset)
    gunner = roller(rules, dex=3, skills=[{"name": "Guns", "type": "Handgun", "level": 2}], weapons=PISTOL)
    target = roller(rules, **{**HELMETED, "str": 6, "con": 6})  # 58 Life Points: room for 80 damage
    called = {"skill": "0", "weapon": "0", "defence": "none", "location": "head", "called_shot": True}
    shot = rules.roll_rules().resolve_roll("attack", gunner, called, TypedDice([7]), target)
    assert shot.records[0].total == 7 + 5 - 4 and shot.success is False
    hit = rules.roll_rules().resolve_roll("attack", gunner, called, TypedDice([9]), target)
    assert hit.records[0].total == 10 and hit.damage[0].request["location"] == "head"
    out = rules.damage_rules().apply_damage(target.sheet, target.state, dict(hit.damage[0].request), TypedDice([6]))
    # 24 − 4 helmet = 20; norms bullet ×2 = 40, unisystem head bullet ×4 = 80
    assert target.state["life_points"] - out.state["life_points"] == (40 if preset == "norms" else 80)
    # the GM says where it landed: no penalty
    told = rules.roll_rules().resolve_roll("attack", gunner, {**called, "called_shot": False}, TypedDice([7]), target)
    assert told.records[0].total == 12 and told.damage[0].request["location"] == "head"


def test_called_shot_odds_take_the_penalty():
    rules = get_ruleset("afmbe", "norms")
    gunner = roller(rules, dex=3, skills=[{"name": "Guns", "type": "Handgun", "level": 2}])
    target = roller(rules, **HELMETED)
    plain = rules.roll_rules().roll_odds("attack", gunner, {"skill": "0", "defence": "none"}, target)[0].chance
    neck = (
        rules.roll_rules()
        .roll_odds(
            "attack", gunner, {"skill": "0", "defence": "none", "location": "neck", "called_shot": True}, target
        )[0]
        .chance
    )
    expected = rules.roll_rules().roll_odds(
        "attack", gunner, {"skill": "0", "defence": "none", "modifiers": -5}, target
    )
    assert neck == expected[0].chance < plain
