"""The worked sums of gridlimbs' heals, sprints and round ends name every number (issue #20, 6-7)."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.worked import english


def person(max_hp: int = 12, **state: object) -> tuple[dict, dict]:
    rules = get_ruleset("gridlimbs")
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": max_hp, "speed": 3, "stamina": 5, "first_aid": 3})
    return sheet, {**rules.initial_state(sheet), **state}


def heal(sheet: dict, state: dict, faces: list[int], **request: object) -> str:
    out = get_ruleset("gridlimbs").damage_rules().apply_heal(sheet, state, request, TypedDice(faces))
    return english(out.arithmetic)


def test_pain_pills_name_the_main_pool_and_max_hp():
    sheet, state = person(torso=5, pain_pills=1)
    assert heal(sheet, state, [], kind="pain_pills") == "Main pool 5 + ⌊Max HP 12 / 2⌋ = 11"


def test_pain_pills_at_the_maximum_say_so():
    sheet, state = person(torso=9, pain_pills=1)
    assert heal(sheet, state, [], kind="pain_pills") == "Main pool 9 + ⌊Max HP 12 / 2⌋, at most 12: 12"


def test_first_aid_names_the_die_and_what_it_restores():
    sheet, state = person(left_arm=2, bandages=1)
    assert heal(sheet, state, [4], kind="first_aid", part="left_arm", first_aid=3) == "d5 rolled 4: restores 4 HP"


def test_first_aid_gone_wrong_names_the_damage():
    sheet, state = person(left_arm=2, bandages=1)
    text = heal(sheet, state, [1, 3], kind="first_aid", part="left_arm", first_aid=3)
    assert text == "d5 rolled 1, then 3: 3 damage"


def test_a_sprint_and_the_round_end_name_the_stamina():
    rules = get_ruleset("gridlimbs")
    sheet, state = person()
    sprinted = rules.apply_sprint(sheet, state, 2)
    assert english(sprinted.arithmetic) == "Stamina 5 − 2 = 3"
    bleeding = {**sprinted.state, "left_leg": 1}
    rested = rules.end_of_round(sheet, bleeding, TypedDice([]))
    assert english(rested.arithmetic).startswith("bleeding −")
    assert english(rested.arithmetic).endswith("HP; Stamina 3 → 4")


def test_a_one_tile_sprint_takes_the_singular_in_spanish_and_russian(qapp):
    """"Esprint de 1 casilla": the distance reaches the line as a number, so the
    catalogs' plural forms choose (it was text, and every count took the last form: "1 casillas")."""
    from app.services.logtext import render
    from ui import i18n

    rules = get_ruleset("gridlimbs")
    sheet, state = person()
    line = rules.apply_sprint(sheet, state, 1).lines[0]
    assert line.args["distance"] == 1
    try:
        i18n.set_language("es")
        assert render(line.text, dict(line.args), "rules").startswith("Esprint de 1 casilla por")
    finally:
        i18n.set_language("en")
    assert render(line.text, dict(line.args), "rules").startswith("Sprints 1 tile for")
