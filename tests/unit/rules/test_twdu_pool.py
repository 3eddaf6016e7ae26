"""twdu dice pools: successes, walkers, pushing, modifiers, typed dice, exact odds."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.dice import Dice, DiceError, TypedDice, parse_faces
from app.rules.twdu import messup_probability, success_distribution
from app.rules.twdu.pool import (
    Pool,
    build_pool,
    push_roll,
    push_stress,
    rating_pool,
    roll_pool,
    roll_typed,
    success_probability,
)
from app.rules.worked import english


def test_typed_pool_6_6_3_1_2_splits_base_then_stress() -> None:
    # the issue: a pool typed as "6 6 3 1 2" is split into base then stress dice in that order
    dice = TypedDice(parse_faces("6 6 3 1 2"))
    roll = roll_pool(dice, Pool(base=3, stress=2, is_pc=True))
    dice.check_used_up()
    assert roll.base_faces == (6, 6, 3)
    assert roll.stress_faces == (1, 2)
    assert roll.successes == 2
    assert roll.walkers == 1
    assert roll.messed_up
    assert not roll.can_push  # a messed-up roll cannot be pushed
    assert [f.value for f in roll.faces] == [6, 6, 3, 1, 2]


def test_roll_typed_checks_the_number_of_faces() -> None:
    roll = roll_typed("6 6 3 1 2", Pool(base=3, stress=2))
    assert (roll.base_faces, roll.stress_faces, roll.successes, roll.messed_up) == ((6, 6, 3), (1, 2), 2, True)
    with pytest.raises(DiceError):
        roll_typed("6 6 3 1", Pool(base=3, stress=2))
    with pytest.raises(DiceError):
        roll_typed("6 6 3 1 2 4", Pool(base=3, stress=2))
    with pytest.raises(DiceError):
        roll_typed("6 6 7", Pool(base=3))


def test_a_one_on_a_base_die_is_not_a_walker() -> None:
    roll = roll_pool(TypedDice([1, 1, 5]), Pool(base=2, stress=1, is_pc=True))
    assert roll.walkers == 0 and not roll.messed_up and roll.successes == 0
    assert roll.can_push


def test_six_on_a_stress_die_is_a_success() -> None:
    roll = roll_pool(TypedDice([2, 6]), Pool(base=1, stress=1))
    assert roll.successes == 1 and roll.succeeded


def test_push_rerolls_all_but_sixes_and_adds_a_stress_die() -> None:
    dice = TypedDice([6, 3, 2, 4, 5] + [6, 1, 5, 3, 3])
    roll = roll_pool(dice, Pool(base=3, stress=2, is_pc=True))
    assert roll.successes == 1 and not roll.messed_up
    pushed = push_roll(dice, roll)
    dice.check_used_up()
    # base 6 kept, 3 → 6, 2 → 1; stress 4 → 5, 5 → 3; then the new stress die 3
    assert pushed.base_faces == (6, 6, 1)
    assert pushed.stress_faces == (5, 3, 3)
    assert pushed.successes == 2
    assert pushed.pool.stress == 3
    assert pushed.pushed and not pushed.can_push
    assert [f.value for f in pushed.faces] == [6, 3, 2, 4, 5, 6, 1, 5, 3, 3]
    assert push_stress() == 1


def test_push_may_bring_walkers() -> None:
    dice = TypedDice([2, 3] + [5, 1, 4])
    roll = roll_pool(dice, Pool(base=1, stress=1, is_pc=True))
    pushed = push_roll(dice, roll)
    assert pushed.base_faces == (5,)
    assert pushed.stress_faces == (1, 4)
    assert pushed.messed_up and pushed.successes == 0


def test_push_is_refused_when_not_allowed() -> None:
    dice = TypedDice([2, 1])
    messed = roll_pool(dice, Pool(base=1, stress=1, is_pc=True))
    with pytest.raises(RulesError):
        push_roll(Dice(seed=1), messed)
    npc = roll_pool(TypedDice([2]), Pool(base=1, is_pc=False))
    with pytest.raises(RulesError):
        push_roll(Dice(seed=1), npc)
    for kind in ("blast", "fire", "poison", "disease", "trap", "armor"):
        hazard = roll_pool(TypedDice([2, 3]), Pool(base=2, kind=kind, is_pc=True))
        assert not hazard.can_push
        with pytest.raises(RulesError):
            push_roll(Dice(seed=1), hazard)
    once = push_roll(TypedDice([3, 4]), roll_pool(TypedDice([2]), Pool(base=1, is_pc=True)))
    with pytest.raises(RulesError):
        push_roll(TypedDice([5, 5, 5]), once)


def test_build_pool_adds_gear_help_modifiers_and_never_goes_below_zero() -> None:
    pool = build_pool(3, 2, stress=1, gear_bonus=2, help_dice=1, modifier=-1, penalty=2)
    assert pool.base == 5 and pool.stress == 1
    assert build_pool(2, 0, stress=2, modifier=-5).base == 0
    assert build_pool(2, 0, stress=2, modifier=-5).stress == 2
    with pytest.raises(RulesError):
        build_pool(2, -1)


def test_hazard_kinds_take_no_stress_dice() -> None:
    assert build_pool(4, stress=3, kind="fire").stress == 0
    assert rating_pool(6, "blast") == Pool(base=6, stress=0, kind="blast")
    with pytest.raises(RulesError):
        rating_pool(3, "skill")
    with pytest.raises(RulesError):
        build_pool(1, kind="nonsense")


def test_broken_skill_roll_fails_without_rolling() -> None:
    dice = Dice(seed=3)
    roll = roll_pool(dice, Pool(base=6, stress=2, is_pc=True, broken=True))
    assert roll.automatic_failure and roll.successes == 0 and dice.faces == []
    with pytest.raises(RulesError):
        push_roll(dice, roll)


def test_record_keeps_every_face() -> None:
    roll = roll_pool(TypedDice([6, 6, 3, 1, 2]), Pool(base=3, stress=2))
    rec = roll.record("Mobility", typed=True)
    assert rec.total == 2 and rec.typed
    assert rec.faces_payload() == [[6, 6], [6, 6], [6, 3], [6, 1], [6, 2]]
    assert english(rec.text).startswith("base dice 6 6 3, stress dice 1 2; in all 2 successes")


def test_success_distribution_exact_values() -> None:
    assert success_distribution(0) == {0: Fraction(1)}
    assert success_distribution(1) == {0: Fraction(5, 6), 1: Fraction(1, 6)}
    assert success_distribution(2) == {0: Fraction(25, 36), 1: Fraction(10, 36), 2: Fraction(1, 36)}
    assert success_probability(3, 1) == Fraction(91, 216)
    assert success_probability(3, 0) == 1


def test_messup_probability_exact_values() -> None:
    assert messup_probability(0) == 0
    assert messup_probability(1) == Fraction(1, 6)
    assert messup_probability(2) == Fraction(11, 36)
    with pytest.raises(RulesError):
        messup_probability(-1)


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_success_distribution_matches_enumeration(n: int) -> None:
    counts: dict[int, int] = {}
    for faces in product(range(1, 7), repeat=n):
        k = sum(1 for f in faces if f == 6)
        counts[k] = counts.get(k, 0) + 1
    assert success_distribution(n) == {k: Fraction(c, 6**n) for k, c in counts.items()}


@given(st.integers(0, 30))
@settings(max_examples=40)
def test_success_distribution_sums_to_one(n: int) -> None:
    dist = success_distribution(n)
    assert sum(dist.values()) == 1
    assert set(dist) == set(range(n + 1))
    assert 0 <= messup_probability(n) < 1


@given(st.integers(0, 8), st.integers(0, 5), st.booleans(), st.integers(0, 10_000))
@settings(max_examples=60)
def test_seeded_roll_and_typed_faces_agree(base: int, stress: int, push: bool, seed: int) -> None:
    pool = Pool(base=base, stress=stress, is_pc=True)
    dice = Dice(random.Random(seed))
    roll = roll_pool(dice, pool)
    if push and roll.can_push:
        roll = push_roll(dice, roll)
    again = Dice(random.Random(seed))
    first = roll_pool(again, pool)
    if push and first.can_push:
        first = push_roll(again, first)
    assert first == roll
    typed = TypedDice(f.value for f in roll.faces)
    replay = roll_pool(typed, pool)
    if push and replay.can_push:
        replay = push_roll(typed, replay)
    typed.check_used_up()
    assert replay.successes == roll.successes and replay.walkers == roll.walkers
    assert 0 <= roll.successes <= base + stress + (1 if roll.pushed else 0)
