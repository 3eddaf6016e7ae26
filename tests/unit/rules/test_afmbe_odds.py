"""Exact odds of afmbe tasks: natural 10 and 1 per preset, success levels, totals."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.afmbe import (
    chance_at_least,
    die_at_least,
    die_chance,
    success_level_distribution,
    total_distribution,
    total_odds,
)
from app.rules.afmbe.task import roll_die
from app.rules.dice import DiceError, TypedDice

PRESETS = ("norms", "unisystem")


def enumerate_die(preset: str, depth: int) -> dict[int, Fraction]:
    """Walk every sequence of faces roll_die can ask for, up to ``depth`` faces (exact leaves)."""
    out: dict[int, Fraction] = {}
    pending: list[tuple[int, ...]] = [(f,) for f in range(1, 11)]
    while pending:
        prefix = pending.pop()
        try:
            result = roll_die(TypedDice(prefix), preset)
        except DiceError:
            if len(prefix) < depth:
                pending.extend(prefix + (f,) for f in range(1, 11))
            continue
        out[result.value] = out.get(result.value, Fraction(0)) + Fraction(1, 10 ** len(prefix))
    return out


def test_norms_die_is_finite_and_matches_every_path():
    walked = enumerate_die("norms", 2)
    assert sum(walked.values()) == 1
    assert walked == {v: die_chance(v, "norms") for v in walked}
    # natural 10 then one d10: 11..20; natural 1 then minus one d10: 0..-9 — each 1/100
    assert die_chance(20, "norms") == Fraction(1, 100)
    assert die_chance(-9, "norms") == Fraction(1, 100)
    assert die_chance(10, "norms") == 0 and die_chance(1, "norms") == 0
    assert die_chance(21, "norms") == 0


def test_unisystem_closed_form_matches_every_path_walked():
    walked = enumerate_die("unisystem", 5)
    for value, p in walked.items():
        assert die_chance(value, "unisystem") == p, value
    # what the walk could not finish is exactly the chance of needing a sixth face
    assert 1 - sum(walked.values()) == Fraction(2, 10**5)


def test_unisystem_spot_values():
    # 10 then 1-5: the die stays 10 (5/100); 10, 10, then 1-5: 15 (5/1000)
    assert die_chance(10, "unisystem") == Fraction(5, 100)
    assert die_chance(15, "unisystem") == Fraction(5, 1000)
    assert die_chance(13, "unisystem") == Fraction(1, 100)  # 10 then 8
    # 1 then 5-10: the 1 stays (6/100); 1 then 4: −1; 1, 1, then 5-10: −5; 1, 1, 2: −8
    assert die_chance(1, "unisystem") == Fraction(6, 100)
    assert die_chance(-1, "unisystem") == Fraction(1, 100)
    assert die_chance(-5, "unisystem") == Fraction(6, 1000)
    assert die_chance(-8, "unisystem") == Fraction(1, 1000)
    assert die_chance(-4, "unisystem") == 0 and die_chance(0, "unisystem") == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_tails_agree_with_points(preset):
    for k in range(-30, 40):
        assert die_at_least(k, preset) - die_at_least(k + 1, preset) == die_chance(k, preset)
    # below −1000 (unisystem): the natural 1, two hundred more 1s (−1000), then a 1-4: 4/10^202
    assert die_at_least(-1000, preset) == 1 - (Fraction(4, 10**202) if preset == "unisystem" else 0)


def test_norms_success_levels_with_bonus_zero():
    dist = success_level_distribution(0, "norms")
    # d10 alone: 9 → level 1 (1/10); 10 becomes 11-20: 11-12 → 2, 13-14 → 3, 15-16 → 4, 17-20 → 5
    assert dist == {0: Fraction(8, 10), 1: Fraction(1, 10), 2: Fraction(2, 100), 3: Fraction(2, 100),
                    4: Fraction(2, 100), 5: Fraction(4, 100), 6: Fraction(0), 7: Fraction(0)}


@settings(max_examples=60, deadline=None)
@given(bonus=st.integers(-40, 40), preset=st.sampled_from(PRESETS), difficulty=st.integers(3, 20),
       cap=st.integers(0, 7))
def test_success_levels_sum_to_one(bonus, preset, difficulty, cap):
    dist = success_level_distribution(bonus, preset, difficulty=difficulty, cap=cap)
    assert sorted(dist) == list(range(8))
    assert sum(dist.values()) == 1
    assert all(p >= 0 for p in dist.values())
    assert all(dist[level] == 0 for level in range(cap + 1, 8))


@settings(max_examples=40, deadline=None)
@given(bonus=st.integers(-30, 30), preset=st.sampled_from(PRESETS), low=st.integers(-40, 40),
       width=st.integers(0, 30))
def test_total_window_and_tails_sum_to_one(bonus, preset, low, width):
    odds = total_odds(bonus, preset, low, low + width)
    assert sum(odds.points.values()) + odds.below + odds.above == 1
    assert odds.at_least(low + width) == chance_at_least(low + width, bonus, preset)


def test_norms_total_distribution_is_whole():
    dist = total_distribution(5, "norms")
    assert sum(dist.values()) == 1
    assert min(dist) == -4 and max(dist) == 25


def test_unisystem_level_bands_against_walked_paths():
    walked = enumerate_die("unisystem", 5)
    dist = success_level_distribution(0, "unisystem")
    # level 1 is a total of 9 or 10; level 6 a total of 21-23 (10, 10, 10, then 6-8)
    assert dist[1] == walked[9] + walked[10]
    assert dist[6] == walked[21] + walked[22] + walked[23]
    assert dist[6] == Fraction(3, 10**4)


def test_unisystem_total_distribution_needs_bounds():
    with pytest.raises(ValueError):
        total_distribution(0, "unisystem")
    assert total_distribution(0, "unisystem", 9, 10) == {9: Fraction(1, 10), 10: Fraction(5, 100)}
