"""AFMBE's task die names every number when a natural 10 or 1 is rolled again, and luck is named in
the language shown (issue #20, 6-7: no "d10 10 → 5 = 15")."""

from __future__ import annotations

from app.rules.afmbe.task import RULE_WORDS, roll_die, roll_task
from app.rules.dice import TypedDice
from app.rules.numbers import MINUS
from app.rules.worked import english
from app.services.logtext import render

#: a natural 10 rolled again under unisystem, the rule of ten named
TEN = "d10 10 (Unisystem rule of ten: again 8, what is over 5 is added, a 10 adds 5 and rolls on): 13"


def test_a_natural_ten_rolled_again_names_both_faces():
    die = roll_die(TypedDice([10, 5]), "norms")
    assert english(die.text) == "d10 10 (Norms: a natural 10 adds another d10: 5): 15"
    assert roll_die(TypedDice([7]), "norms").text == "d10 7"


def test_a_natural_one_rolled_again_shows_the_minus_sign():
    die = roll_die(TypedDice([1, 1, 3]), "unisystem")
    assert english(die.text) == (
        f"d10 1 (Unisystem rule of one: again 1, 3, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, "
        f"a 1 rolls on): {MINUS}7")
    assert "→" not in english(die.text)


def test_the_task_names_each_part_luck_and_total_and_the_log_renders_them():
    result = roll_task(TypedDice([10, 8]), "unisystem", attribute=3, skill=2, luck=1)
    record = result.record("Shot")
    shown = render("{roll}", {"roll": record.text}, "rules", lambda _ctx, text: text)
    assert shown == f"{TEN}; attribute +3; skill +2; luck +1; total 19"
    assert record.total == 19


def test_the_words_are_translated():
    result = roll_task(TypedDice([10, 8]), "unisystem", attribute=3, skill=2, bad_luck=2)
    ru = {RULE_WORDS[("unisystem", 10)]: "d10 {first} (правило десятки: ещё раз {again}): {value}",
          "attribute": "характеристика", "skill": "навык", "bad luck {points}": "невезение {points}",
          "total {total}": "итого {total}"}
    shown = render("{roll}", {"roll": result.text}, "rules", lambda _ctx, text: ru.get(text, text))
    assert shown == (f"d10 10 (правило десятки: ещё раз 8): 13; характеристика +3; навык +2; "
                     f"невезение {MINUS}2; итого 16")
