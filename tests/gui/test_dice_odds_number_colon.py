"""A check's odds read «Выживание: d10 + ВОЛ 2 + ТЕЛ 3 против сложности 9 60%»: the chance ran on
from the difficulty's number.  A label that ends with a number takes a colon before the chance; a
label of words keeps its plain space ("Success 50%")."""

from __future__ import annotations

from fractions import Fraction

from app.rules.rolling import Chance
from ui.docks.dice_odds import odds_text


def test_a_label_ending_with_a_number_takes_a_colon_before_its_chance(qapp):
    shown = odds_text(None, [Chance("{check}: d10 + WIL {wil} + CON {con}{modifier} against {target}",
                                    Fraction(3, 5), {"check": "Survival", "wil": 2, "con": 3, "modifier": "",
                                                     "target": 9}),
                             Chance("Success", Fraction(1, 2))])
    assert shown == "Survival: d10 + WIL 2 + CON 3 against 9: 60% · Success 50%"
