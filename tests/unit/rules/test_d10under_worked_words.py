"""The roll-under system's worked texts name every number (issue #20, 6: no "d10 10 → 4 / 10: ✓",
no "30, d10 7 > 3; 30 − 10 = 20"), in the language shown: the shipped Russian and Spanish
catalogs translate each of them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from app.rules import d10under as d10
from app.rules import get_ruleset
from app.rules.dice import Dice, TypedDice
from app.services.logtext import render, render_value

I18N = Path(__file__).resolve().parents[3] / "i18n"
PLATE = d10.Armor("plate", deflect=3, absorb=10)


def shown_in(language: str, value, qapp) -> str:
    """``value`` rendered as the log and the dice dock render it, with the shipped catalog."""
    translator = QTranslator(qapp)
    assert translator.load(str(I18N / f"deadwatch_{language}.qm"))
    return render_value(value, lambda ctx, text: translator.translate(ctx, text) or text)


def english(value) -> str:
    return render("{v}", {"v": value}, "rules", lambda _ctx, text: text)


def test_no_bare_arrows_slashes_or_marks_remain():
    texts = [
        d10.roll_shot(TypedDice([10, 4]), 10).record.text,
        d10.roll_shot(TypedDice([1, 1]), 3, -2).record.text,
        d10.roll_test(TypedDice([8]), 6, 1).record.text,
        d10.apply_hit(100, 30, TypedDice([7]), armor=PLATE).arithmetic,
        d10.apply_hit(20, 45, TypedDice([])).arithmetic,
    ]
    for text in map(english, texts):
        assert not {"→", "/", "✓", "✗", "≤", ">"} & set(text), text


def test_the_log_reads_a_rerolled_ten_in_words():
    record = d10.roll_shot(TypedDice([10, 4]), 10).record
    assert english(record.text) == "d10 rolled 10, again 4, needs 10 or less: hit"


def test_the_worked_texts_in_russian_and_spanish(qapp):
    shot = d10.roll_shot(TypedDice([10, 4]), 10).record.text
    assert shown_in("ru", shot, qapp) == "d10: выпало 10, ещё раз 4, нужно 10 или меньше: попадание"
    assert shown_in("es", shot, qapp) == "d10 sacó 10, otra vez 4, necesita 10 o menos: impacto"
    critical = d10.roll_shot(TypedDice([1, 1]), 3, -2).record.text
    assert shown_in("ru", critical, qapp) == (
        "d10: выпало 1, подтверждение 1, нужно 1 или меньше: критическое попадание, урон ×2")
    hit = d10.apply_hit(100, 30, TypedDice([7]), armor=PLATE).arithmetic
    assert shown_in("ru", hit, qapp) == (
        "урон 30; d10 брони: выпало 7, отражает при 3 или меньше: пробито; "
        "урон 30 − поглощено 10 = 20; Здоровье 100 − урон 20 = 80")
    assert shown_in("es", hit, qapp) == (
        "daño 30; d10 del blindaje sacó 7, desvía con 3 o menos: atraviesa; "
        "daño 30 − absorbido 10 = 20; Salud 100 − daño 20 = 80")
    test = d10.roll_test(TypedDice([3]), 5).record.text
    assert shown_in("es", test, qapp) == "d10 sacó 3, necesita 5 o menos: éxito"


@pytest.fixture
def gunner():
    rules = get_ruleset("d10under")
    sheet = rules.new_sheet()
    sheet.update(endurance=6, perception=6, weapons=[
        {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}])
    return rules, rules.validate_sheet(sheet)


def test_heal_and_volley_in_russian(gunner, qapp):
    rules, sheet = gunner
    healed = rules.damage_rules().apply_heal(sheet, {"health": 50}, {"amount": 500}, Dice(seed=1)).arithmetic
    assert shown_in("ru", healed, qapp) == "Здоровье 50 + вылечено 500 = 550, не выше 120"
    volley = rules.fire(sheet, rules.initial_state(sheet), "pistol", 2, 0, TypedDice([1, 7])).arithmetic
    assert shown_in("es", volley, qapp) == "daño de los disparos 40 + 0 = 40"


def test_a_melee_roll_says_who_rolled_which_dice_in_russian_and_spanish(qapp):
    vera = d10.Fighter("a", 6, 3, 30, name="Vera")
    shamblers = [d10.Fighter(f"b{i}", 2, 1, 10, name="Shambler") for i in (1, 2, 3)]
    text = d10.melee_exchange(TypedDice([4, 6, 9, 1, 8, 9]), [vera], shamblers).records[0].text
    assert english(text) == "Vera rolled 4 6 9 against Shambler rolled 1 | 8 | 9"
    assert shown_in("ru", text, qapp) == "Vera: выпало 4 6 9, а Shambler: выпало 1 | 8 | 9"
    clumsy = d10.Fighter("a", 1, 0, 5, name="Clumsy")
    lost = d10.melee_exchange(TypedDice([7]), [clumsy], shamblers[:1]).records[0].text
    # two clauses joined as Spanish joins them (it read "Clumsy no tira dado contra Shambler sacó 7")
    assert shown_in("es", lost, qapp) == "Clumsy no tiró ningún dado y Shambler sacó 7"
    gleb = d10.Fighter("a", 5, 2, 55, name="Gleb")
    two = d10.melee_exchange(TypedDice([1, 1, 3]), [gleb], shamblers[:1]).records[0].text
    assert shown_in("es", two, qapp) == "Gleb sacó 1 1 y Shambler sacó 3"
