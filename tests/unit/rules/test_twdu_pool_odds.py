"""twdu pool odds in whole numbers (app.rules.twdu.pool_odds) against every face of small pools."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.twdu.pool import (
    Pool,
    push_roll,
    pushed_pool_distribution,
    roll_pool,
    roll_typed,
    success_distribution,
)
from app.rules.twdu.pool_odds import reroll_counts, six_counts, swarm_round_odds
from app.rules.twdu.swarm import swarm_round_odds as application_swarm_round_odds

FACES = range(1, 7)


def faces_text(faces) -> str:
    return " ".join(map(str, faces))


@cache
def fresh_roll(base: int, stress: int) -> dict[tuple[int, bool], Fraction]:
    """Every roll of ``base`` base and ``stress`` stress dice: (sixes, a walker showing) → chance."""
    counts = Counter()
    for faces in product(FACES, repeat=base + stress):
        counts[(faces.count(6), 1 in faces[base:])] += 1
    return {key: Fraction(n, 6 ** (base + stress)) for key, n in counts.items()}


def pushed_by_faces(base: int, stress: int) -> dict[tuple[int, bool], Fraction]:
    """Every first roll, pushed whenever it may be; the push's dice walked face by face."""
    out: Counter = Counter()
    for faces in product(FACES, repeat=base + stress):
        p = Fraction(1, 6 ** (base + stress))
        sixes, walker = faces.count(6), 1 in faces[base:]
        if walker:
            out[(sixes, True)] += p
            continue
        again = fresh_roll(base - faces[:base].count(6), stress - faces[base:].count(6) + 1)
        for (extra, walker_again), q in again.items():
            out[(sixes + extra, walker_again)] += p * q
    return dict(out)


def pushed_by_the_rules(base: int, stress: int) -> dict[tuple[int, bool], Fraction]:
    """The same, each roll and each push made by the application's own roll_typed and push_roll."""
    pool = Pool(base=base, stress=stress, is_pc=True)
    out: Counter = Counter()
    for faces in product(FACES, repeat=base + stress):
        roll = roll_typed(faces_text(faces), pool) if faces else roll_pool(TypedDice([]), pool)
        p = Fraction(1, 6 ** (base + stress))
        if not roll.can_push:
            out[(roll.successes, roll.messed_up)] += p
            continue
        rerolled = sum(1 for f in faces if f != 6) + 1  # every die but the 6s (no walker here), one more
        for again in product(FACES, repeat=rerolled):
            pushed = push_roll(TypedDice(again), roll)
            out[(pushed.successes, pushed.messed_up)] += p / 6**rerolled
    return dict(out)


@pytest.mark.parametrize(("base", "stress"), [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2)])
def test_pushed_pool_equals_every_roll_and_push_of_the_rules(base, stress):
    assert pushed_pool_distribution(base, stress) == pushed_by_the_rules(base, stress)


@pytest.mark.parametrize(("base", "stress"), [(3, 0), (2, 1), (1, 2), (0, 3), (3, 1), (2, 2), (1, 3), (4, 1)])
def test_pushed_pool_equals_every_face_of_larger_pools(base, stress):
    dist = pushed_pool_distribution(base, stress)
    assert dist == pushed_by_faces(base, stress)
    assert sum(dist.values()) == 1 and all(dist.values())


def test_a_push_of_one_base_die_spot_values():
    # one base die, no stress: the roll is always pushed (no walker can show); the new stress die
    # shows a 6 (1/6), a walker (1/6) or neither (4/6)
    dist = pushed_pool_distribution(1, 0)
    six, walker, blank, miss = Fraction(1, 6), Fraction(1, 6), Fraction(4, 6), Fraction(5, 6)
    assert dist[(2, False)] == six * six + miss * six * six  # kept 6 and a 6; or two 6s rolled again
    assert dist[(1, False)] == six * blank + miss * (six * blank + miss * six) == Fraction(23, 72)
    assert dist[(0, True)] == miss * miss * walker  # no 6 at all, a walker on the new die
    assert dist[(1, True)] == six * walker + miss * six * walker
    assert dist[(0, False)] == miss * miss * blank
    assert len(dist) == 5


@pytest.mark.parametrize(("base", "stress"), [(0, 0), (2, 0), (0, 2), (2, 2), (3, 1)])
def test_reroll_counts_are_the_rolls_with_and_without_a_walker(base, stress):
    clean, messed = reroll_counts(base, stress)
    whole = 6 ** (base + stress)
    fresh = fresh_roll(base, stress)
    assert {k: Fraction(c, whole) for k, c in enumerate(clean) if c} == {k: p for (k, w), p in fresh.items() if not w}
    assert {k: Fraction(c, whole) for k, c in enumerate(messed) if c} == {k: p for (k, w), p in fresh.items() if w}


@pytest.mark.parametrize("dice", range(6))
def test_six_counts_and_success_distribution_equal_every_face(dice):
    counts = Counter(faces.count(6) for faces in product(FACES, repeat=dice))
    assert six_counts(dice) == tuple(counts[k] for k in range(dice + 1))
    assert success_distribution(dice) == {k: Fraction(counts[k], 6**dice) for k in range(dice + 1)}


def test_success_distribution_is_a_new_dict_each_call():
    first = success_distribution(4)
    first[0] = Fraction(1)
    assert success_distribution(4)[0] == Fraction(625, 1296)


@pytest.mark.parametrize("dice", range(5))
def test_swarm_round_equals_every_face(dice):
    for threat in range(0, 9):
        for free in range(0, 3):
            expected = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0)}
            for faces in product(FACES, repeat=dice):
                total = faces.count(6) + free
                key = "win" if total >= threat else ("almost" if 2 * total >= threat else "lose")
                expected[key] += Fraction(1, 6**dice)
            assert swarm_round_odds(dice, threat, free) == expected, (threat, free)
            assert application_swarm_round_odds([dice, 0], threat, free) == expected


def test_negative_dice_are_refused():
    for call in (lambda: six_counts(-1), lambda: pushed_pool_distribution(2, -1), lambda: reroll_counts(-1, 0)):
        with pytest.raises(RulesError, match="cannot be negative"):
            call()
    with pytest.raises(RulesError, match="cannot be negative"):
        application_swarm_round_odds([3, -1], 4)
