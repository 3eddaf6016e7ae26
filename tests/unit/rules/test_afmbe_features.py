"""All Flesh Must Be Eaten's features, each built alone and checked against the rule texts
(afmbe-norms.en.txt, afmbe-unisystem.es.txt): the punch of d4 × STR; the unisystem Survival check
(Willpower + Constitution); a new ranged weapon's five Ammo Points, one a combat turn; luck points
raising a roll after it is made, worth the campaign's option; raises bought with experience;
Endurance lost to really hard work, 1d4 a minute; a zombie out of Life Points left to the GM's call."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.ammunition import AfmbeAmmo
from app.rules.afmbe.damage_healing import AfmbeDamageHealing
from app.rules.afmbe.experience_rules import AfmbeExperience
from app.rules.afmbe.fatigue_rolls import AfmbeFatigueRolls
from app.rules.afmbe.rolls import AfmbeRolls
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.survival import AfmbeSurvival
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.features.checks import CheckRules
from app.rules.features.experience import ExperienceRules
from app.rules.features.rolls import RollRules
from app.rules.rolling import Roller

SHOTGUN = {"name": "Shotgun", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 0}


def body(**extra):
    return {"str": 3, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 3, **extra}


def test_the_punch_of_the_norms_text():
    # "STR 3 punches someone ... 1d4, multiplied by his strength ... rolls a 2 ... 6 damage"
    states = AfmbeStates("norms")
    damage = AfmbeDamageHealing(states)
    request = {"weapon": "d4×STR", "attacker_str": 3, "success_level": 1}
    out = damage.apply_damage(body(), states.fresh(body()), request, TypedDice([2]))
    assert out.state["life_points"] == 30 - 6
    back = damage.apply_heal(body(), out.state, {"kind": "amount", "amount": 4}, Dice(seed=1))
    assert back.state["life_points"] == 28


def test_the_damage_form_takes_the_attackers_strength_off_his_sheet():
    # "1d4, multiplied by his strength": the form's Attacker's Strength is the attacker's, not 2
    states = AfmbeStates("norms")
    damage = AfmbeDamageHealing(states)
    target = body()
    attacker = body(str=5)
    assert damage.damage_defaults(target, states.fresh(target), (attacker, states.fresh(attacker))) == {
        "attacker_str": 5}
    assert damage.damage_defaults(target, states.fresh(target)) == {}  # no one picked: the form's own


def test_the_survival_check_is_willpower_plus_constitution():
    states = AfmbeStates("unisystem")
    checks = AfmbeSurvival(states)
    # 12 Life Points below 0: a Survival check, WIL 3 + CON 2 − 1
    dying = {**states.fresh(body()), "life_points": -12, "checks_due": ["survival"]}
    assert [c.value for c in checks.checks_due(body(), dying)] == ["survival"]
    assert checks.roll_check(body(), dying, "survival", TypedDice([4])).state["dead"]  # 4 + 4 = 8
    alive = checks.roll_check(body(), dying, "survival", TypedDice([5])).state  # 9: passed
    assert not alive["dead"] and alive["checks_due"] == ["consciousness"]
    with pytest.raises(RulesError):
        checks.roll_check(body(), alive, "survival", TypedDice([5]))  # no longer due


def test_a_new_ranged_weapon_has_five_ammo_points_one_a_combat_turn():
    ammo = AfmbeAmmo("norms")
    sheet = body(weapons=[SHOTGUN])
    [stock] = ammo.ammo_stocks(sheet, {})
    assert (stock.key, stock.count) == ("Shotgun", 5) and ammo.ammo_fires_once_per_round()
    assert ammo.ammo_stocks(sheet, ammo.fire_ammo(sheet, {}, "Shotgun", {}, Dice()).state)[0].count == 4


def test_luck_points_raise_the_roll_by_the_campaigns_worth_of_a_point():
    rules = get_ruleset("afmbe", "norms")
    sheet = rules.validate_sheet({**rules.new_sheet(), "dex": 2,
                                  "skills": [{"name": "Guns", "type": "Handgun", "level": 2}],
                                  "traits": [{"name": "Good Luck", "kind": "quality", "level": 3, "points": 3}]})
    me = Roller(sheet, rules.initial_state(sheet), True)
    states = AfmbeStates("norms")
    for worth, total in ((1, 10), (2, 12)):
        checks, damage = AfmbeSurvival(states), AfmbeDamageHealing(states)
        rolls = AfmbeRolls(states, {"luck_bonus": worth}, checks, damage, AfmbeAmmo("norms"))
        first = rolls.resolve_roll("task", me, {"skill": "0"}, TypedDice([4]))  # 4 + DEX 2 + Guns 2 = 8
        raised = rolls.follow_up_roll("luck", first.memo, me, Dice(seed=1), points=2)
        assert raised.result.args["total"] == total and raised.state is not None and raised.state["luck"] == 1


def test_experience_raises_strength_twice_and_the_others_once():
    experience = AfmbeExperience()
    sheet = get_ruleset("afmbe", "norms").new_sheet()
    assert experience.style == "points"
    assert experience.apply_raise(sheet, "attr:str", {"attr:str": 1})["str"] == sheet["str"] + 1
    with pytest.raises(RulesError, match="only once"):
        experience.apply_raise(sheet, "attr:per", {"attr:per": 1})


def test_really_hard_work_costs_a_d4_of_endurance_a_minute():
    # unisystem §4.8: really hard work "1d4 puntos por minuto"; two minutes rolled 3 and 4: 7
    states = AfmbeStates("unisystem")
    fatigue = AfmbeFatigueRolls(states)
    fresh = states.fresh(body())
    out = fatigue.spend_endurance(body(), fresh, "very_hard_work", 2, TypedDice([3, 4]))
    assert out.state["endurance"] == fresh["endurance"] - 7
    assert fatigue.set_load(body(), out.state, "light").state["load"] == "light"
    assert [k.key for k in fatigue.kinds()] == ["endurance_loss", "load"]
    assert AfmbeFatigueRolls(AfmbeStates("norms")).kinds() == []  # the norms text has no fatigue rules
    rules = get_ruleset("afmbe", "unisystem")
    assert rules.roll_rules().fatigue.states is rules.states  # the ruleset's spend_endurance hands on to it


def test_a_zombie_out_of_life_points_awaits_the_gms_call_not_a_check():
    states = AfmbeStates("unisystem")
    checks = AfmbeSurvival(states)
    zombie = {**states.fresh(body()), "zombie": True, "life_points": -12}
    settled = states.settle(body(), states.read(body(), zombie))
    assert not settled["unconscious"] and settled["checks_due"] == []
    assert [c.value for c in checks.checks_due(body(), settled)] == ["destroyed", "still_coming"]
    called = checks.roll_check(body(), settled, "still_coming", Dice(seed=0))
    assert called.state["gm_call_at"] == -12 and checks.checks_due(body(), called.state) == []
    destroyed = checks.roll_check(body(), settled, "destroyed", Dice(seed=0))
    assert destroyed.state["dead"]


def test_the_ruleset_returns_one_object_for_each_feature():
    rules = get_ruleset("afmbe", "unisystem")
    assert isinstance(rules.check_rules(), CheckRules) and rules.check_rules() is rules.check_rules()
    assert isinstance(rules.roll_rules(), RollRules) and isinstance(rules.experience_rules(), ExperienceRules)
    assert rules.grid() is None and rules.threat_rules() is None and rules.swarm_rules() is None
