"""Exact odds of a melee exchange (d10-under, text section 2), worked out in whole numbers.

A side whose fighters roll ``K`` d10 in all has 10ᴷ equally likely rolls, so the chance of each
(top face, Agility deciding a tie) of the side is a count of rolls over 10ᴷ
(:func:`side_counts`, the same reading as :func:`~app.rules.d10under.group_melee.side_distribution`:
fighters more agile than g all below m, at least one fighter of Agility g at m, the less agile
ones at most m; with k dice a fighter has mᵏ rolls with its top die ≤ m).  The two sides' counts
are compared in one pass over the sorted states of one side; the exchange's chances are turned
into :class:`Fraction` once, at the end.  A side's counts depend on its fighters' (Agility,
attacks) only and are kept once worked out.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate

from app.rules.d10under.checks import D10
from app.rules.d10under.melee import Fighter

State = tuple[int, int]  # (top face, the Agility deciding a tie); (0, 0) for a side without dice


def _shape(side: Sequence[Fighter]) -> tuple[tuple[int, int], ...]:
    """A side as the odds see it: the (Agility, attacks) of each fighter with attacks, sorted."""
    return tuple(sorted((f.agility, f.attacks) for f in side if f.attacks))


@lru_cache(maxsize=512)
def _side_counts(shape: tuple[tuple[int, int], ...]) -> tuple[tuple[State, ...], tuple[int, ...], int]:
    dice = sum(k for _, k in shape)
    agilities = sorted({g for g, _ in shape}, reverse=True)
    states: list[State] = []
    counts: list[int] = []
    for m in range(1, D10 + 1):
        for g in agilities:
            count = 1
            all_at_most = all_under = 1
            for agility, k in shape:
                if agility > g:
                    count *= (m - 1) ** k
                elif agility == g:
                    all_at_most *= m**k
                    all_under *= (m - 1) ** k
                else:
                    count *= m**k
            count *= all_at_most - all_under
            if count:
                states.append((m, g))
                counts.append(count)
    whole = D10**dice
    rest = whole - sum(counts)
    if rest:
        states.insert(0, (0, 0))
        counts.insert(0, rest)
    order = sorted(range(len(states)), key=states.__getitem__)
    return tuple(states[i] for i in order), tuple(counts[i] for i in order), whole


def side_counts(side: Sequence[Fighter]) -> tuple[tuple[State, ...], tuple[int, ...], int]:
    """One side's states in increasing order, how many of its rolls show each, and how many rolls
    it has in all (10 to the number of its dice)."""
    return _side_counts(_shape(side))


def round_counts(side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> tuple[int, int, int, int]:
    """Of the rolls of both sides, how many side a wins, side b wins, are rolled again (a tie of
    top faces at equal Agility), and how many there are in all."""
    states_a, counts_a, whole_a = side_counts(side_a)
    states_b, counts_b, whole_b = side_counts(side_b)
    below_b = (0, *accumulate(counts_b))  # below_b[i]: side b's rolls under its i-th state
    a_wins = b_wins = 0
    for state, count in zip(states_a, counts_a, strict=True):
        under = bisect_left(states_b, state)
        over = bisect_right(states_b, state, lo=under)
        a_wins += count * below_b[under]
        b_wins += count * (whole_b - below_b[over])
    whole = whole_a * whole_b
    return a_wins, b_wins, whole - a_wins - b_wins, whole


def round_odds(side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> dict[str, Fraction]:
    """One roll of the exchange: the chances of ``"a"``, ``"b"`` and ``"again"``."""
    a_wins, b_wins, again, whole = round_counts(side_a, side_b)
    return {"a": Fraction(a_wins, whole), "b": Fraction(b_wins, whole), "again": Fraction(again, whole)}


def win_probability(side_a: Sequence[Fighter], side_b: Sequence[Fighter], side: str = "a") -> Fraction:
    """The chance that ``side`` wins the whole exchange, ties at equal Agility rolled again."""
    a_wins, b_wins, _, _ = round_counts(side_a, side_b)
    return Fraction({"a": a_wins, "b": b_wins}[side], a_wins + b_wins)
