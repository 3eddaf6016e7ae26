"""The roll declarations of every ruleset: kinds, exact odds, rolled and typed dice, follow-ups."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.odds import die_chance, success_level_distribution
from app.rules.base import RulesError
from app.rules.d10under.checks import test_probability as d10_test_probability
from app.rules.d10under.melee import melee_win_probability
from app.rules.d10under.shooting import shot_distribution as d10_shot_distribution
from app.rules.dice import Dice, DiceError, TypedDice
from app.rules.gridlimbs.shooting import shot_distribution as grid_shot_distribution
from app.rules.rolling import Roller, clean_inputs
from app.rules.twdu.pool import messup_probability, success_distribution


def roller(rules, player=True, state=None, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {})}, player)


def odds(chances):
    return {c.label if not c.args else (c.label, str(c.args)): c.chance for c in chances}


# ------------------------------------------------------------------------------------- afmbe

AFMBE_SKILLS = [{"name": "Guns", "type": "Handgun", "level": 2}, {"name": "Dodge", "level": 3}]


def test_afmbe_task_typed_rule_of_ten_chain():
    rules = get_ruleset("afmbe", "unisystem")
    me = roller(rules, dex=3, skills=AFMBE_SKILLS)
    result = rules.roll_rules().resolve_roll("task", me, {"skill": "0"}, TypedDice([10, 8]))
    # d10 10 then 8: 10 + (8 − 5) = 13, + DEX 3 + Guns 2 = 18: Excellent
    assert result.records[0].total == 18
    assert result.result.args["level"] == {"t": "Excellent"}
    assert result.faces == [[10, 10], [10, 8]] and result.typed


def test_afmbe_task_odds_are_the_level_distribution():
    rules = get_ruleset("afmbe", "norms")
    me = roller(rules, dex=3, skills=AFMBE_SKILLS)
    shown = rules.roll_rules().roll_odds("task", me, {"skill": "0", "modifiers": -1, "difficulty": 11})
    dist = success_level_distribution(4, "norms", difficulty=11)
    assert shown[0].label == "Success" and shown[0].chance == 1 - dist[0]
    assert shown[1].args == {"level": {"t": "Decent"}}
    assert shown[1].chance == sum(dist[v] for v in range(2, 8))


def test_afmbe_luck_points_raise_a_rolled_task_and_are_spent():
    rules = get_ruleset("afmbe", "norms")
    me = roller(
        rules, dex=2, skills=AFMBE_SKILLS, traits=[{"name": "Good Luck", "kind": "quality", "level": 3, "points": 3}]
    )
    first = rules.roll_rules().resolve_roll("task", me, {"skill": "0"}, TypedDice([4]))
    assert first.records[0].total == 8 and first.success is False
    assert [f.key for f in first.follow_ups] == ["luck"] and first.follow_ups[0].points == 3
    raised = rules.roll_rules().follow_up_roll("luck", first.memo, me, Dice(seed=1), points=2)
    assert raised.state is not None and raised.state["luck"] == 1
    assert raised.success is True and raised.result.args["total"] == 10
    assert raised.records == []
    with pytest.raises(RulesError):
        rules.roll_rules().follow_up_roll("luck", first.memo, me, Dice(seed=1), points=4)


def test_afmbe_attack_hit_chance_equals_enumeration_for_norms():
    rules = get_ruleset("afmbe", "norms")
    attacker = roller(rules, dex=3, skills=AFMBE_SKILLS)
    defender = roller(rules, dex=2, skills=AFMBE_SKILLS)
    shown = rules.roll_rules().roll_odds("attack", attacker, {"skill": "0", "defence": "dodge"}, defender)
    a_bonus, d_bonus = 5, 5  # DEX 3 + Guns 2; DEX 2 + Dodge 3
    faces = [v for v in range(-9, 21) if die_chance(v, "norms")]
    expected = sum(
        (
            die_chance(a, "norms") * die_chance(d, "norms")
            for a, d in product(faces, faces)
            if a + a_bonus >= 9 and d + d_bonus <= a + a_bonus
        ),
        Fraction(0),
    )
    assert odds(shown) == {"Hit": expected}


def test_afmbe_attack_hit_offers_the_weapon_damage():
    rules = get_ruleset("afmbe", "norms")
    attacker = roller(rules, dex=3, skills=AFMBE_SKILLS, weapons=[{"name": "Pistol", "damage": "d6×4"}])
    defender = roller(rules, dex=1)
    hit = rules.roll_rules().resolve_roll("attack", attacker, {"skill": "0"}, TypedDice([8, 2]), defender)
    assert hit.success is True and hit.result.args["total"] == 13
    assert hit.damage[0].to == "opponent"
    assert hit.damage[0].request["weapon"] == "d6×4" and hit.damage[0].request["success_level"] == 3
    avoided = rules.roll_rules().resolve_roll("attack", attacker, {"skill": "0"}, TypedDice([5, 10, 3]), defender)
    assert avoided.success is False and avoided.damage == ()
    with pytest.raises(RulesError):
        rules.roll_rules().resolve_roll("attack", attacker, {"skill": "0"}, Dice(seed=1))


# ------------------------------------------------------------------------------------- twdu


def test_twdu_typed_pool_splits_base_then_stress_and_messes_up():
    rules = get_ruleset("twdu")
    me = roller(rules, state={"stress": 2}, agility=2, mobility=1)
    result = rules.roll_rules().resolve_roll("skill", me, {}, TypedDice([6, 6, 3, 1, 2]))
    # each kind of die a phrase of its own ("base dice 6 6 3"), so that Russian declines it
    assert result.records[0].text["args"] == {
        "base": {"t": "base dice {faces}", "ctx": "rules", "args": {"faces": "6 6 3"}},
        "stress": {"t": "stress dice {faces}", "ctx": "rules", "args": {"faces": "1 2"}},
        "successes": 2, "walkers": " ☠"}
    assert result.result.args == {"count": 2}
    assert result.alarm and result.alarm[0].args == {"count": 1}
    assert result.follow_ups == ()  # no push after a mess-up


def test_twdu_odds_are_the_pool_distribution():
    rules = get_ruleset("twdu")
    gear = [{"name": "Rope", "skill": "mobility", "bonus": 2}]
    me = roller(rules, state={"stress": 2}, agility=3, mobility=2, gear=gear)
    shown = odds(rules.roll_rules().roll_odds("skill", me, {"item": "g0", "gear": 1, "modifier": -1}))
    dist = success_distribution(3 + 2 + 2 + 1 - 1 + 2)
    assert shown["Success"] == 1 - dist[0]
    assert shown["Mess-up"] == messup_probability(2)


def test_twdu_push_takes_stress_and_rerolls_the_others():
    rules = get_ruleset("twdu")
    me = roller(rules, state={"stress": 1}, agility=2, mobility=1)
    first = rules.roll_rules().resolve_roll("skill", me, {}, TypedDice([6, 2, 3, 4]))
    assert [f.key for f in first.follow_ups] == ["push"]
    pushed = rules.roll_rules().follow_up_roll("push", first.memo, me, TypedDice([6, 1, 5, 3]))
    # base 6 kept, 2 and 3 rerolled to 6 and 1; stress 4 rerolled to 5; new stress die 3
    args = pushed.records[0].text["args"]
    assert args["base"]["args"]["faces"] == "6 6 1" and args["stress"]["args"]["faces"] == "5 3"
    assert pushed.state is not None and pushed.state["stress"] == 2
    assert pushed.follow_ups == ()
    with pytest.raises(RulesError):
        rules.roll_rules().follow_up_roll("push", pushed.memo, me, Dice(seed=1))


def test_twdu_npc_cannot_push_and_duel_odds_sum_to_one():
    rules = get_ruleset("twdu")
    npc = roller(rules, player=False, agility=2, mobility=1)
    assert rules.roll_rules().resolve_roll("skill", npc, {}, TypedDice([2, 3, 4])).follow_ups == ()
    a = roller(rules, strength=3, close_combat=2, weapons=[{"name": "Bat", "bonus": 1, "damage": 2}])
    b = roller(rules, strength=2, close_combat=1)
    assert rules.roll_rules().roll_kinds(a.sheet)[1].fields[0].default == "w0"
    shown = odds(rules.roll_rules().roll_odds("duel", a, {"item": ""}, b))
    nobody = success_distribution(5)[0] * success_distribution(3)[0]
    assert shown["Nobody hits"] == nobody  # "If both fail the roll, neither of you deal damage"
    assert shown["Win the duel"] + shown["Both hit"] + shown["Lose the duel"] + shown["Nobody hits"] == 1
    # with the bat: six base dice (3 + 2 + 1), the opponent's three
    duel = rules.roll_rules().resolve_roll("duel", a, {}, TypedDice([6, 6, 1, 2, 3, 4, 6, 2, 2]), b)
    assert duel.result.args["mine"] == 2 and duel.result.args["theirs"] == 1
    assert duel.damage[0].to == "opponent" and duel.damage[0].request == {"damage": 2, "source": "attack"}


# ------------------------------------------------------------------------------------- d10under


def test_d10under_test_shot_and_melee_odds_come_from_the_rules():
    rules = get_ruleset("d10under")
    me = roller(
        rules,
        agility=6,
        perception=10,
        weapons=[{"name": "Rifle", "kind": "ranged", "damage": 20}, {"name": "Axe", "kind": "melee", "damage": 10}],
    )
    zombie = roller(rules, agility=2)
    assert odds(rules.roll_rules().roll_odds("test", me, {"attribute": "agility", "modifier": -2})) == {
        "Pass": d10_test_probability(6, -2)
    }
    shot = d10_shot_distribution(10, 1)
    assert odds(rules.roll_rules().roll_odds("shot", me, {"modifier": 1})) == {
        "Hit": shot["hit"] + shot["critical"],
        "Critical hit": shot["critical"],
    }
    melee = odds(rules.roll_rules().roll_odds("melee", me, {}, zombie))
    assert melee["Win the exchange"] == melee_win_probability(3, 6, 1, 2)


def test_d10under_rolls_read_typed_faces():
    rules = get_ruleset("d10under")
    me = roller(rules, perception=10, agility=6, weapons=[{"name": "Rifle", "kind": "ranged", "damage": 20}])
    # a 10 is rerolled at Perception 10; the second roll is a 1: a critical, double damage
    shot = rules.roll_rules().resolve_roll("shot", me, {}, TypedDice([10, 1]))
    assert shot.result.args == {"outcome": {"t": "Critical hit"}, "damage": 40}
    # a critical «игнорирует защиту цели любого вида»: not "40 damage before armor", as if armor were to come
    assert shot.result.text == "{outcome}: {damage} damage, armor ignored"
    plain = rules.roll_rules().resolve_roll("shot", me, {}, TypedDice([4]))
    assert plain.result.text == "{outcome}: {damage} damage before armor"
    with pytest.raises(DiceError):
        rules.roll_rules().resolve_roll("shot", me, {}, TypedDice([11]))
    # a miss says so, with no damage to carry ("Miss: 0 damage before armor" read as a hit of 0)
    aiming = roller(rules, perception=5, weapons=[{"name": "Rifle", "kind": "ranged", "damage": 20}])
    missed = rules.roll_rules().resolve_roll("shot", aiming, {}, TypedDice([9]))
    assert missed.success is False and missed.result.text == "Miss" and not missed.result.args
    zombie = roller(rules, agility=2, strength=3)
    # the text's example: 4 6 9 against a 9, the tie going to the higher Agility
    melee = rules.roll_rules().resolve_roll("melee", me, {}, TypedDice([4, 6, 9, 9]), zombie)
    assert melee.success is True
    assert melee.damage[0].to == "opponent" and melee.damage[0].amount == 25


# ------------------------------------------------------------------------------------- gridlimbs


def test_gridlimbs_shot_odds_and_typed_accuracy_die():
    rules = get_ruleset("gridlimbs")
    me = roller(rules, accuracy=4)
    shown = odds(rules.roll_rules().roll_odds("shot", me, {"distance": 6}))
    assert shown == {"Hit": 1 - grid_shot_distribution(4, 6, None)["miss"]}
    hit = rules.roll_rules().resolve_roll("shot", me, {"distance": 6}, TypedDice([4]))
    assert hit.success is True and hit.faces == [[4, 4]]
    with pytest.raises(DiceError):
        rules.roll_rules().resolve_roll("shot", me, {"distance": 6}, TypedDice([5]))
    aimed = odds(rules.roll_rules().roll_odds("shot", me, {"distance": 2, "aim": "left_leg"}))
    assert aimed[("{part}", str({"part": {"t": "Right leg"}}))] == Fraction(1, 4)


def test_inputs_are_checked():
    rules = get_ruleset("twdu")
    me = roller(rules)
    with pytest.raises(RulesError):
        rules.roll_rules().roll_odds("skill", me, {"gear": 9})
    with pytest.raises(RulesError):
        rules.roll_rules().roll_odds("skill", me, {"nonsense": 1})
    with pytest.raises(RulesError):
        rules.roll_rules().roll_odds("nonsense", me, {})
    spec = rules.roll_rules().roll_kinds(me.sheet)[0]
    assert clean_inputs(spec.fields, {})["skill"] == "mobility"
