"""Issue 40: "Кубики со стола: 1–2 × d10" while three d10 were rolled.  The dice a roll takes are
found by trial rolls; a die rolled again on its highest face (AFMBE's rule of ten, and again on
the next 10) has no top, and the header says so; "2–3 кубиков" takes the form of its upper number."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.dice import Dice, RollRecord
from app.services.logtext import qt_translate, render_value
from app.services.rolls.wanted import SEVERAL_RANGE, dice_wanted


def shown(value, language):  # noqa: ANN001, ANN201
    from ui.i18n import set_language

    try:
        assert set_language(language)
        return render_value(value, qt_translate)
    finally:
        set_language("en")


def afmbe_task(dice: Dice) -> list[RollRecord]:
    from app.rules.afmbe.task import roll_task

    return [roll_task(dice, "unisystem", attribute=2).record("Task")]


@pytest.mark.parametrize(("language", "words"), [
    ("en", "1 × d10, and one more for each die rolled again"),
    ("ru", "1 × d10 и ещё по одному на каждый переброс"),
    ("es", "1 × d10 y uno más por cada dado que se vuelve a tirar"),
])
def test_a_die_rolled_again_on_a_ten_has_no_top(qapp, language, words):
    assert get_ruleset("afmbe", "unisystem") is not None
    assert shown(dice_wanted(afmbe_task), language) == words


def test_a_count_with_a_top_is_still_a_plain_number():
    def three_d6(dice: Dice) -> list[RollRecord]:
        from app.rules.dice import Face

        faces = dice.roll(3, 6)
        return [RollRecord("Three", [Face(6, f) for f in faces], "", sum(faces))]

    assert render_value(dice_wanted(three_d6), lambda _ctx, text: text) == "3 × d6"


@pytest.mark.parametrize(("high", "words"), [(3, "2–3 кубика: "), (5, "4–5 кубиков: "), (21, "20–21 кубик: ")])
def test_a_range_of_dice_takes_the_form_of_its_upper_number(qapp, high, words):
    line = {"t": SEVERAL_RANGE, "ctx": "log", "args": {"low": high - 1, "high": high, "parts": []}}
    assert shown(line, "ru").startswith(words)


def afmbe_shot_and_dodge(dice: Dice) -> list[RollRecord]:
    """A shot (rolled again on a ten) and, when it could hit, the target's dodge (so too)."""
    from app.rules.afmbe.task import roll_task

    attack = roll_task(dice, "unisystem", attribute=1)
    if attack.total < 9:
        return [attack.record("Attack")]
    return [attack.record("Attack"), roll_task(dice, "unisystem", attribute=1).record("Defence")]


def test_a_shot_with_no_top_names_each_part_by_its_fewest_dice(qapp):
    """A second shot said "Table dice: 1 die, and one more for each die rolled again: 4 × d10
    (Attack); 2 × d10 (Defence)" (the most a chain of tens took) while typing one face was refused as
    "takes 2–3 dice: 1 × d10 (Attack); 2 × d10 (Defence)": each part is now told by its fewest dice,
    the defence "when rolled".  The header counts the parts it lists: "1 кубик" above an attack's die
    and a defence's read as a miscount (issue 41)."""
    assert get_ruleset("afmbe", "unisystem") is not None
    line = shown(dice_wanted(afmbe_shot_and_dodge), "en")
    assert line == ("2 dice, and one more for each die rolled again: 1 × d10 (Attack); "
                    "1 × d10 (Defence, when rolled)"), line
    russian = shown(dice_wanted(afmbe_shot_and_dodge), "ru")
    assert russian.startswith("2 кубика и ещё по одному на каждый переброс: 1 × d10 (Атака); 1 × d10 (Защита"), russian
