"""AFMBE initiative is a d10 like any task's, so its natural 10 and 1 roll again by the preset's rule.

Norms, "Rolling natural 1's and 10's": "Rolling a natural 10 gives you a bonus d10 roll, the result
of which is added to your first roll. Conversely, rolling a natural 1 gives you another d10 roll with
the result subtracted from your original roll." (The extra die does not chain.)
Unisystem, "La Regla del Diez y la del 1": "Cuando saques un diez, tira de nuevo el dado y resta 5 al
resultado. Si el resultado es positivo, (sacando de 6 a 10) súmalo al 10. Si sacas un diez adicional,
vuelve a tirar y repite el proceso." … "Sacar en esta tirada un 4 equivaldría a sacar -1, un 3 a -2, un
2 a -3 y un 1 a -5"; "Iniciativa … tiraremos 1D10 y le sumaremos Destreza."
"""

from __future__ import annotations

import pytest

from app.rules.afmbe import ruleset
from app.rules.dice import DiceError, TypedDice
from app.rules.worked import english

DANA = {"str": 2, "dex": 3, "con": 2, "int": 2, "per": 2, "wil": 2}


def initiative(preset, faces, sheet=DANA):
    rs = ruleset(preset)
    dice = TypedDice(faces)
    roll = rs.roll_initiative(sheet, rs.initial_state(sheet), "dex", dice)
    dice.check_used_up()
    assert roll.roll is not None
    return roll.value, english(roll.roll.text), [f[1] for f in roll.roll.faces_payload()]


def test_norms_natural_10_adds_a_bonus_d10():
    value, text, faces = initiative("norms", [10, 7])
    assert value == 10 + 7 + 3
    assert text == "d10 10 (Norms: a natural 10 adds another d10: 7): 17 + Dexterity 3 = 20"
    assert faces == [10, 7]


def test_norms_natural_1_subtracts_another_d10():
    value, text, _ = initiative("norms", [1, 6])
    assert value == 1 - 6 + 3
    assert text == "d10 1 (Norms: a natural 1 takes off another d10: 6): −5 + Dexterity 3 = −2"


def test_norms_extra_die_does_not_chain():
    assert initiative("norms", [10, 10])[0] == 10 + 10 + 3
    assert initiative("norms", [1, 1])[0] == 1 - 1 + 3


def test_unisystem_rule_of_ten_and_rule_of_one():
    assert initiative("unisystem", [10, 8])[0] == 13 + 3  # 8 − 5 added to the 10
    assert initiative("unisystem", [10, 10, 4])[0] == 15 + 3  # a 10 again: 15, then 4 − 5 adds nothing
    assert initiative("unisystem", [1, 7])[0] == 1 + 3  # 5-10 leave the 1 as it is
    assert initiative("unisystem", [1, 3])[0] == -2 + 3  # a 3 turns it into −2
    assert initiative("unisystem", [1, 1, 2])[0] == -5 - 3 + 3  # a 1: −5 and roll again


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_plain_face_rolls_once(preset):
    value, text, _ = initiative(preset, [7])
    assert (value, text) == (10, "d10 7 + Dexterity 3 = 10")


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_typed_natural_without_its_extra_die_is_refused(preset):
    rs = ruleset(preset)
    with pytest.raises(DiceError):
        rs.roll_initiative(DANA, rs.initial_state(DANA), "dex", TypedDice([10]))
