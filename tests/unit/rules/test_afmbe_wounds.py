"""afmbe wounds and fatigue: penalties, due checks, recovery, endurance loss, loads, fear."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.afmbe import fear_bonus, ruleset
from app.rules.afmbe.fatigue import endurance_loss, load_level, loaded_speed, rest_under_care
from app.rules.afmbe.wounds import exhaustion_modifier, survival_modifier, wound_penalty
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice


def body(**extra):
    s = {"str": 3, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 3}
    s.update(extra)
    return s


def test_wound_penalties_below_five():
    # §4.6: below 5 Life Points, −1 to −5
    assert [wound_penalty(lp) for lp in (6, 5, 4, 3, 2, 1, 0, -7)] == [0, 0, -1, -2, -3, -4, -5, -5]
    assert wound_penalty(2, pain_resistance=2) == -1


def test_survival_and_exhaustion_modifiers():
    # §4.6.2: −1 for each 10 LP below 0, rounded down; §4.8: −1 for each 5 below 0, rounded up
    assert survival_modifier(-10) == -1 and survival_modifier(-19) == -1 and survival_modifier(-20) == -2
    assert survival_modifier(-25, hard_to_kill=2, minutes_untreated=3) == -2 + 2 - 3
    assert exhaustion_modifier(0) == 0 and exhaustion_modifier(-1) == -1 and exhaustion_modifier(-5) == -1
    assert exhaustion_modifier(-6) == -2


def test_unisystem_checks_due_after_damage():
    rs = ruleset("unisystem")
    s = body()  # 30 LP
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 32}, Dice(seed=0)).state
    assert st["life_points"] == -2 and st["checks_due"] == ["stand"]
    cond = {c.key: c for c in rs.conditions(s, st)}
    assert cond["check_stand"].detail == "\u22122"
    st = rs.damage_rules().apply_damage(s, st, {"amount": 10}, Dice(seed=0)).state
    assert st["checks_due"] == ["survival"]
    # WIL 3 + CON 2, −1 for −12: a natural 4 gives 8, a failure: dead
    dead = rs.check_rules().roll_check(s, st, "survival", TypedDice([4]))
    assert dead.state["dead"] and dead.rolls[0].total == 8
    alive = rs.check_rules().roll_check(s, st, "survival", TypedDice([5]))
    assert not alive.state["dead"] and alive.state["checks_due"] == ["consciousness"]
    # consciousness: the 12 points below 0 as the penalty: 3+2−12 + 10+4 = 7 fails
    out = rs.check_rules().roll_check(s, alive.state, "consciousness", TypedDice([10, 9]))
    assert out.state["unconscious"]
    with pytest.raises(RulesError):
        rs.check_rules().roll_check(s, alive.state, "endurance", TypedDice([5]))


def test_unisystem_minute_survival_checks_without_care():
    rs = ruleset("unisystem", {"frantic_combat": False})
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 45}, Dice(seed=0)).state
    st = rs.check_rules().roll_check(s, st, "survival", TypedDice([10, 10, 10, 10, 1])).state
    st["checks_due"] = []
    for _ in range(11):
        st = rs.end_of_round(s, st, Dice(seed=0)).state
    assert st["checks_due"] == []
    out = rs.end_of_round(s, st, Dice(seed=0))
    assert out.state["checks_due"] == ["survival"]
    # −15 LP: −1, and one minute without care: −1 more
    assert out.lines[-1].args["modifier"] == "\u22122"
    cared = rs.damage_rules().apply_heal(s, st, {"kind": "care"}, Dice(seed=0)).state
    for _ in range(12):
        cared = rs.end_of_round(s, cared, Dice(seed=0)).state
    assert "survival" not in cared["checks_due"]


def test_frantic_combat_burns_endurance_each_turn():
    rs = ruleset("unisystem")
    s = body(traits=[{"name": "Resistance (Fatigue)", "kind": "quality", "level": 1}])
    st = rs.initial_state(s)
    out = rs.end_of_round(s, st, TypedDice([3]), frozenset({"frantic"}))
    assert out.state["endurance"] == st["endurance"] - 2
    assert out.rolls[0].faces_payload() == [[4, 3]]
    assert ruleset("norms").end_of_round(s, st, TypedDice([]), frozenset({"frantic"})).state == st


def test_a_round_burns_no_frantic_endurance_unless_the_gm_declared_the_fight_frantic():
    # "Los estallidos de actividad frenética, como un combate muy intenso, … 1D4 puntos por Turno":
    # how intense a fight is, is the GM's call; a round nobody acted in burns nothing of itself
    rs = ruleset("unisystem")
    s = body()
    st = rs.initial_state(s)
    out = rs.end_of_round(s, st, TypedDice([]))
    assert out.state["endurance"] == st["endurance"] and out.rolls == []
    assert [c.value for c in rs.fight_declarations()] == ["frantic"]
    assert ruleset("unisystem", {"frantic_combat": False}).fight_declarations() == ()
    assert ruleset("norms").fight_declarations() == ()


def test_exhaustion_check_every_turn():
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 29, "pool": "endurance"}, Dice(seed=0)).state
    assert st["endurance"] == 0 and st["checks_due"] == ["endurance"]
    st = rs.check_rules().roll_check(s, st, "endurance", TypedDice([6])).state
    assert st["checks_due"] == [] and not st["unconscious"]
    st = rs.end_of_round(s, st, TypedDice([4]), frozenset({"frantic"})).state
    assert st["endurance"] == -4 and st["checks_due"] == ["endurance"]
    cond = {c.key for c in rs.conditions(s, st)}
    assert {"exhausted", "check_endurance"} <= cond
    # issue 41: the −3 on the roster with its parts, not a bare number (−1 for 5 below 0, −2 dazed)
    from app.services.logtext import render

    [check] = [c for c in rs.conditions(s, st) if c.key == "check_endurance"]
    assert render(check.detail, check.args, "rules") == "−3 (−1 for Endurance −4, −2 at 5 or less)"
    assert check.meaning == check.detail  # on the badge itself, not only in its tooltip


def test_norms_unconscious_and_dying():
    rs = ruleset("norms")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 31}, Dice(seed=0)).state
    keys = {c.key for c in rs.conditions(s, st)}
    assert st["unconscious"] and {"unconscious", "gm_call"} <= keys  # below zero: the GM's call
    kept = rs.check_rules().roll_check(s, st, "kept_alive", TypedDice([])).state
    assert kept["unconscious"] and {"unconscious", "dying"} <= {c.key for c in rs.conditions(s, kept)}
    st = rs.damage_rules().apply_heal(s, kept, {"amount": 5}, Dice(seed=0)).state
    assert not st["unconscious"]
    low = rs.damage_rules().apply_damage(s, st, {"amount": 200}, Dice(seed=0)).state
    assert not low["dead"] and low["life_points"] == -196  # no floor, nothing automatic
    dead = rs.check_rules().roll_check(s, low, "dies", TypedDice([])).state
    assert [c.key for c in rs.conditions(s, dead)] == ["dead"]


def test_dazed_below_six_endurance():
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 24, "pool": "endurance"}, Dice(seed=0)).state
    assert st["endurance"] == 5
    assert "dazed" in {c.key for c in rs.conditions(s, st)}
    # −2 to everything, and LP untouched
    result = rs.roll_task(s, st, TypedDice([5]), attribute="dex", skill=2)
    assert result.total == 5 + 2 + 2 - 2


def test_first_aid_one_roll_a_wound():
    # §4.7.2: 1 LP a success level; one roll per wound
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 6}, Dice(seed=0)).state
    st = rs.damage_rules().apply_heal(s, st, {"kind": "first_aid", "amount": 3}, Dice(seed=0)).state
    assert st["life_points"] == 27 and st["wounds_untreated"] == 0
    with pytest.raises(RulesError):
        rs.damage_rules().apply_heal(s, st, {"kind": "first_aid", "amount": 3}, Dice(seed=0))


def test_rest_under_care():
    # CON a day below 0, then 2 a day
    assert rest_under_care(-5, 30, 2, 2) == -1
    assert rest_under_care(-5, 30, 2, 3) == 1
    assert rest_under_care(0, 30, 2, 3) == 6
    assert rest_under_care(29, 30, 2, 5) == 30


def test_recovery_without_care_rolls_survival():
    rs = ruleset("unisystem")
    s = body()
    st = dict(rs.initial_state(s), life_points=-5)
    # check: WIL 3 + CON 2 + 0 → a 6 gives 11 (Decent, 2 levels) → +2 (at most CON 2); a 2 fails: −1
    out = rs.damage_rules().apply_heal(s, st, {"kind": "rest_no_care", "amount": 2}, TypedDice([6, 2]))
    assert out.state["life_points"] == -5 + 2 - 1
    assert len(out.rolls) == 2
    with pytest.raises(RulesError):
        rs.damage_rules().apply_heal(s, rs.initial_state(s), {"kind": "rest_no_care", "amount": 1}, Dice(seed=0))


def test_sleep_debt_only_sleep_restores():
    rs = ruleset("unisystem")
    s = body()  # Endurance 29, CON 2
    st = rs.spend_endurance(s, rs.initial_state(s), "sleep_lost", 3, Dice(seed=0)).state
    assert st["endurance"] == 26 and st["sleep_debt"] == 3
    rested = rs.damage_rules().apply_heal(s, st, {"kind": "rest", "amount": 5}, Dice(seed=0)).state
    assert rested["endurance"] == 26
    slept = rs.damage_rules().apply_heal(s, st, {"kind": "sleep", "amount": 2}, Dice(seed=0)).state
    assert slept["endurance"] == 29 and slept["sleep_debt"] == 0


def test_endurance_loss_by_activity():
    # 1 every ten minutes of hard work; 1d4 a minute of really hard work; 1d4 a turn of frantic fighting
    assert endurance_loss("hard_work", 35, Dice(seed=0)).amount == 3
    # Resistance (Fatigue) takes one off each loss: the arithmetic says so ("3 × 1 = 0" said nothing of it)
    assert endurance_loss("hard_work", 35, Dice(seed=0), fatigue_resistance=1).text == "3 × (1 − 1) = 0"
    assert endurance_loss("hard_work", 35, Dice(seed=0), fatigue_resistance=2).text == "3 × (1 − 1) = 0"
    assert endurance_loss("hard_work", 35, Dice(seed=0)).text == "3 × 1 = 3"
    assert endurance_loss("very_hard_work", 2, TypedDice([4, 1])).amount == 5
    assert endurance_loss("frantic", 1, TypedDice([3]), fatigue_resistance=1).amount == 2
    # medium load: 1d4 every 5 minutes
    assert endurance_loss("load", 10, TypedDice([2, 2]), load="medium").amount == 4


def test_load_levels():
    # half the maximum carries free; to 125% of that light; 150% medium; 175% heavy; then very heavy
    assert load_level(50, 100).key == "none"
    assert load_level(62, 100).key == "light"
    assert load_level(Fraction(125, 2), 100).key == "light"
    assert load_level(75, 100).key == "medium"
    assert load_level(87, 100).key == "heavy"
    assert load_level(100, 100).key == "very_heavy"
    with pytest.raises(RulesError):
        load_level(101, 100)
    assert loaded_speed(8, "light") == Fraction(13, 2)
    assert loaded_speed(8, "heavy") == Fraction(7, 2)


def test_fear_test_bonus():
    s = body(traits=[{"name": "Nerves of Steel", "kind": "quality", "level": 2},
                     {"name": "Cowardly", "kind": "drawback", "level": 3}])
    rs = ruleset("norms")
    clean = rs.validate_sheet(s)
    assert fear_bonus(clean, "norms").total == 3 + 2 - 3
    assert fear_bonus(clean, "unisystem", modifier=-2).total == 3 + 2 - 3 - 2


def test_revival_after_a_failed_survival_check():
    from app.rules.afmbe.wounds import revival_modifier, revival_window

    # §4.7.1: within CON × 2 minutes (+1 a nurse's success level); −5 for each 5 LP below 0,
    # +1 a level of the doctor's Medicine test, +3 for life support
    assert revival_window(3) == 6 and revival_window(3, nurse_levels=2) == 8
    assert revival_modifier(-12, doctor_levels=2, life_support=True) == -10 + 2 + 3
    rs = ruleset("unisystem")
    s = body()  # WIL 3, CON 2, 30 LP
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 41}, Dice(seed=0)).state
    dead = rs.check_rules().roll_check(s, st, "survival", TypedDice([2])).state
    assert dead["dead"]
    # −11 LP: −10, doctor 3 levels, life support +3: 3 + 2 − 10 + 3 + 3 = 1, a natural 8 gives 9
    back = rs.revive(s, dead, TypedDice([8]), doctor_levels=3, life_support=True)
    assert not back.state["dead"] and back.state["unconscious"]
    still = rs.revive(s, dead, TypedDice([7]), doctor_levels=3, life_support=True)
    assert still.state["dead"]
    with pytest.raises(RulesError):
        rs.revive(s, st, TypedDice([8]))


def test_frantic_combat_burns_a_character_s_endurance_not_a_zombie_s():
    # §4.8: "Los Puntos de Resistencia miden la capacidad de un personaje para resistir la fatiga …
    # Los estallidos de actividad frenética, como un combate muy intenso, queman Resistencia a un
    # ritmo mayor, consumiendo 1D4 puntos por Turno": a character's, not the dead's
    rs = ruleset("unisystem", {"frantic_combat": True})
    s = body()
    person = rs.with_kind("npc", rs.initial_state(s))
    zombie = rs.with_kind("zombie", rs.initial_state(s))
    burnt = rs.end_of_round(s, person, TypedDice([3]), frozenset({"frantic"}))
    assert burnt.state["endurance"] == person["endurance"] - 3
    kept = rs.end_of_round(s, zombie, TypedDice([3]), frozenset({"frantic"}))
    assert kept.state["endurance"] == zombie["endurance"]
    assert not kept.rolls and not any("Frantic" in line.text for line in kept.lines)


def test_the_exhaustion_check_takes_the_dazed_minus_two_said_with_its_reason():
    """§4.8: "Con 5 Puntos de Resistencia o menos, el personaje se siente aturdido y mareado, y todas
    sus acciones sufren una penalización de -2."  §2.2: "Un Chequeo es aquella acción en la que solo
    los Atributos influyen": the Survival check of the exhausted is one of those actions, so it takes
    the −2 besides its own "-1 por cada 5 puntos por debajo de 0 (redondeando a la alta)"."""
    from app.services.logtext import render

    rs = ruleset("unisystem")
    s = body(wil=2, con=3)
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 35, "pool": "endurance"},
                                        Dice(seed=0)).state
    assert st["endurance"] == -6 and "endurance" in st["checks_due"]
    [odds] = rs.check_rules().check_odds(s, st, "endurance")
    shown = render(odds.label, odds.args, "rules", lambda _ctx, text: text)
    assert shown.endswith("d10 + WIL 2 + CON 3 − 2 − 2 for Endurance 5 or less against 9"), shown
    assert odds.chance == Fraction(3, 10)  # d10 + 5 − 4 ≥ 9: an 8, 9 or 10
    out = rs.check_rules().roll_check(s, st, "endurance", TypedDice([8]))
    line = out.lines[0]
    said = render(line.text, line.args, "rules", lambda _ctx, text: text)
    assert "9 against 9 (d10 8 + WIL 2 + CON 3 − 2 − 2 for Endurance 5 or less), passed" in said, said
