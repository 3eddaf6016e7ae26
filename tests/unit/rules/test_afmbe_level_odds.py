"""AFMBE success levels in whole numbers (app.rules.afmbe.level_odds) against every roll of the die."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.afmbe.level_odds import norms_at_least, success_levels, unisystem_at_least
from app.rules.afmbe.levels import success_level_against
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.task import roll_die
from app.rules.base import RulesError
from app.rules.dice import DiceError, TypedDice

DEPTH = 5  # faces walked; only 10,10,10,10,10 and 1,1,1,1,1 are left unfinished


def walk(preset: str) -> tuple[dict[int, Fraction], Fraction]:
    """Every finished sequence of faces roll_die asks for (up to DEPTH), the die's value → chance,
    and the chance left on each of the two unfinished chains."""
    values: dict[int, Fraction] = {}
    left = Fraction(0)
    pending = [(f,) for f in range(1, 11)]
    while pending:
        prefix = pending.pop()
        try:
            value = roll_die(TypedDice(prefix), preset).value
        except DiceError:
            if len(prefix) < DEPTH:
                pending.extend(prefix + (f,) for f in range(1, 11))
            else:
                left = Fraction(1, 10**DEPTH)
            continue
        values[value] = values.get(value, Fraction(0)) + Fraction(1, 10 ** len(prefix))
    return values, left


def walked_levels(preset: str, bonus: int, difficulty: int, cap: int) -> dict[int, Fraction]:
    values, left = walk(preset)
    out = {level: Fraction(0) for level in range(8)}
    for value, p in values.items():
        out[success_level_against(value + bonus, difficulty, cap)] += p
    # the chain of 10s is past 30 (every level reached), the chain of 1s under −20 (a failure)
    out[success_level_against(30 + bonus, difficulty, cap)] += left
    out[success_level_against(-20 + bonus, difficulty, cap)] += left
    return out


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
@pytest.mark.parametrize("cap", [7, 2, 0])
def test_levels_equal_every_roll_of_the_die(preset, cap):
    for bonus in range(-3, 14):  # bonus + 9 − difficulty ≥ −6: the chain of 10s past 30 is at the top
        for difficulty in (9, 7, 12):
            expected = walked_levels(preset, bonus, difficulty, cap)
            got = success_levels(bonus, preset, difficulty=difficulty, cap=cap)
            assert got == expected, (bonus, difficulty)
            assert list(got) == list(range(8)) and sum(got.values()) == 1
            assert success_level_distribution(bonus, preset, difficulty=difficulty, cap=cap) == expected


def test_tails_are_counts_of_the_rolls():
    norms, _ = walk("norms")
    for k in range(-12, 24):
        assert Fraction(norms_at_least(k), 100) == sum((p for v, p in norms.items() if v >= k), Fraction(0)), k
    uni, left = walk("unisystem")
    for k in range(-12, 24):
        count, e = unisystem_at_least(k)
        assert Fraction(count, 10**e) == sum((p for v, p in uni.items() if v >= k), Fraction(0)) + left, k


def test_a_plain_task_spot_values():
    # bonus 0 against 9 (norms): a 9 (10 in 100) or a natural 10 (11-20, 10 in 100) succeeds
    levels = success_levels(0, "norms")
    assert 1 - levels[0] == Fraction(20, 100)
    assert levels[1] == Fraction(1, 10)  # a 9 only: a natural 10 goes on to 11-20
    assert levels[2] == Fraction(2, 100)  # 10 + 1, 10 + 2
    # unisystem, bonus 0: 10, 10, 10, then 9: 10 + 5 + 5 + 4 = 24, Mind-boggling
    assert success_levels(0, "unisystem")[7] == Fraction(1, 1000) * Fraction(1, 10) + Fraction(1, 10**4)


def test_an_unknown_preset_is_refused():
    with pytest.raises(RulesError, match="Unknown preset"):
        success_levels(3, "gurps")
