"""twdu: the points where Deadwatch read the text wrong (issue 21), each with the text's words."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller
from app.rules.twdu.pool import success_distribution
from app.services.logtext import render

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2}


def roller(rules, player=True, state=None, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {})}, player)


def test_short_range_revolver_is_close_combat_with_agility():
    # "engaging with a target at Short Range will always be a Close Combat roll, even if you're
    # attacking with a ranged weapon. You will, instead, use Agility" (fire a revolver at them)
    rules = get_ruleset("twdu")
    shooter = roller(rules, strength=1, agility=4, close_combat=2, weapons=[REVOLVER, KNIFE])
    target = roller(rules, strength=3, agility=1, close_combat=1)
    shown = rules.roll_rules().roll_odds("duel", shooter, {"item": "w0", "skill": "close_combat"}, target)
    # Agility 4 + Close Combat 2 + revolver 2 = 8 dice against Strength 3 + 1 = 4
    mine, theirs = success_distribution(8), success_distribution(4)
    win = sum(pa * pb for a, pa in mine.items() for b, pb in theirs.items() if a > b)
    assert shown[0].label == "Win the duel" and shown[0].chance == win
    rolled = rules.roll_rules().resolve_roll(
        "duel", shooter, {"item": "w0", "skill": "close_combat"}, TypedDice([6, 6, 6, 2, 2, 2, 2, 2, 6, 3, 3, 3]),
        target,
    )
    assert rolled.result.args["mine"] == 3 and rolled.result.args["theirs"] == 1
    assert rolled.damage[0].request["damage"] == 3  # damage 2 + margin 2 − 1
    # the knife stays with Strength: 1 + 2 + 1 = 4 dice
    knife = rules.roll_rules().roll_odds("duel", shooter, {"item": "w1", "skill": "close_combat"}, target)
    four = success_distribution(4)
    assert knife[0].chance == sum(pa * pb for a, pa in four.items() for b, pb in theirs.items() if a > b)


def test_opponent_firing_at_short_range_pools_agility():
    rules = get_ruleset("twdu")
    me = roller(rules, strength=2, close_combat=1)
    gunman = roller(rules, strength=1, agility=5, close_combat=1)
    shown = rules.roll_rules().roll_odds("duel", me, {"item": "", "opponent_firearm": True}, gunman)
    mine, theirs = success_distribution(3), success_distribution(6)
    lose = sum(pa * pb for a, pa in mine.items() for b, pb in theirs.items() if b > a)
    assert shown[2].label == "Lose the duel" and shown[2].chance == lose


def test_broken_roll_has_no_messup_chance():
    # "all skill rolls fail automatically while you are Broken": no dice, so no walker either
    rules = get_ruleset("twdu")
    broken = roller(rules, state={"health": 0, "stress": 3}, agility=3, mobility=2)
    shown = {c.label: c.chance for c in rules.roll_rules().roll_odds("skill", broken, {})}
    assert shown["Success"] == 0
    assert shown["Mess-up"] == 0
    rolled = rules.roll_rules().resolve_roll("skill", broken, {}, TypedDice([]))
    assert rolled.success is False and rolled.alarm == ()
    target = roller(rules, strength=2, close_combat=1)
    duel = {c.label: c.chance for c in rules.roll_rules().roll_odds("duel", broken, {"item": ""}, target)}
    assert duel["Mess-up"] == 0 and duel["Win the duel"] == 0


def test_help_is_one_more_die_per_helper_and_the_tooltip_says_so():
    # "If someone helps you attack your opponent ... you get an additional die to your roll."
    rules = get_ruleset("twdu")
    me = roller(rules, agility=2, mobility=1)
    field = next(f for f in rules.roll_rules().roll_kinds(me.sheet)[0].fields if f.key == "help")
    assert field.label == "Helpers"
    assert "each helper" in field.help and "success" not in field.help
    shown = {c.label: c.chance for c in rules.roll_rules().roll_odds("skill", me, {"help": 2})}
    assert shown["Success"] == 1 - success_distribution(2 + 1 + 2)[0]


def _broken(rules, sheet, faces):
    request = {"damage": 3, "armor": False, "injury_name": "Broken ribs", "injury_penalty": 1}
    return rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), request, TypedDice(faces))


def test_broken_without_first_aid_gets_up_with_health_1_after_d6_minutes_of_game_time():
    # "you are Broken for D6 minutes. The GM makes the roll in secret. After the allotted time has
    #  passed you are no longer Broken and heal one Health point, but you are still critically injured."
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    out = _broken(rules, sheet, [3, 4])  # recovery time 3, then the Broken D6: 4 minutes
    assert out.state["health"] == 0
    minutes = [r for r in out.rolls if r.label == "Broken minutes"]
    assert len(minutes) == 1 and minutes[0].secret and minutes[0].total == 4
    three = rules.time_passes(sheet, out.state, 3)
    assert three.state["health"] == 0
    up = rules.time_passes(sheet, three.state, 1)
    assert up.state["health"] == 1 and up.lines[-1].text.startswith("The Broken minutes are over")
    assert len(up.state["injuries"]) == 1  # still critically injured
    assert "broken_minutes" not in up.state
    assert rules.time_passes(sheet, up.state, 10).state["health"] == 1


def test_first_aid_stops_the_broken_timer_a_failed_one_does_not():
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    state = _broken(rules, sheet, [3, 2]).state
    failed = rules.damage_rules().apply_heal(sheet, state, {"kind": "first_aid", "successes": 0}, TypedDice([])).state
    assert failed["health"] == 0
    assert rules.time_passes(sheet, failed, 2).state["health"] == 1
    helped = rules.damage_rules().apply_heal(sheet, state, {"kind": "first_aid", "successes": 2}, TypedDice([])).state
    assert helped["health"] == 2
    assert rules.time_passes(sheet, helped, 5).state["health"] == 2



def _lethal(rules, sheet, unit="days"):
    request = {"damage": 3, "armor": False, "injury_name": "Gut wound", "injury_penalty": 1,
               "injury_lethal": True, "injury_time_unit": unit, "injury_equipment": "B"}
    # time limit 5 days, recovery 3, Broken minutes 2
    return rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), request, TypedDice([5, 3, 2])).state


def test_a_lethal_injury_allows_one_attempt_a_day_to_stabilize():
    # "If someone attempts to stabilize you and succeeds at a roll for Medicine before the time limit
    #  runs out, you survive. ... Only one attempt can be made each day."
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    state = _lethal(rules, sheet)
    stabilize = {"kind": "stabilize", "injury": 1, "equipment": "B"}
    failed = rules.damage_rules().apply_heal(sheet, state, {**stabilize, "successes": 0}, TypedDice([])).state
    assert failed["injuries"][0]["lethal"] is True
    with pytest.raises(RulesError, match="one attempt to stabilize a day"):
        rules.damage_rules().apply_heal(sheet, failed, {**stabilize, "successes": 2}, TypedDice([]))
    later = rules.time_passes(sheet, failed, 23 * 60).state
    with pytest.raises(RulesError, match="one attempt to stabilize a day"):
        rules.damage_rules().apply_heal(sheet, later, {**stabilize, "successes": 2}, TypedDice([]))
    next_day = rules.time_passes(sheet, later, 60).state
    saved = rules.damage_rules().apply_heal(sheet, next_day, {**stabilize, "successes": 1}, TypedDice([])).state
    assert saved["injuries"][0]["lethal"] is False


def test_tending_an_injury_needs_medical_gear():
    # "If you do not have basic medical gear, you cannot create it by tearing some sheets into
    #  bandages ... You need real medical equipment."
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    state = _lethal(rules, sheet)
    tend = {"kind": "tend", "injury": 1, "successes": 2}
    with pytest.raises(RulesError, match="needs medical gear"):
        rules.damage_rules().apply_heal(sheet, state, {**tend, "equipment": ""}, TypedDice([]))
    tended = rules.damage_rules().apply_heal(sheet, state, {**tend, "equipment": "B"}, TypedDice([])).state
    assert tended["injuries"][0]["recovery"] == 1  # 3 days − 2 successes
    advanced = rules.damage_rules().apply_heal(sheet, state, {**tend, "equipment": "A"}, TypedDice([])).state
    assert advanced["injuries"][0]["recovery"] == 1  # advanced gear serves as well


def test_a_second_tending_only_with_more_advanced_gear():
    # RECOVERY TIME: "Only one Medicine roll can be made to tend to you while you heal unless your group
    #  gains access to more advanced medical gear – in this case, a new roll is allowed."
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    state = _lethal(rules, sheet)
    tend = {"kind": "tend", "injury": 1, "successes": 1}
    basic = rules.damage_rules().apply_heal(sheet, state, {**tend, "equipment": "B"}, TypedDice([])).state
    assert basic["injuries"][0]["recovery"] == 2  # 3 days − 1 success
    with pytest.raises(RulesError) as again:
        rules.damage_rules().apply_heal(sheet, basic, {**tend, "equipment": "B"}, TypedDice([]))
    assert str(again.value) == ("This injury has already been tended with basic medical gear: only advanced "
                                "medical gear (A) allows a new roll.")
    advanced = rules.damage_rules().apply_heal(sheet, basic, {**tend, "equipment": "A"}, TypedDice([]))
    assert advanced.state["injuries"][0]["recovery"] == 1
    assert [render(line.text, dict(line.args), "rules") for line in advanced.lines] == [
        "{name}, tended again with advanced medical gear: recovery time 2 → 1 day.".replace(
            "{name}", render(advanced.lines[0].args["name"]["t"], {}, "rules"))]  # the unit and the time before said
    for gear in ("A", "B"):  # nothing more advanced than the hospital's
        with pytest.raises(RulesError, match="tended with advanced medical gear: no new roll"):
            rules.damage_rules().apply_heal(sheet, advanced.state, {**tend, "equipment": gear}, TypedDice([]))
    first_advanced = rules.damage_rules().apply_heal(sheet, state, {**tend, "equipment": "A"}, TypedDice([])).state
    with pytest.raises(RulesError, match="no new roll"):  # advanced first: basic is no more advanced
        rules.damage_rules().apply_heal(sheet, first_advanced, {**tend, "equipment": "B"}, TypedDice([]))
    kept = {**basic, "injuries": [{k: v for k, v in basic["injuries"][0].items() if k != "tended_with"}]}
    again = rules.damage_rules().apply_heal(sheet, kept, {**tend, "equipment": "A"}, TypedDice([]))
    assert again.state == advanced.state


def test_alerting_the_dead_is_the_rise_to_threat_3():
    # "the PCs do not take stress when alerting the swarm, as the Threat Level is still only at 2";
    # failing to clear out: "the Threat Level goes up ... to 3 ... or to 5 ... you will take stress"
    rules = get_ruleset("twdu")
    assert [rules.alert_stress(old, old + 1) for old in range(6)] == [0, 0, 1, 0, 0, 0]
    assert rules.alert_stress(2, 5) == 1 and rules.alert_stress(3, 2) == 0 and rules.alert_stress(2, 2) == 0


def test_a_failed_roll_to_take_cover_still_puts_the_character_in_cover_at_the_end_of_the_round():
    # "Roll Mobility to take cover. If you succeed, you are in cover immediately. ... If you fail the
    #  roll, finding cover takes time, and you are not considered to be in cover until the round has ended."
    rules = get_ruleset("twdu")
    me = roller(rules, agility=2, mobility=1)
    failed = rules.roll_rules().resolve_roll("cover", me, {}, TypedDice([2, 3, 4]))
    assert failed.success is False and failed.state["cover"] == "pending"
    assert failed.lines[0].text.startswith("Finding cover takes time")
    conditions = {c.key: c.label for c in rules.conditions(me.sheet, failed.state)}
    assert conditions["cover"] == "Taking cover"
    end = rules.end_of_round(me.sheet, failed.state, TypedDice([]))
    assert end.state["cover"] == "in" and {c.label for c in rules.conditions(me.sheet, end.state)} == {"In cover"}
    # a success: in cover at once
    assert rules.roll_rules().resolve_roll("cover", me, {}, TypedDice([6, 3, 4])).state["cover"] == "in"
    # the cover counts against a ranged attack in a duel: the shooter's one success is taken away
    shooter = roller(rules, agility=3, ranged_combat=1, weapons=[REVOLVER])
    covered = Roller({**me.sheet, "weapons": [REVOLVER]}, end.state, True)  # he shoots back: a duel
    duel = rules.roll_rules().resolve_roll(
        "duel",
        shooter,
        {"item": "w0", "skill": "ranged_combat", "ranged": True, "band": "long"},
        TypedDice([6, 2, 2, 2, 2, 2, 2, 2]),
        covered,
    )
    assert duel.result.args["mine"] == 0 and duel.damage == ()
    left = rules.roll_rules().resolve_roll("cover", covered, {"leave": True}, TypedDice([]))
    assert "cover" not in left.state


def test_a_pushed_roll_to_take_cover_that_succeeds_is_cover_at_once():
    rules = get_ruleset("twdu")
    me = roller(rules, agility=2, mobility=1)
    failed = rules.roll_rules().resolve_roll("cover", me, {}, TypedDice([2, 3, 4]))
    pushed = rules.roll_rules().follow_up_roll(
        "push", failed.memo, Roller(me.sheet, failed.state, True), TypedDice([6, 2, 2, 3])
    )
    assert pushed.state["cover"] == "in" and pushed.state["stress"] == 1
