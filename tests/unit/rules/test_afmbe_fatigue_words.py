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
