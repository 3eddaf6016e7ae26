"""afmbe unisystem dying: death only through a failed Survival check, a check every minute without
care at −1 more, in combat turns and in game time, and the Constitution × 2 minutes revival window."""

from __future__ import annotations

import pytest

from app.rules.afmbe import ruleset
from app.rules.afmbe.dying import (
    after_survival_check,
    minute_marks,
    next_check_minutes,
    revival_minutes_left,
    revival_open,
    survival_check_modifier,
)
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice


def body(**extra):
    s = {"str": 3, "dex": 3, "con": 2, "int": 2, "per": 2, "wil": 3}
    s.update(extra)
    return s  # 30 Life Points; Survival: WIL 3 + CON 2


def test_the_pure_rules():
    assert minute_marks(0, 11) == 0 and minute_marks(11, 12) == 1 and minute_marks(5, 5 + 36) == 3
    # three minute checks owed after 3 minutes: the first counts minute 1, then 2, then 3
    assert [next_check_minutes(36, owed) for owed in (3, 2, 1)] == [1, 2, 3]
    # −25 LP: −2; two minutes untreated: −2; Hard to Kill 1: +1
    assert survival_check_modifier(-25, 1, 24, 1) == -3
    # CON 2: 4 minutes (48 turns); a nurse's 2 success levels: 6 minutes
    assert revival_open(48, 2) and not revival_open(49, 2) and revival_open(70, 2, nurse_levels=2)
    assert revival_minutes_left(12, 2) == 3 and revival_minutes_left(100, 2) == 0
    passed = after_survival_check({"checks_due": ["survival"], "survival_owed": 2}, True)
    assert passed["checks_due"] == ["survival", "consciousness"] and passed["survival_owed"] == 1
    failed = after_survival_check({"checks_due": ["survival"], "survival_owed": 2}, False)
    assert failed["dead"] and failed["dead_turns"] == 0 and failed["checks_due"] == []


def test_no_number_of_life_points_kills_only_a_failed_check():
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 90}, Dice(seed=0)).state
    # 30 Life Points hit for 90: "descontados de los Puntos de Vida", 60 below 0, no floor
    assert st["life_points"] == -60 and st["dead"] is False and st["checks_due"] == ["survival"]
    assert "dead" not in {c.key for c in rs.conditions(s, st)}
    # −60: −6; WIL 3 + CON 2 − 6 + a natural 10 (the next roll 4 adds nothing) = 9: survives
    lived = rs.check_rules().roll_check(s, st, "survival", TypedDice([10, 4]))
    assert lived.rolls[0].total == 9 and not lived.state["dead"]
    died = rs.check_rules().roll_check(s, st, "survival", TypedDice([9]))
    assert died.state["dead"] and rs.is_dead(s, died.state)


def test_norms_kills_by_no_number_the_gm_makes_the_call():
    # "Lose even more and you die": no number; 30 Life Points hit for 90 are at −60, alive, the call asked
    rs = ruleset("norms")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 90}, Dice(seed=0)).state
    assert st["life_points"] == -60 and st["dead"] is False
    assert [c.value for c in rs.check_rules().checks_due(s, st)] == ["dies", "kept_alive"]
    assert rs.check_rules().roll_check(s, st, "dies", TypedDice([])).state["dead"] is True


def dying_state(rs, s):
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 45}, Dice(seed=0)).state  # −15
    st = rs.check_rules().roll_check(s, st, "survival", TypedDice([9])).state
    return rs.check_rules().roll_check(s, st, "consciousness", TypedDice([10, 10, 10, 9])).state


def test_game_time_owes_a_survival_check_each_minute_at_minus_one_more():
    rs = ruleset("unisystem")
    s = body()
    st = dying_state(rs, s)
    assert st["checks_due"] == [] and st["life_points"] == -15
    later = rs.time_passes(s, st, 3)
    assert later.state["checks_due"] == ["survival"] and later.state["survival_owed"] == 3
    # said as rolls due, before the minutes pass (the Time passes form) and in the time's log line,
    # and set up in the dice dock one after another
    [due] = rs.rolls_due(s, st, 3)
    assert due.args == {"count": 3}
    assert rs.rolls_due_setups(s, st, 3) == [("check:survival", {})] * 3
    # the checks in turn: −1 for −15 LP and −1, −2… for their minutes; naturals 6: 9 passes, then 8 fails
    st = later.state
    totals = []
    for _ in range(3):
        out = rs.check_rules().roll_check(s, st, "survival", TypedDice([6]))
        totals.append(out.rolls[0].total)
        st = out.state
        st["checks_due"] = [c for c in st["checks_due"] if c != "consciousness"]
        if st["dead"]:
            break
    assert totals == [9, 8]
    assert st["dead"]


def test_medical_care_stops_the_minute_checks():
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_heal(s, dying_state(rs, s), {"kind": "care"}, Dice(seed=0)).state
    assert rs.time_passes(s, st, 10).state == st


def test_the_revival_window_runs_in_game_time():
    rs = ruleset("unisystem")
    s = body()  # CON 2: 4 minutes
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 41}, Dice(seed=0)).state  # −11
    dead = rs.check_rules().roll_check(s, st, "survival", TypedDice([2])).state
    soon = rs.time_passes(s, dead, 3).state
    # −11: −10, doctor 3, life support +3: 3 + 2 − 10 + 3 + 3 = 1, a natural 8 gives 9
    assert not rs.revive(s, soon, TypedDice([8]), doctor_levels=3, life_support=True).state["dead"]
    late = rs.time_passes(s, soon, 2).state
    with pytest.raises(RulesError):
        rs.revive(s, late, TypedDice([8]), doctor_levels=3, life_support=True)
    # a nurse's First Aid with 2 success levels holds the window open 2 minutes longer
    assert not rs.revive(s, late, TypedDice([8]), doctor_levels=3, life_support=True, nurse_levels=2).state["dead"]
    # the window stops counting once no nurse could hold it open (CON × 2 + 7 minutes)
    gone = rs.time_passes(s, late, 60).state
    assert rs.time_passes(s, gone, 1).state == gone


def test_the_window_runs_in_combat_turns_too():
    rs = ruleset("unisystem", {"frantic_combat": False})
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 41}, Dice(seed=0)).state
    dead = rs.check_rules().roll_check(s, st, "survival", TypedDice([2])).state
    for _ in range(4 * 12 + 1):
        dead = rs.end_of_round(s, dead, Dice(seed=0)).state
    with pytest.raises(RulesError):
        rs.revive(s, dead, TypedDice([8]), doctor_levels=3, life_support=True)
