"""Exact odds of an All Flesh Must Be Eaten task, with each preset's natural 10 and 1.

The die of a task is a d10 whose 10 and 1 change it (README, afmbe):

* ``norms``: a natural 10 adds one more d10 (11-20), a natural 1 subtracts one (0 down to −9);
  the extra die does not chain.
* ``unisystem`` (text §3, rule of 10 and rule of 1): after a 10 roll again and add (roll − 5)
  when positive; a 10 adds 5 and rolls again.  After a 1 roll again: 5-10 leaves the 1; 4, 3, 2
  make the die −1, −2, −3; a 1 makes it −5 and rolls again, each further roll adding −1, −2,
  −3 or −5 the same way.

The unisystem chains have no end, yet every value of the die has exactly one way to happen, so
each chance is a closed form in powers of 1/10; so are the tails ("the die is at least k"),
which are the sums of the geometric series.  Everything is an exact :class:`Fraction`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from app.rules.afmbe.level_odds import success_levels
from app.rules.afmbe.levels import DEFAULT_DIFFICULTY, MAX_LEVEL
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

PRESETS = ("norms", "unisystem")

_TENTH = Fraction(1, 10)
# unisystem, after a natural 10: the roll that ends the chain adds 0 (faces 1-5) or 1-4 (6-9)
_TEN_STOP_POINT = {0: Fraction(5, 10), 1: _TENTH, 2: _TENTH, 3: _TENTH, 4: _TENTH}
# ... and the chance that it adds at least r: 0 → 9/10 (any face but 10), r → faces 5+r..9
_TEN_STOP_TAIL = {0: Fraction(9, 10), 1: Fraction(4, 10), 2: Fraction(3, 10), 3: Fraction(2, 10),
                  4: Fraction(1, 10)}
# unisystem, after a natural 1: the roll that ends the chain subtracts 0 (5-10), 1-3 (4, 3, 2);
# the chance that it subtracts at least r (after at least one 1 when r is 0)
_ONE_STOP_TAIL = {0: Fraction(9, 10), 1: Fraction(3, 10), 2: Fraction(2, 10), 3: Fraction(1, 10),
                  4: Fraction(0)}


def _check_preset(preset: str) -> None:
    if preset not in PRESETS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))


def die_chance(value: int, preset: str) -> Fraction:
    """The exact chance that the task die (natural 10 and 1 applied) comes out at ``value``."""
    _check_preset(preset)
    if 2 <= value <= 9:
        return _TENTH
    if preset == "norms":
        if 11 <= value <= 20 or -9 <= value <= 0:
            return Fraction(1, 100)
        return Fraction(0)
    if value >= 10:
        q, r = divmod(value - 10, 5)
        return _TENTH * _TENTH**q * _TEN_STOP_POINT[r]
    if value == 1:
        return _TENTH * Fraction(6, 10)
    if value == 0:
        return Fraction(0)
    q, r = divmod(-value, 5)
    if r == 4:
        return Fraction(0)
    if r == 0:  # −5q: q ones, then a face of 5-10
        return _TENTH * _TENTH**q * Fraction(6, 10)
    return _TENTH * _TENTH**q * _TENTH


def _uni_at_least_high(k: int) -> Fraction:
    """unisystem: the chance that the die is at least ``k`` (k ≥ 10)."""
    q, r = divmod(k - 10, 5)
    return _TENTH * (_TENTH ** (q + 1) + _TENTH**q * _TEN_STOP_TAIL[r])


def _uni_at_most_low(w: int) -> Fraction:
    """unisystem: the chance that the die is at most −w (w ≥ 1)."""
    q, r = divmod(w, 5)
    return _TENTH * (_TENTH ** (q + 1) + _TENTH**q * _ONE_STOP_TAIL[r])


def die_at_least(k: int, preset: str) -> Fraction:
    """The exact chance that the task die is ``k`` or more (a closed form for unisystem)."""
    _check_preset(preset)
    if preset == "norms":
        return sum((die_chance(v, preset) for v in range(max(k, -9), 21)), Fraction(0))
    if k >= 10:
        return _uni_at_least_high(k)
    if k <= 0:
        return 1 - _uni_at_most_low(1 - k)
    return _uni_at_least_high(10) + sum((die_chance(v, preset) for v in range(k, 10)), Fraction(0))


def total_chance(total: int, bonus: int, preset: str) -> Fraction:
    """The exact chance that d10 + ``bonus`` comes out at ``total``."""
    return die_chance(total - bonus, preset)


def chance_at_least(target: int, bonus: int, preset: str) -> Fraction:
    """The exact chance that d10 + ``bonus`` reaches ``target`` (e.g. a difficulty)."""
    return die_at_least(target - bonus, preset)


@dataclass(frozen=True)
class TotalOdds:
    """The exact distribution of a task total, seen through a window.

    ``points`` holds the chance of every total from ``low`` to ``high``; ``below`` and
    ``above`` the chance of a total under ``low`` and over ``high``.  The three sum to 1.
    """

    low: int
    high: int
    points: Mapping[int, Fraction]
    below: Fraction
    above: Fraction

    def at_least(self, target: int) -> Fraction:
        if target > self.high:
            raise ValueError(target)
        if target <= self.low:
            return 1 - self.below
        return sum((p for t, p in self.points.items() if t >= target), Fraction(0)) + self.above


def total_odds(bonus: int, preset: str, low: int, high: int) -> TotalOdds:
    """The exact distribution of d10 + ``bonus`` for totals ``low``..``high``, with both tails."""
    if high < low:
        raise ValueError((low, high))
    points = {t: total_chance(t, bonus, preset) for t in range(low, high + 1)}
    below = 1 - chance_at_least(low, bonus, preset)
    above = chance_at_least(high + 1, bonus, preset)
    return TotalOdds(low, high, points, below, above)


def total_distribution(bonus: int, preset: str, low: int | None = None,
                       high: int | None = None) -> dict[int, Fraction]:
    """The exact chance of each total of d10 + ``bonus``.

    For ``norms`` the totals are finite and, without bounds, the whole distribution is given
    (it sums to 1).  The ``unisystem`` totals run without end both ways: give ``low`` and
    ``high`` (or use :func:`total_odds`, which also gives the tails).
    """
    _check_preset(preset)
    if preset == "norms":
        lo = bonus - 9 if low is None else low
        hi = bonus + 20 if high is None else high
    else:
        if low is None or high is None:
            raise ValueError("unisystem totals are unbounded: give low and high")
        lo, hi = low, high
    return {t: p for t in range(lo, hi + 1) if (p := total_chance(t, bonus, preset))}


def success_level_distribution(bonus: int, preset: str, *, difficulty: int = DEFAULT_DIFFICULTY,
                               cap: int = MAX_LEVEL) -> dict[int, Fraction]:
    """The exact chance of each success level 0-7 of d10 + ``bonus`` against 9.

    Against another ``difficulty`` the bands move with it; ``cap`` folds the levels above it into
    the cap (an unskilled unisystem test stops at 2).  Every level 0-7 is a key; the values sum
    to exactly 1.
    """
    # the tails' differences in whole numbers over a power of ten (level_odds), one Fraction a level
    return success_levels(bonus, preset, difficulty=difficulty, cap=cap)


def chance_of_success(bonus: int, preset: str, difficulty: int = DEFAULT_DIFFICULTY) -> Fraction:
    """The exact chance of at least one success level."""
    return chance_at_least(difficulty, bonus, preset)
