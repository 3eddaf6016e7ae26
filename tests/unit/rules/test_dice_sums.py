"""Exact odds of dice expressions as whole-number counts (app.rules.sums): the same distribution as
adding the dice one by one in fractions, for any small expression; a hundred dice of a thousand
faces against a closed form; work that is given up stops at once; the limits of an expression."""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.dice import (
    LIMIT_MESSAGE,
    NUMBER_MESSAGE,
    SPREAD_MESSAGE,
    DiceError,
    convolve,
    parse_expression,
    scale,
    sum_of_dice,
)
from app.rules.sums import Cancelled, cost, sum_counts


def by_fractions(expression) -> dict[int, Fraction]:
    """The distribution the plain way: each term's dice in fractions, convolved one by one."""
    dist = {0: Fraction(1)}
    for t in expression.terms:
        if t.count:
            term = scale(sum_of_dice(t.count, t.sides), t.sign * t.multiplier)
        else:
            term = {t.sign * t.constant * t.multiplier: Fraction(1)}
        dist = convolve(dist, term)
    return {v: p for v, p in dist.items() if p}


def at_least_closed_form(n: int, sides: int, total: int) -> Fraction:
    """P(n dice of ``sides`` faces total ``total`` or more), by inclusion and exclusion."""
    room = total - 1 - n  # the dice less one each may add up to this and stay below ``total``
    below = sum((-1) ** k * comb(n, k) * comb(room - k * sides + n, n) for k in range(n + 1) if room - k * sides >= 0)
    return 1 - Fraction(below, sides**n)


TERM = st.one_of(
    st.tuples(st.integers(1, 4), st.integers(1, 8), st.sampled_from(["", "×2", "×3", "×STR", "×NEG", "×ZERO"])).map(
        lambda t: f"{t[0]}d{t[1]}{t[2]}"
    ),
    st.integers(0, 20).map(str),
    st.sampled_from(["STR", "NEG", "STR+2"]),
)
VARIABLES = {"STR": 3, "NEG": -2, "ZERO": 0}


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("+-"), TERM), min_size=1, max_size=4))
def test_counts_are_the_fraction_convolution(terms):
    text = "".join(sign + term for sign, term in terms)
    try:
        expression = parse_expression(text, VARIABLES)
    except DiceError:  # "d4×STR+1d6": the multiplier reads STR+1, then "d6" is left over
        assert re.search(r"×[A-Z]+[+-]\d", text)
        return
    exact = by_fractions(expression)
    counts = expression.counts()
    assert counts.distribution() == exact
    assert (expression.minimum, expression.maximum) == (min(exact), max(exact)) == (counts.low, counts.high)
    assert expression.mean == counts.mean() == sum(v * p for v, p in exact.items())
    for total in range(min(exact) - 1, max(exact) + 2):
        assert counts.at_least(total) == sum((p for v, p in exact.items() if v >= total), Fraction(0))


def test_a_hundred_dice_of_a_thousand_faces_are_exact():
    expression = parse_expression("100d1000")
    counts = expression.counts()
    assert (counts.low, counts.high, expression.mean) == (100, 100_000, Fraction(50_050))
    assert counts.at_least(100) == 1
    assert counts.at_least(100_000) == Fraction(1, 1000**100)
    for total in (50_050, 51_000, 99_000):
        assert counts.at_least(total) == at_least_closed_form(100, 1000, total)
    assert sum(counts.counts) == counts.weight == 1000**100


def test_forty_d100_against_the_closed_form():
    counts = parse_expression("40d100").counts()
    for total in (40, 1000, 2020, 2021, 3999, 4000):
        assert counts.at_least(total) == at_least_closed_form(40, 100, total)


def test_work_given_up_stops_at_the_next_chunk():
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):
        sum_counts([(1000, 1)] * 100, 0, cancelled)
    assert len(asked) == 4  # no more work after it said so


def test_the_cost_grows_with_the_work():
    assert cost([]) == 0
    assert cost([(6, 1)] * 3) < cost([(100, 1)] * 40) < cost([(1000, 1)] * 100)
    # the costliest expression within the limits stays a bounded amount of work
    assert cost([(1000, 1)] * 100) < 6_000_000
    assert cost([(2, 1000)] * 100) < 7_000_000


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("101d6", LIMIT_MESSAGE),
        ("60d6+41d6", LIMIT_MESSAGE),
        ("1000d1000", LIMIT_MESSAGE),
        ("d1001", LIMIT_MESSAGE),
        ("d6×100000", SPREAD_MESSAGE),
        ("60d1000+40d1000×2", SPREAD_MESSAGE),
        ("d6×9999999999", NUMBER_MESSAGE),
        ("1" * 5000, NUMBER_MESSAGE),
        ("5×100000×100000", NUMBER_MESSAGE),
    ],
)
def test_expressions_beyond_the_limits_are_refused(text, message):
    with pytest.raises(DiceError) as err:
        parse_expression(text)
    assert str(err.value) == message


@pytest.mark.parametrize("text", ["100d1000", "50d6+50d6", "d1000×100", "d4×STR", "3d6+99999", "d100×1000-5"])
def test_expressions_within_the_limits_are_read(text):
    assert parse_expression(text, {"STR": 4}).terms
