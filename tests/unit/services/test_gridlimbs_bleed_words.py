"""The round's-end bleeding line says every number that changed: the bleeding limb's points before
and after and the main pool's, in English, Russian and Spanish."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import ruleset as gridlimbs
from app.services.logtext import render
from tests.unit.rules.test_gridlimbs_ruleset import make_sheet


def bleeding_round(language: str | None = None) -> tuple[dict, str]:
    rules = gridlimbs(None, None)
    sheet = make_sheet(rules, max_hp=8)  # arms of 6
    state = rules.initial_state(sheet)
    state = rules.damage_rules().apply_damage(sheet, state, {"amount": 3, "part": "left_arm"}, TypedDice([])).state
    out = rules.end_of_round(sheet, state, Dice(seed=1))
    line = next(x for x in out.lines if "leed" in x.text)
    if language is None:
        return out.state, render(line.text, line.args, "rules", lambda _c, t: t)
    return out.state, render(line.text, line.args, "rules", translator_for(language))


def test_the_bleeding_limb_and_the_main_pool_are_both_named_with_their_numbers():
    state, text = bleeding_round()
    assert state["left_arm"] == 2 and state["torso"] == 5  # 8 − 2 for the hit − 1 for bleeding
    assert text == "Bleeding: Left arm 3 → 2; main pool 6 → 5 (−1)."


def test_a_useless_limb_bleeding_from_its_marks_is_named():
    rules = gridlimbs(None, None)
    sheet = make_sheet(rules, max_hp=20)
    state = rules.initial_state(sheet)
    for _ in range(2):  # 15 to 0, then a hit on the useless arm: a mark
        state = rules.damage_rules().apply_damage(sheet, state, {"amount": 15, "part": "left_arm"}, TypedDice([])).state
    out = rules.end_of_round(sheet, state, Dice(seed=1))
    line = next(x for x in out.lines if "leed" in x.text)
    text = render(line.text, line.args, "rules", lambda _c, t: t)
    assert "Left arm bleeds 2" in text and "main pool" in text and "→" in text


@pytest.mark.parametrize(("language", "words"), [("ru", ("Левая рука 3 → 2", "6 → 5")),
                                                 ("es", ("Brazo izquierdo 3 → 2", "6 → 5"))])
def test_the_line_reads_in_russian_and_spanish(language, words):
    _state, text = bleeding_round(language)
    for word in words:
        assert word in text
    assert "Bleeding" not in text and "main pool" not in text


def test_the_main_pool_s_own_bleeding_is_named_beside_a_limb_s_and_they_add_up():
    # a leg useless (it bleeds 1 into the main pool) and the main pool at half (it bleeds 1 too): the
    # line read "Left leg bleeds 1; main pool 3 → 1 (−2)", the torso's 1 not named
    rules = gridlimbs(None, None)
    sheet = make_sheet(rules, max_hp=8)  # legs of 6
    state = rules.initial_state(sheet)
    state = (
        rules.damage_rules().apply_damage(sheet, state, {"amount": 6, "part": "left_leg"}, TypedDice([])).state
    )  # main 8 → 5
    state = (
        rules.damage_rules().apply_damage(sheet, state, {"amount": 1, "part": "torso"}, TypedDice([])).state
    )  # main 4
    out = rules.end_of_round(sheet, state, Dice(seed=1))
    line = next(x for x in out.lines if "leed" in x.text)
    text = render(line.text, line.args, "rules", lambda _c, t: t)
    assert text == "Bleeding: Left leg bleeds 1; Torso (main pool) bleeds 1; main pool 4 → 2 (−2)."


def test_a_limb_starting_to_bleed_says_it_loses_a_point_too_as_the_round_s_end_takes_it():
    rules = gridlimbs(None, None)
    sheet = make_sheet(rules, max_hp=8)  # arms of 6
    state = rules.initial_state(sheet)
    hit = rules.damage_rules().apply_damage(sheet, state, {"amount": 3, "part": "right_arm"}, TypedDice([]))
    said = [render(x.text, x.args, "rules", lambda _c, t: t) for x in hit.lines]
    assert "Right arm starts bleeding: it loses 1 each round, and the main pool 1." in said
    out = rules.end_of_round(sheet, hit.state, Dice(seed=1))
    assert out.state["right_arm"] == hit.state["right_arm"] - 1
    assert out.state["torso"] == hit.state["torso"] - 1
