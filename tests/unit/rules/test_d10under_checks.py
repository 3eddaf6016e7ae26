"""Attribute tests: d10 at or under attribute + modifier passes (rule text, 2)."""

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.rules import d10under as d10
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english


@pytest.mark.parametrize(
    ("attribute", "modifier", "chance"),
    [(5, 0, Fraction(1, 2)), (5, 2, Fraction(7, 10)), (1, 0, Fraction(1, 10)), (3, -5, Fraction(0)),
     (9, 3, Fraction(1)), (10, 0, Fraction(1)), (7, -1, Fraction(3, 5))],
)
def test_probability_values(attribute, modifier, chance):
    assert d10.test_probability(attribute, modifier) == chance


def test_probability_default_modifier():
    assert d10.test_probability(4) == Fraction(2, 5)


def test_face_equal_to_attribute_passes_one_above_fails():
    assert d10.roll_test(TypedDice([5]), 5).passed
    assert not d10.roll_test(TypedDice([6]), 5).passed
    assert d10.roll_test(TypedDice([7]), 5, 2).passed


def test_roll_keeps_face_and_target():
    result = d10.roll_test(TypedDice([8]), 6, 1, "Strength")
    assert (result.face, result.target, result.passed) == (8, 7, False)
    assert [(f.sides, f.value) for f in result.faces] == [(10, 8)]
    assert result.record.label == "Strength" and result.record.typed
    assert english(result.record.text) == "d10 rolled 8, needs 7 or less: failure"
    assert english(d10.roll_test(TypedDice([7]), 6, 1).record.text) == "d10 rolled 7, needs 7 or less: success"


def test_bad_modifier_refused():
    with pytest.raises(RulesError):
        d10.test_probability(5, 21)
    with pytest.raises(RulesError):
        d10.roll_test(Dice(seed=1), 5, "2")


@given(st.integers(1, 10), st.integers(-20, 20))
def test_probability_matches_counting_faces(attribute, modifier):
    passing = sum(1 for face in range(1, 11) if d10.test_passes(face, attribute, modifier))
    assert d10.test_probability(attribute, modifier) == Fraction(passing, 10)


@given(st.integers(1, 10), st.integers(-20, 20), st.integers(0, 2**32))
def test_rolled_and_typed_agree_and_seed_reproduces(attribute, modifier, seed):
    rolled = d10.roll_test(Dice(random.Random(seed)), attribute, modifier)
    again = d10.roll_test(Dice(random.Random(seed)), attribute, modifier)
    typed = d10.roll_test(TypedDice([rolled.face]), attribute, modifier)
    assert rolled.face == again.face
    assert (typed.face, typed.passed, typed.target) == (rolled.face, rolled.passed, rolled.target)
