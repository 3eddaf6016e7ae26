"""afmbe unisystem: a Survival check every minute without care at −1 more (§4.6.2 "Cada minuto que pase
posterior sin recibir ayuda medica requerira un nuevo Chequeo de Supervivencia con un penalizador de -1").
The roster read «Chequeo de Supervivencia: −2», then −3, and nothing said why the penalty grew or how
many checks were due; the Consciousness check after a passed Survival check came with no reason."""

from __future__ import annotations

from app.rules.afmbe import ruleset
from app.rules.dice import Dice, TypedDice
from app.services.logtext import qt_translate, render, render_value
from tests.unit.rules.test_afmbe_dying import body


def said(line):
    return render(line.text, dict(line.args), "rules", qt_translate)


def test_the_minutes_without_care_and_the_checks_due_are_said():
    rs = ruleset("unisystem")
    s = body()  # 30 Life Points, WIL 3 + CON 2
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 42}, Dice(seed=0)).state
    badge = next(c for c in rs.conditions(s, st) if c.key == "check_survival")
    assert badge.detail == "−1"  # −12: the first check, at its Life Points alone
    checks = rs.check_rules()
    st = checks.time_passes(s, st, 3).state  # three minutes: three checks, the oldest at −2
    badge = next(c for c in rs.conditions(s, st) if c.key == "check_survival")
    assert render(badge.detail, dict(badge.args), "rules", qt_translate) == (
        "−2 (3 due; −1 more for each minute without medical care (1 minute))")
    assert badge.meaning == badge.detail  # on the badge itself, not in its tooltip alone
    [odds] = checks.check_odds(s, st, "survival")
    assert render_value(odds.args["check"], qt_translate) == (
        "Survival check (3 due; −1 more for each minute without medical care (1 minute))")
    passed = checks.roll_check(s, st, "survival", TypedDice([9]))
    lines = [said(line) for line in passed.lines]
    assert lines[1:] == ["Survived: a Consciousness check follows, to see whether the character stays "
                         "conscious (−12).", "Survival checks due without care: 2."], lines


def test_a_failed_survival_check_says_the_character_died():
    # the roster read "Dead" after a failed Survival check; its log line said only "…, failed."
    rs = ruleset("unisystem")
    s = body()
    st = rs.damage_rules().apply_damage(s, rs.initial_state(s), {"amount": 42}, Dice(seed=0)).state
    failed = rs.check_rules().roll_check(s, st, "survival", TypedDice([2]))
    assert failed.state["dead"] is True
    lines = [said(line) for line in failed.lines]
    assert lines[0].endswith("failed.") and lines[1] == (
        "Dead: the Survival check failed (major medical help within CON × 2 minutes can still bring the "
        "character back)."), lines
