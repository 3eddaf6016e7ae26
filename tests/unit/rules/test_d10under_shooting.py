"""Shooting: a Perception test; a 10 always misses (Perception 10 rerolls once, the second roll
stands); a 1 is a critical (double damage through armor) unless the shooter needed a 1, when a
second 1 confirms it (rule text, 2)."""

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import d10under as d10
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english


def test_perception_test_hits_at_or_under():
    assert d10.roll_shot(TypedDice([6]), 6).outcome == "hit"
    assert d10.roll_shot(TypedDice([7]), 6).outcome == "miss"
    assert d10.roll_shot(TypedDice([8]), 6, 2).outcome == "hit"


def test_ten_always_misses_even_with_high_target():
    # Perception 9 + 3 = 12: a 10 is still a miss and, below Perception 10, is not rerolled
    dice = TypedDice([10])
    shot = d10.roll_shot(dice, 9, 3)
    dice.check_used_up()
    assert shot.outcome == "miss" and not shot.rerolled and shot.faces == (10,)


def test_perception_ten_rerolls_a_ten_and_takes_the_second_roll():
    assert d10.roll_shot(TypedDice([10, 4]), 10).outcome == "hit"
    second_ten = d10.roll_shot(TypedDice([10, 10]), 10)
    assert second_ten.outcome == "miss" and second_ten.rerolled and second_ten.faces == (10, 10)
    # the second roll stands even when it fails the modified test
    assert d10.roll_shot(TypedDice([10, 8]), 10, -3).outcome == "miss"
    assert d10.roll_shot(TypedDice([10, 1]), 10).outcome == "critical"


def test_shot_record_text_names_each_die_the_target_and_the_outcome():
    def text(faces, perception, modifier=0):
        return english(d10.roll_shot(TypedDice(faces), perception, modifier).record.text)

    assert text([10, 4], 10) == "d10 rolled 10, again 4, needs 10 or less: hit"
    assert text([1, 1], 3, -2) == "d10 rolled 1, confirming die 1, needs 1 or less: critical hit, damage ×2"
    assert text([1, 6], 3, -2) == "d10 rolled 1, confirming die 6, needs 1 or less: hit"
    assert text([10, 1, 1], 10, -9) == (
        "d10 rolled 10, again 1, confirming die 1, needs 1 or less: critical hit, damage ×2")
    assert text([7], 6) == "d10 rolled 7, needs 6 or less: miss"
    assert text([1], 6) == "d10 rolled 1, needs 6 or less: critical hit, damage ×2"


def test_one_is_critical():
    dice = TypedDice([1])
    shot = d10.roll_shot(dice, 5)
    dice.check_used_up()
    assert shot.critical and shot.confirmed is None


def test_weapon_without_criticals_treats_one_as_a_hit():
    shot = d10.roll_shot(TypedDice([1]), 5, criticals=False)
    assert shot.outcome == "hit"


def test_needing_a_one_the_one_must_be_confirmed_by_a_second_one():
    # Perception 3 − 2 = 1: only a 1 hits
    confirmed = d10.roll_shot(TypedDice([1, 1]), 3, -2)
    assert confirmed.outcome == "critical" and confirmed.confirmed is True
    plain = d10.roll_shot(TypedDice([1, 4]), 3, -2)
    assert plain.outcome == "hit" and plain.confirmed is False and plain.faces == (1, 4)
    assert d10.roll_shot(TypedDice([2]), 3, -2).outcome == "miss"


def test_below_one_nothing_hits():
    assert d10.roll_shot(TypedDice([1]), 2, -3).outcome == "miss"
    assert d10.shot_hit_probability(2, -3) == 0


def test_shot_outcome_refuses_wrong_face_counts():
    with pytest.raises(RulesError):
        d10.shot_outcome([10], 10)  # the reroll is missing
    with pytest.raises(RulesError):
        d10.shot_outcome([5, 3], 6)  # one die too many
    with pytest.raises(RulesError):
        d10.shot_outcome([11], 6)


