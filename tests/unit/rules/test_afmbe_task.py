"""Rolling afmbe tasks: natural 10 and 1, checks, unskilled tests, several actions, luck."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.afmbe import (
    level_name,
    roll_die,
    roll_task,
    several_actions_penalty,
    success_level,
    task_bonus,
)
from app.rules.afmbe.levels import damage_die_bonus, success_level_against
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english


@pytest.mark.parametrize(("total", "level", "name"), [
    (8, 0, "Failure"), (9, 1, "Adequate"), (10, 1, "Adequate"), (11, 2, "Decent"), (12, 2, "Decent"),
    (13, 3, "Good"), (14, 3, "Good"), (15, 4, "Very good"), (16, 4, "Very good"), (17, 5, "Excellent"),
    (20, 5, "Excellent"), (21, 6, "Extraordinary"), (23, 6, "Extraordinary"), (24, 7, "Mind-boggling"),
    (40, 7, "Mind-boggling"), (-5, 0, "Failure"),
])
def test_success_level_bands(total, level, name):
    # unisystem §1: Válido 9-10, Decente 11-12, Bueno 13-14, Muy bueno 15-16, Excelente 17-20,
    # Extraordinario 21-23, Alucinante 24+
    assert success_level(total) == level
    assert level_name(level) == name


def test_other_difficulty_moves_the_bands():
    assert success_level_against(11, 11) == 1
    assert success_level_against(10, 11) == 0
    assert success_level_against(13, 11) == 2


def test_damage_bonus_from_very_good():
    # "a partir de Muy Bueno, +1, +2, +3, +4"
    assert [damage_die_bonus(lv) for lv in range(8)] == [0, 0, 0, 0, 1, 2, 3, 4]


def test_norms_dex_3_guns_2_roll_d10_plus_5():
    # norms "What to Roll": DEX 3 and a gun skill of 2 roll 1d10+5
    assert task_bonus("norms", "test", 3, 2).total == 5
    result = roll_task(TypedDice([4]), "norms", attribute=3, skill=2)
    assert result.total == 9 and result.level == 1


def test_norms_natural_ten_and_one():
    assert roll_die(TypedDice([10, 4]), "norms").value == 14
    assert roll_die(TypedDice([1, 6]), "norms").value == -5
    # the extra die does not chain
    assert roll_die(TypedDice([10, 10]), "norms").value == 20
    assert roll_die(TypedDice([1, 1]), "norms").value == 0


def test_unisystem_rule_of_ten_examples():
    # "saco 10, repito y saco diez de nuevo (mi resultado por ahora es 15) ... otro diez (20)"
    assert roll_die(TypedDice([10, 10, 3]), "unisystem").value == 15
    assert roll_die(TypedDice([10, 10, 10, 1]), "unisystem").value == 20
    # 6-10 on the reroll is added less 5
    assert roll_die(TypedDice([10, 8]), "unisystem").value == 13
    assert roll_die(TypedDice([10, 5]), "unisystem").value == 10


def test_unisystem_rule_of_one():
    # "un 4 equivaldría a sacar -1, un 3 a -2, un 2 a -3 y un 1 a -5, repitiendo la tirada"
    assert roll_die(TypedDice([1, 4]), "unisystem").value == -1
    assert roll_die(TypedDice([1, 3]), "unisystem").value == -2
    assert roll_die(TypedDice([1, 2]), "unisystem").value == -3
    assert roll_die(TypedDice([1, 7]), "unisystem").value == 1
    assert roll_die(TypedDice([1, 1, 6]), "unisystem").value == -5
    assert roll_die(TypedDice([1, 1, 3]), "unisystem").value == -7
    assert roll_die(TypedDice([1, 1, 1, 9]), "unisystem").value == -10


def test_roll_text_shows_the_faces():
    result = roll_task(TypedDice([10, 8]), "unisystem", attribute=3, skill=2)
    assert english(result.text) == (
        "d10 10 (Unisystem rule of ten: again 8, what is over 5 is added, a 10 adds 5 and rolls on): 13; "
        "attribute +3; skill +2; total 18")
    plain = roll_task(TypedDice([7]), "unisystem", attribute=3, skill=2)
    assert english(plain.text) == "d10 7; attribute +3; skill +2; total 12"
    assert result.faces == (10, 8)
    assert result.record("Shot").faces_payload() == [[10, 10], [10, 8]]


def test_checks_simple_and_difficult():
    # unisystem §2.2: simple adds twice the attribute, difficult once
    assert roll_task(TypedDice([5]), "unisystem", "simple", attribute=3).total == 11
    assert roll_task(TypedDice([5]), "unisystem", "difficult", attribute=3).total == 8
    with pytest.raises(RulesError):
        task_bonus("norms", "simple", 3)


def test_unskilled_unisystem_is_capped_at_decent():
    # §2.3: attribute only, −2..−10, never better than Decent (11-12)
    result = roll_task(TypedDice([10, 10, 9]), "unisystem", "unskilled", attribute=4, unskilled_penalty=-2)
    assert result.total == 10 + 5 + 4 + 4 - 2
    assert result.level == 2 and result.level_name == "Decent"
    with pytest.raises(RulesError):
        task_bonus("unisystem", "unskilled", 3, unskilled_penalty=-1)
    with pytest.raises(RulesError):
        task_bonus("unisystem", "unskilled", 3, unskilled_penalty=-11)


def test_unskilled_norms_is_attribute_only():
    result = roll_task(TypedDice([9]), "norms", "unskilled", attribute=3)
    assert result.total == 12 and result.level == 2


def test_several_actions():
    # §4: −2 for the second action, −4 for the third; melee: attack and defence free
    assert [several_actions_penalty(n) for n in (1, 2, 3, 4)] == [0, -2, -4, -6]
    assert [several_actions_penalty(n, 2) for n in (1, 2, 3, 4)] == [0, 0, -2, -4]
    assert task_bonus("unisystem", "test", 2, 2, action_number=3).total == 0


def test_luck_after_the_roll():
    result = roll_task(TypedDice([5]), "norms", attribute=2, luck=3, bad_luck=1)
    assert result.total == 5 + 2 + 3 - 1
    assert english(result.text) == "d10 5; attribute +2; luck +3; bad luck −1; total 9"
    with pytest.raises(RulesError):
        roll_task(TypedDice([5]), "norms", attribute=2, luck=-1)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), preset=st.sampled_from(("norms", "unisystem")),
       attribute=st.integers(0, 6), skill=st.integers(0, 6))
def test_seeded_roll_reproducible_and_typed_faces_agree(seed, preset, attribute, skill):
    a = roll_task(Dice(random.Random(seed)), preset, attribute=attribute, skill=skill)
    b = roll_task(Dice(random.Random(seed)), preset, attribute=attribute, skill=skill)
    assert a == b
    typed = TypedDice(a.faces)
    c = roll_task(typed, preset, attribute=attribute, skill=skill)
    typed.check_used_up()
    assert c == a
    assert 0 <= a.level <= 7
