"""Ranged hits (rule text, "Movement and Combat")."""

from fractions import Fraction

import pytest

from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import (
    MISS,
    called_shot_part,
    hit_probability,
    point_blank_distribution,
    point_blank_part,
    resolve_shot,
    shooting_accuracy,
    shot_distribution,
)


def test_point_blank_table_64_8_8_8_8_4():
    dist = point_blank_distribution()
    assert dist["torso"] == Fraction(64, 100)
    for limb in ("left_arm", "right_arm", "left_leg", "right_leg"):
        assert dist[limb] == Fraction(8, 100)
    assert dist["head"] == Fraction(4, 100)
    assert sum(dist.values()) == 1


@pytest.mark.parametrize("face, part", [
    (1, "torso"), (64, "torso"), (65, "left_arm"), (72, "left_arm"), (73, "right_arm"),
    (81, "left_leg"), (89, "right_leg"), (96, "right_leg"), (97, "head"), (100, "head"),
])
def test_point_blank_faces(face, part):
    assert point_blank_part(face) == part


def test_accuracy_four_unaimed_reaches_six_squares_on_a_four():
    # "a player with only four Accuracy who wishes to shoot something six squares away can still do so
    #  if they roll four and don't specify any body-part"
    assert hit_probability(4, 6, aimed=False) == Fraction(1, 4)
    assert hit_probability(4, 6, aimed=True) == 0


def test_minimum_roll_starts_at_two():
    # "The minimum roll required to hit something at a distance starts at two"
    assert hit_probability(6, 2, aimed=True) == Fraction(5, 6)
    assert hit_probability(6, 3, aimed=True) == Fraction(4, 6)


def test_unaimed_reach_is_one_and_a_half_rounded_down():
    # d6 unaimed at distance 4: rolls 3 (⌊4.5⌋), 4, 5, 6 hit; 2 reaches only 3
    assert hit_probability(6, 4, aimed=False) == Fraction(4, 6)


def test_point_blank_distance_always_hits():
    assert hit_probability(1, 1, aimed=True) == 1


def test_zero_accuracy_never_hits_at_range():
    assert hit_probability(0, 2, aimed=False) == 0


def test_legshot_slips():
    # "if the minimum hit number is rolled, the body is hit instead, and if the second-lowest hit number
    #  is rolled, the opposite leg is hit"
    assert called_shot_part("left_leg", 3, 3) == "torso"
    assert called_shot_part("left_leg", 4, 3) == "right_leg"
    assert called_shot_part("left_leg", 5, 3) == "left_leg"
    assert called_shot_part("left_leg", 2, 3) == MISS


def test_armshot_slip():
    assert called_shot_part("right_arm", 2, 2) == "torso"
    assert called_shot_part("right_arm", 3, 2) == "right_arm"


def test_headshot_two_lowest_miss_third_hits_the_body():
    # "the bottom two hit numbers are considered misses, and the third-bottom number hits the main body"
    assert called_shot_part("head", 2, 2) == MISS
    assert called_shot_part("head", 3, 2) == MISS
    assert called_shot_part("head", 4, 2) == "torso"
    assert called_shot_part("head", 5, 2) == "head"


def test_headshot_distribution_with_d10_at_three():
    dist = shot_distribution(10, 3, "head")
    assert dist[MISS] == Fraction(4, 10)   # 1, 2 short; 3, 4 the two lowest hit numbers
    assert dist["torso"] == Fraction(1, 10)
    assert dist["head"] == Fraction(5, 10)


def test_unaimed_shot_at_range_hits_the_torso():
    assert shot_distribution(4, 6, None) == {MISS: Fraction(3, 4), "torso": Fraction(1, 4)}


def test_resolve_shot_typed_and_rolled_agree():
    typed = resolve_shot(TypedDice([4]), 6, 3, "left_leg")
    assert typed.part == "right_leg"
    assert [f.value for f in typed.record.faces] == [4]
    seeded = Dice(seed=3)
    rolled = resolve_shot(seeded, 6, 3, "left_leg")
    face = rolled.record.faces[0].value
    assert resolve_shot(TypedDice([face]), 6, 3, "left_leg").part == rolled.part


def test_point_blank_shot_rolls_the_location_whatever_was_aimed_at():
    # "Point-blank shots are heat-of-the-moment, and therefore randomly hit a bodypart"
    result = resolve_shot(TypedDice([98]), 6, 1, "left_leg", point_blank=True)
    assert result.part == "head"


def test_several_targets_lower_accuracy_but_not_below_one():
    # "each shot you fire at a different target lowers your Accuracy by 1 ... with a minimum of 1"
    assert shooting_accuracy(6, targets=3) == 4
    assert shooting_accuracy(3, targets=6) == 1


def test_faster_target_moving_lowers_accuracy_per_square():
    assert shooting_accuracy(6, target_moved=2, target_faster=True) == 4
    assert shooting_accuracy(6, target_moved=2, target_faster=False) == 6


def test_moving_while_shooting_halves_accuracy():
    # "You may move and attack with a ranged weapon in the same turn with half accuracy"
    assert shooting_accuracy(7, shooter_moved=True) == 3


def test_handedness_splits_accuracy_like_melee_damage():
    # "Accuracy is split through the handedness the same way as melee damage is."
    assert shooting_accuracy(6, right_percent=50, hand="left") == 6
    assert shooting_accuracy(6, right_percent=100, hand="right") == 12
    assert shooting_accuracy(6, right_percent=100, hand="left") == 0
    assert shooting_accuracy(6, right_percent=100, hand="left", two_handed=True) == 6
