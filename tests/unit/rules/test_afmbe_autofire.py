"""afmbe automatic fire inside the attack roll (unisystem §4.2.1.3): bursts and rock and roll."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.autofire import fire_plan
from app.rules.afmbe.levels import success_level
from app.rules.afmbe.odds import die_chance, success_level_distribution
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller

GUNNER = [{"name": "Guns", "type": "Assault Rifle", "level": 2}, {"name": "Dodge", "level": 3}]
RIFLE = [{"name": "Rifle", "damage": "d8×5", "damage_type": "bullet", "ranged": True, "automatic": True}]


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


@pytest.fixture
def fight():
    rules = get_ruleset("afmbe", "unisystem")
    return rules, roller(rules, dex=3, skills=GUNNER, weapons=RIFLE), roller(rules, dex=2, skills=GUNNER)


def test_three_round_burst_with_two_success_levels_hits_twice(fight):
    # the text's example: "una ráfaga de tres balas y consiga dos Niveles de éxito impactará con dos balas,
    # y cada una infligirá daño por separado"
    rules, gunner, target = fight
    inputs = {"skill": "0", "weapon": "0", "fire": "burst", "burst_size": 3, "defence": "none"}
    shot = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([7]), target)
    assert shot.records[0].total == 12  # d10 7 + DEX 3 + Guns 2: Decent, two levels
    assert shot.success is True and shot.result.args["hits"] == 2
    assert len(shot.damage) == 2 and all(o.request["weapon"] == "d8×5" for o in shot.damage)
    # five levels, three rounds: three hits at most
    best = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([10, 9]), target)  # 10 → 9: 14 + 5 = 19
    assert best.result.args["hits"] == 3 and len(best.damage) == 3


def test_each_further_burst_takes_minus_three(fight):
    rules, gunner, target = fight
    inputs = {"skill": "0", "fire": "burst", "burst_number": 3, "defence": "none"}
    third = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([9]), target)
    assert third.records[0].total == 9 + 5 - 6 and third.result.args["hits"] == 0


def test_rock_and_roll_rolls_each_group_of_ten_at_minus_four_more(fight):
    rules, gunner, target = fight
    inputs = {"skill": "0", "weapon": "0", "fire": "rock_and_roll", "rounds": 25, "defence": "none"}
    assert [(r.penalty, r.most_hits) for r in fire_plan("rock_and_roll", rounds=25)] == [(0, 10), (-4, 10), (-8, 5)]
    spray = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([9, 9, 9]), target)
    # totals 14 (Good: 3 rounds), 10 (Adequate: 1), 6 (miss)
    assert [r.total for r in spray.records] == [14, 10, 6]
    assert spray.result.args["hits"] == 4 and len(spray.damage) == 4
    assert [o.request["success_level"] for o in spray.damage] == [3, 3, 3, 1]


def test_a_dodge_is_rolled_once_against_every_roll(fight):
    rules, gunner, target = fight
    inputs = {"skill": "0", "fire": "rock_and_roll", "rounds": 20}
    spray = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([9, 8, 6]), target)
    # attacks 14 and 9, dodge d10 6 + DEX 2 + Dodge 3 = 11: the first group lands 3, the second none
    assert [r.total for r in spray.records] == [14, 9, 11]
    assert spray.result.args["hits"] == 3


def test_burst_odds_are_the_success_levels(fight):
    rules, gunner, target = fight
    shown = rules.roll_rules().roll_odds(
        "attack", gunner, {"skill": "0", "fire": "burst", "burst_size": 3, "defence": "none"}, target
    )
    dist = success_level_distribution(5, "unisystem")
    assert [c.chance for c in shown] == [1 - dist[0], 1 - dist[0] - dist[1], sum(dist[v] for v in range(3, 8))]
    assert shown[1].args == {"count": 2}


def test_burst_odds_against_a_dodge_match_enumeration(fight):
    rules, gunner, target = fight
    shown = rules.roll_rules().roll_odds("attack", gunner, {"skill": "0", "fire": "burst", "burst_number": 2}, target)
    a_bonus, d_bonus = 5 - 3, 5
    faces = [v for v in range(-40, 80) if die_chance(v, "unisystem")]
    left = 1 - sum(die_chance(v, "unisystem") for v in faces) ** 2
    for count, chance in enumerate([c.chance for c in shown], start=1):
        found = sum(
            (
                die_chance(a, "unisystem") * die_chance(d, "unisystem")
                for a, d in product(faces, faces)
                if success_level(a + a_bonus) >= count and d + d_bonus <= a + a_bonus
            ),
            Fraction(0),
        )
        assert found <= chance <= found + left


def test_spray_odds_name_each_group(fight):
    rules, gunner, target = fight
    shown = rules.roll_rules().roll_odds(
        "attack", gunner, {"skill": "0", "fire": "rock_and_roll", "rounds": 30, "defence": "none"}, target
    )
    assert [c.args for c in shown] == [{"group": 1}, {"group": 2}, {"group": 3}]
    assert shown[2].chance == 1 - success_level_distribution(5 - 8, "unisystem")[0]


def test_norms_has_no_automatic_fire_in_the_attack():
    rules = get_ruleset("afmbe", "norms")
    me, them = roller(rules, dex=3), roller(rules, dex=2)
    with pytest.raises(RulesError):
        rules.roll_rules().resolve_roll("attack", me, {"fire": "burst"}, TypedDice([7, 2]), them)