@pytest.mark.parametrize(
    ("perception", "modifier", "criticals", "miss", "hit", "critical"),
    [
        (6, 0, True, Fraction(4, 10), Fraction(5, 10), Fraction(1, 10)),
        (6, 0, False, Fraction(4, 10), Fraction(6, 10), Fraction(0)),
        (9, 3, True, Fraction(1, 10), Fraction(8, 10), Fraction(1, 10)),
        # needing a 1: 9/10 miss, 1/10 × 9/10 plain hit, 1/100 critical
        (5, -4, True, Fraction(9, 10), Fraction(9, 100), Fraction(1, 100)),
        # Perception 10: 10-10 misses (1/100); 1 or 10-1 critical (11/100); the rest hit
        (10, 0, True, Fraction(1, 100), Fraction(88, 100), Fraction(11, 100)),
        # Perception 10 needing a 1: 2-9 miss 8/10, 10 then not 1 … 89/100 miss in all
        (10, -9, True, Fraction(89, 100), Fraction(99, 1000), Fraction(11, 1000)),
        (2, -3, True, Fraction(1), Fraction(0), Fraction(0)),
    ],
)
def test_shot_distribution_values(perception, modifier, criticals, miss, hit, critical):
    assert d10.shot_distribution(perception, modifier, criticals) == {"miss": miss, "hit": hit, "critical": critical}
    assert d10.shot_hit_probability(perception, modifier, criticals) == hit + critical


def test_critical_probability():
    assert d10.critical_probability(10) == Fraction(11, 100)
    assert d10.critical_probability(4, -3) == Fraction(1, 100)


def test_shot_damage_doubles_on_a_critical():
    assert d10.shot_damage(30, "hit") == 30
    assert d10.shot_damage(30, "critical") == 60
    assert d10.shot_damage(30, "miss") == 0


@given(st.integers(1, 10), st.integers(-20, 20), st.booleans())
def test_distribution_sums_to_one(perception, modifier, criticals):
    odds = d10.shot_distribution(perception, modifier, criticals)
    assert set(odds) == set(d10.OUTCOMES)
    assert sum(odds.values()) == 1
    assert all(0 <= p <= 1 for p in odds.values())


@given(st.integers(1, 10), st.integers(-20, 19), st.booleans())
def test_a_better_modifier_never_lowers_the_hit_chance(perception, modifier, criticals):
    lower = d10.shot_hit_probability(perception, modifier, criticals)
    assert d10.shot_hit_probability(perception, modifier + 1, criticals) >= lower


@pytest.mark.parametrize(("perception", "modifier"), [(10, 0), (10, -9), (10, -4), (4, -3), (6, 0), (3, -7)])
def test_distribution_equals_enumerating_every_face_sequence(perception, modifier):
    # each of the 1000 three-dice sequences is equally likely; a shot uses a prefix of it
    for criticals in (True, False):
        counts = dict.fromkeys(d10.OUTCOMES, 0)
        for faces in itertools.product(range(1, 11), repeat=3):
            counts[d10.roll_shot(TypedDice(faces), perception, modifier, criticals).outcome] += 1
        expected = {k: Fraction(v, 1000) for k, v in counts.items()}
        assert d10.shot_distribution(perception, modifier, criticals) == expected


@settings(max_examples=50)
@given(st.integers(1, 10), st.integers(-12, 12), st.booleans(), st.integers(0, 2**32))
def test_rolled_and_typed_shots_agree(perception, modifier, criticals, seed):
    dice = Dice(random.Random(seed))
    rolled = d10.roll_shot(dice, perception, modifier, criticals)
    assert [f.value for f in dice.faces] == list(rolled.faces)
    again = d10.roll_shot(Dice(random.Random(seed)), perception, modifier, criticals)
    typed_dice = TypedDice(rolled.faces)
    typed = d10.roll_shot(typed_dice, perception, modifier, criticals)
    typed_dice.check_used_up()
    assert again.outcome == rolled.outcome == typed.outcome
    assert typed.faces == rolled.faces and typed.record.typed and not rolled.record.typed
