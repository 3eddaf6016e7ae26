"""Exact odds of d6 pools (twdu), worked out in whole numbers: counts of equally likely faces.

A pool of ``n`` d6 has 6ⁿ equally likely rolls, so every chance of a pool is a count of rolls over
6ⁿ.  The counts are whole numbers (``comb(n, k)·5ⁿ⁻ᵏ`` rolls show exactly ``k`` sixes), added up
with Python's integers and turned into a :class:`Fraction` once, at the end: the same exact
chances as a sum of Fractions, without reducing a fraction at every step.  The rows of counts
depend on the pool's size only, and are kept (:func:`functools.lru_cache`) once worked out.

* :func:`six_counts` — the rolls of ``n`` dice with each number of sixes;
* :func:`swarm_round_odds` — a swarm round's chances of winning, almost making it and losing;
* :func:`reroll_counts` — ``base`` base dice and ``stress`` stress dice rolled afresh: the rolls
  with each number of sixes, without and with a walker (a 1 on a stress die);
* :func:`pushed_pool_distribution` — a player character's roll with stress dice, pushed whenever
  the rules let it (no walker): the chance of each (successes, messed up) of the final roll;
* :func:`push_if_failed` — the same roll pushed only when it fails: its chance of success and of
  a mess-up in the end, shown before the roll.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

NEGATIVE = QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative.")

#: the largest pool whose rows are kept; a bigger one is worked out every time
CACHED_DICE = 256


def _check(*counts: int) -> None:
    if min(counts, default=0) < 0:
        raise RulesError(NEGATIVE)


@lru_cache(maxsize=CACHED_DICE)
def _six_counts(n: int) -> tuple[int, ...]:
    return tuple(comb(n, k) * 5 ** (n - k) for k in range(n + 1))


def six_counts(n: int) -> tuple[int, ...]:
    """How many of the 6ⁿ rolls of ``n`` d6 show exactly k sixes, for k in 0..n."""
    _check(n)
    return _six_counts(n) if n <= CACHED_DICE else _six_counts.__wrapped__(n)


@lru_cache(maxsize=CACHED_DICE)
def _six_distribution(n: int) -> dict[int, Fraction]:
    whole = 6**n
    return {k: Fraction(c, whole) for k, c in enumerate(_six_counts(n))}


def success_distribution(n: int) -> dict[int, Fraction]:
    """The exact chance of each number of sixes among ``n`` d6 (a new dict each call)."""
    _check(n)
    if n > CACHED_DICE:
        whole = 6**n
        return {k: Fraction(c, whole) for k, c in enumerate(_six_counts.__wrapped__(n))}
    return dict(_six_distribution(n))


def swarm_round_odds(dice: int, swarm_threat: int, free_successes: int = 0) -> dict[str, Fraction]:
    """The exact chances that ``dice`` d6 in all, plus ``free_successes``, reach ``swarm_threat``
    sixes (``"win"``), reach half of it (``"almost"``) or fall short (``"lose"``)."""
    counts = six_counts(dice)
    # the fewest sixes that win, and the fewest that almost make it (2·total ≥ threat)
    win_from = max(0, swarm_threat - free_successes)
    almost_from = min(win_from, max(0, -(-swarm_threat // 2) - free_successes))
    lose = sum(counts[:almost_from])
    almost = sum(counts[almost_from:win_from])
    win = sum(counts[win_from:])
    whole = 6**dice
    return {"win": Fraction(win, whole), "almost": Fraction(almost, whole), "lose": Fraction(lose, whole)}


def _poly_power(base: int, n: int) -> list[int]:
    """The coefficients of (base + x)ⁿ: rolls of n dice with k sixes, each other face one of ``base``."""
    return [comb(n, k) * base ** (n - k) for k in range(n + 1)]


@lru_cache(maxsize=1024)
def _reroll_counts(base: int, stress: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    # without a walker a stress die shows 6 or one of 2-5; with walkers allowed, 6 or one of 1-5
    clean_stress = _poly_power(4, stress)
    base_row = _six_counts(base)
    clean = [0] * (base + stress + 1)
    for j, cj in enumerate(base_row):
        for i, ci in enumerate(clean_stress):
            clean[i + j] += cj * ci
    every = _six_counts(base + stress)
    return tuple(clean), tuple(a - c for a, c in zip(every, clean, strict=True))


def reroll_counts(base: int, stress: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Of the 6^(base + stress) rolls of ``base`` base and ``stress`` stress dice, how many show k
    sixes and no walker (the first row) and k sixes and at least one walker (the second)."""
    _check(base, stress)
    return _reroll_counts(base, stress)


def pushed_pool_distribution(base: int, stress: int) -> dict[tuple[int, bool], Fraction]:
    """The exact chance of each (successes, messed up) of a player character's roll of ``base``
    base dice and ``stress`` stress dice that is pushed whenever it may be (no walker showing):
    the 6s stay, every other die is rolled again with one more stress die.

    A roll with a walker stands as it is (a messed-up roll cannot be pushed).  Only the outcomes
    that can happen are keys; the chances sum to 1.
    """
    _check(base, stress)
    # the first roll: base dice with j sixes (counts over 6^base) …
    base_row = _six_counts(base)
    # … and stress dice with i sixes, without a walker (2-5 on the others) or with one
    clean_stress = _poly_power(4, stress)
    every_stress = _poly_power(5, stress)
    # every chance is a count over 6^(base+stress) · 6^(base+stress+1): the first roll, then the
    # longest push; a shorter push's counts are scaled up by 6 for each die it does not roll
    first, pushed = base + stress, base + stress + 1
    scale = 6**pushed
    clean_out = [0] * (first + pushed + 1)
    messed_out = [0] * (first + pushed + 1)
    for j, cj in enumerate(base_row):
        for i in range(stress + 1):
            clean_first = cj * clean_stress[i]
            walker_first = cj * every_stress[i] - clean_first
            kept = i + j
            if walker_first:
                messed_out[kept] += walker_first * scale
            if not clean_first:
                continue
            again_clean, again_messed = _reroll_counts(base - j, stress - i + 1)
            weight = clean_first * 6**kept  # the push rolls every die but the kept ones
            for extra, c in enumerate(again_clean):
                if c:
                    clean_out[kept + extra] += weight * c
            for extra, c in enumerate(again_messed):
                if c:
                    messed_out[kept + extra] += weight * c
    whole = 6**first * scale
    out: dict[tuple[int, bool], Fraction] = {}
    for k in range(len(clean_out)):
        if clean_out[k]:
            out[(k, False)] = Fraction(clean_out[k], whole)
        if messed_out[k]:
            out[(k, True)] = Fraction(messed_out[k], whole)
    return out


def push_if_failed(base: int, stress: int) -> tuple[Fraction, Fraction]:
    """The chances of a success and of a mess-up of a player character's roll of ``base`` base dice
    and ``stress`` stress dice that is pushed when it fails without a walker ("you can push the
    roll … roll again all dice that did not show a 6 or a 1 on a stress die", one more stress die).

    A failure with no walker rerolls every die, ``base + stress + 1`` of them, ``stress + 1`` stress.
    """
    _check(base, stress)
    n = base + stress
    clean_fail = Fraction(5**base * 4**stress, 6**n)
    success = 1 - Fraction(5**n, 6**n) + clean_fail * (1 - Fraction(5 ** (n + 1), 6 ** (n + 1)))
    messup = 1 - Fraction(5**stress, 6**stress) + clean_fail * (1 - Fraction(5 ** (stress + 1), 6 ** (stress + 1)))
    return success, messup
