"""Plural forms in log lines and labels: English, Spanish and Russian pick the form for the number,
in the log, in exports in another language, and in lines stored before the forms existed."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.services.logtext import render
from app.services.plurals import category, choose

WALKERS = "MESSED UP: {count} walker(s) on the stress dice"  # as the rules have always stored it


@pytest.mark.parametrize(
    ("n", "form"),
    [(0, 2), (1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 0), (22, 1), (25, 2), (111, 2), (101, 0)],
)
def test_russian_has_one_few_and_many(n, form):
    assert category("ru", n) == form


@pytest.mark.parametrize("language", ["en", "es"])
def test_english_and_spanish_have_one_and_other(language):
    assert [category(language, n) for n in (0, 1, 2, 5, 21)] == [1, 0, 1, 1, 1]


def test_a_form_is_chosen_for_its_number_and_the_last_form_stands_in():
    text = "{n} {n|attack|attacks}, {m} {m|die|dice}"
    assert choose(text, {"n": 1, "m": 3}, "en") == "{n} attack, {m} dice"
    assert choose("{n|один}", {"n": 5}, "ru") == "один"  # fewer forms than categories: the last
    assert choose("{n|one|other}", {"n": "many"}, "en") == "other"  # not a number: the last
    assert choose("{a|b} and a | bar", {}, "en") == "b and a | bar"


def test_stored_lines_read_in_english_with_the_right_form():
    assert render(WALKERS, {"count": 1}, "rules") == "MESSED UP: 1 walker on the stress dice"
    assert render(WALKERS, {"count": 2}, "rules") == "MESSED UP: 2 walkers on the stress dice"
    copies = "{count} copies of {name} join the fight"
    assert render(copies, {"count": 1, "name": "Walker"}) == "1 copy of Walker joins the fight"
    assert render(copies, {"count": 3, "name": "Walker"}) == "3 copies of Walker join the fight"


def test_an_export_in_russian_or_spanish_takes_that_language_s_forms(qapp):
    russian, spanish = translator_for("ru"), translator_for("es")
    assert [render(WALKERS, {"count": n}, "rules", russian) for n in (1, 3, 5)] == [
        "СРЫВ: 1 ходячий на кубиках стресса",
        "СРЫВ: 3 ходячих на кубиках стресса",
        "СРЫВ: 5 ходячих на кубиках стресса",
    ]
    dice = "{name}, {skill} ({dice} dice): {roll}"
    args = {"name": "Ana", "skill": "Fuerza", "roll": "6 → 1"}
    assert render(dice, {**args, "dice": 1}, "log", spanish) == "Ana, Fuerza (1 dado): 6 → 1"
    assert render(dice, {**args, "dice": 4}, "log", spanish) == "Ana, Fuerza (4 dados): 6 → 1"
    assert render(dice, {**args, "dice": 2}, "log", russian) == "Ana, Fuerza (2 кубика): 6 → 1"


def test_every_english_form_reads_whole_for_one_and_for_many():
    from app.services.plurals import ENGLISH

    for text, english in ENGLISH.items():
        names = sorted({part.split("|")[0] for part in english.replace("}", "{").split("{")[1::2]})
        one = render(text, dict.fromkeys(names, 1))
        many = render(text, dict.fromkeys(names, 7))
        assert not any(mark in one + many for mark in "{|}"), text  # every field and form filled
        assert one != many, text
        if "{" in text:  # a unit ("rounds") is only the word: its number is printed before it
            assert "1" in one and "7" in many, text
