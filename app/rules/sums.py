"""Exact odds of a sum of dice, fast enough for a hundred dice of a thousand faces.

A sum of dice is kept as whole-number counts (:class:`Counts`): ``counts[i]`` ways, out of
``weight`` (the product of the dice's faces), to total ``low + i``.  Adding one die of ``sides``
faces, where face ``f`` counts ``f × step``, is a sliding window over the counts (prefix sums, one
run for each residue class modulo ``|step|``), so it costs about the new length of the counts, not
that length times the faces; the loops run in C (``itertools.accumulate``, ``map``) over chunks of
:data:`CHUNK` counts, so a thread working it out lets the others run between chunks, and it asks
``cancelled`` between chunks so that work nobody wants any more stops at once.

:func:`cost` tells what the work costs before it starts, in cells (about one count written); the
dice dock works out at once what costs at most ``ODDS_BUDGET`` cells (app.services.odds) and
hands the rest to a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import accumulate
from operator import mul, sub

from app.rules.records import record

#: counts handled by one C loop: a fraction of a millisecond even with 1000-bit counts (100d1000)
CHUNK = 1024
#: the Python work of one die and of one residue class, in cells
DIE_COST = 40
CLASS_COST = 12

#: one die: (faces, step): face f counts f × step (a negative step counts down, 0 counts nothing)
Die = tuple[int, int]


class Cancelled(Exception):  # noqa: N818 - not an error: the work was given up
    """The work was given up: what it was for has changed."""


@record(frozen=True)
class Counts:
    """The exact distribution of a sum: ``counts[i]`` ways out of ``weight`` to total ``low + i``."""

    low: int
    counts: Sequence[int]
    weight: int

    @property
    def high(self) -> int:
        return self.low + len(self.counts) - 1

    def at_least(self, total: int) -> Fraction:
        """The exact chance of ``total`` or more."""
        start = max(0, total - self.low)
        ways = sum(sum(self.counts[i : i + CHUNK]) for i in range(start, len(self.counts), CHUNK))
        return Fraction(ways, self.weight)

    def mean(self) -> Fraction:
        ways = 0
        for i in range(0, len(self.counts), CHUNK):
            ways += sum(map(mul, range(self.low + i, self.low + i + CHUNK), self.counts[i : i + CHUNK]))
        return Fraction(ways, self.weight)

    def distribution(self) -> dict[int, Fraction]:
        """The chance of every total that can come up."""
        return {self.low + i: Fraction(c, self.weight) for i, c in enumerate(self.counts) if c}


def _check(cancelled: Callable[[], bool] | None) -> None:
    if cancelled is not None and cancelled():
        raise Cancelled


def _window(seq: list[int], sides: int, cancelled: Callable[[], bool] | None) -> list[int]:
    """``out[j]`` = the sum of ``seq[j - sides + 1 .. j]``, for j up to ``len(seq) + sides - 2``."""
    if sides == 1:
        return list(seq)
    length = len(seq) + sides - 1
    # shifted[k] = the prefix sum of seq through k - sides (0 before the start)
    shifted = [0] * sides
    carry = 0
    for start in range(0, len(seq), CHUNK):
        _check(cancelled)
        part = list(accumulate(seq[start : start + CHUNK], initial=carry))
        carry = part[-1]
        shifted.extend(part[1:])
    shifted.extend([carry] * (sides - 1))
    out: list[int] = []
    for start in range(0, length, CHUNK):
        _check(cancelled)
        out.extend(map(sub, shifted[start + sides : start + sides + CHUNK], shifted[start : start + CHUNK]))
    return out


def _add_die(counts: list[int], sides: int, stride: int, cancelled: Callable[[], bool] | None) -> list[int]:
    """The counts after adding a die whose faces count 0, stride, …, (sides - 1) × stride."""
    if stride == 1:
        return _window(counts, sides, cancelled)
    length = len(counts) + (sides - 1) * stride
    out = [0] * length
    for r in range(min(stride, len(counts))):
        _check(cancelled)
        out[r::stride] = _window(counts[r::stride], sides, cancelled)
    return out


def sum_counts(dice: Sequence[Die], shift: int = 0, cancelled: Callable[[], bool] | None = None) -> Counts:
    """The exact distribution of ``shift`` plus the dice.  Raises :class:`Cancelled` as soon as
    ``cancelled()`` says so (it is asked between chunks of work)."""
    low, counts, weight = shift, [1], 1
    for sides, step in dice:
        _check(cancelled)
        if step == 0 or sides == 1:  # the die always counts the same: a shift at most
            low += step
            continue
        stride = abs(step)
        low += stride if step > 0 else -stride * sides
        counts = _add_die(counts, sides, stride, cancelled)
        weight *= sides
    return Counts(low, counts, weight)


def cost(dice: Sequence[Die]) -> int:
    """What :func:`sum_counts` of these dice costs, in cells: about one count written each, plus
    the Python work of each die and each residue class (no dice: nothing)."""
    length, total = 1, 0
    for sides, step in dice:
        total += DIE_COST
        if step == 0 or sides == 1:
            continue
        stride = abs(step)
        total += CLASS_COST * min(stride, length)
        length += (sides - 1) * stride
        total += length
    return total


def spread(dice: Sequence[Die]) -> int:
    """How far apart the lowest and highest totals of these dice are."""
    return sum((sides - 1) * abs(step) for sides, step in dice)
