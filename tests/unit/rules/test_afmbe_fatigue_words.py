"""AFMBE unisystem: the arithmetic of Endurance lost to effort in the GM's language.  Resistance
(Fatigue) "lessens each loss by one": the d4s of really hard work or frantic combat say so after
their faces, and the words were English in a Russian or Spanish log ("d4 4+1 (−1 each) = 3")."""

from __future__ import annotations

from app.rules.afmbe.fatigue import endurance_loss
from app.rules.dice import TypedDice
from app.rules.worked import english
from app.services.logtext import qt_translate, render_value
from ui import i18n


def test_lessened_d4s_say_each_in_the_gms_language(qapp):
    loss = endurance_loss("very_hard_work", 2, TypedDice([4, 1]), fatigue_resistance=1)
    assert loss.amount == 3  # (4 − 1) + (1 − 1)
    assert english(loss.text) == "d4 4+1 (−1 each) = 3"
    try:
        i18n.set_language("ru")
        assert render_value(loss.text, qt_translate) == "d4 4+1 (−1 с каждого) = 3"
        i18n.set_language("es")
        assert render_value(loss.text, qt_translate) == "d4 4+1 (−1 cada uno) = 3"
    finally:
        i18n.set_language("en")


def test_plain_d4s_stay_a_plain_sum():
    assert endurance_loss("frantic", 1, TypedDice([3])).text == "d4 3 = 3"
    assert endurance_loss("load", 4, TypedDice([]), load="medium").text == "0 = 0"


def test_a_light_load_s_speed_reads_with_the_gm_s_decimal_comma(qapp):
    # §5: "−1,5 a su Velocidad y −1 a todas las Pruebas o Chequeos que requieran movimiento": the
    # dice dock's odds of a light load said "Velocidad −1.5" in Spanish (a float written as text)
    from app.rules.afmbe import ruleset
    from app.rules.rolling import Roller
    from app.services.logtext import render

    rules = ruleset("unisystem")
    sheet = {**rules.new_sheet(), "str": 3, "con": 2, "dex": 2}
    roller = Roller(sheet, rules.initial_state(sheet))
    chance = rules.roll_rules().roll_odds("load", roller, {"load": "light"})[0]
    assert render(chance.label, dict(chance.args), "rules") == \
        "Speed −1.5 · −1 to movement tests · 1d4 Endurance every 10 min"
    try:
        i18n.set_language("es")
        spanish = render(chance.label, dict(chance.args), "rules", qt_translate)
        assert "Velocidad −1,5 · −1 a las pruebas de movimiento · " in spanish
        i18n.set_language("ru")
        assert "−1,5" in render(chance.label, dict(chance.args), "rules", qt_translate)
        heavy = rules.roll_rules().roll_odds("load", roller, {"load": "heavy"})[0]
        assert "−4,5" in render(heavy.label, dict(heavy.args), "rules", qt_translate)
    finally:
        i18n.set_language("en")


def test_the_carried_loads_line_says_what_the_load_does_with_no_odds(qapp):
    # §5 "−1,5 a su Velocidad y −1 a todas las Pruebas o Chequeos que requieran movimiento": picking
    # a load rolls no dice, yet the dock said "… 1d4 Endurance every 10 min 100%" (a certainty shown
    # as odds) with its parts run together ("−1,5, −1")
    from app.rules.afmbe import ruleset
    from app.rules.rolling import Roller
    from ui.docks.dice_odds import odds_text

    rules = ruleset("unisystem")
    sheet = {**rules.new_sheet(), "str": 3, "con": 2, "dex": 2}
    roller = Roller(sheet, rules.initial_state(sheet))
    light = rules.roll_rules().roll_odds("load", roller, {"load": "light"})
    assert odds_text(None, light) == "Speed −1.5 · −1 to movement tests · 1d4 Endurance every 10 min"
    none = rules.roll_rules().roll_odds("load", roller, {"load": "none"})
    assert "%" not in odds_text(None, none)
