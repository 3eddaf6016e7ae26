"""Success levels of an All Flesh Must Be Eaten task, their exact chances in whole numbers.

The chance that the task die (natural 10 and 1 applied, :mod:`.odds`) is at least ``k`` is a
whole number of chances over a power of ten:

* ``norms``: the die is one d10, or two after a natural 10 or 1, so every chance is a count out
  of 100: 2-9 ten each, 11-20 and −9…0 one each (a 10 or a 1 is never the die's value).
* ``unisystem``: P(die ≥ k) for k ≥ 10 is (1 + t)/10^(q+2), with q, r = divmod(k − 10, 5) and t
  the tenths of the roll that ends the chain adding at least r (9, 4, 3, 2, 1); P(die ≤ −w) is
  (1 + t)/10^(q+2) with q, r = divmod(w, 5) and t the tenths of the roll after a 1 taking off at
  least r (9, 3, 2, 1, 0); between them 2-9 are a tenth each and 1 six hundredths.

A level's chance is the difference of two such tails: every tail is put over the largest power of
ten among them and each level becomes one :class:`Fraction` at the end, the same exact chances
as :func:`app.rules.afmbe.odds.die_at_least` summed in Fractions.
"""

from __future__ import annotations

from fractions import Fraction

from app.rules.afmbe.levels import DEFAULT_DIFFICULTY, LEVEL_THRESHOLDS, MAX_LEVEL
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: unisystem, tenths: after a natural 10 the roll ending the chain adds at least r (r = 0…4)
_TEN_TAIL = (9, 4, 3, 2, 1)
#: unisystem, tenths: after a natural 1 the next roll takes off at least r (r = 0…4; 0: a 1 again)
_ONE_TAIL = (9, 3, 2, 1, 0)


def norms_at_least(k: int) -> int:
    """Of 100 equally likely norms rolls, how many make the task die ``k`` or more."""
    low = max(0, 1 - max(k, -9))  # −9…0, one each
    middle = 10 * max(0, 10 - max(k, 2))  # 2…9, ten each
    high = max(0, 21 - max(k, 11))  # 11…20, one each
    return low + middle + high


def unisystem_at_least(k: int) -> tuple[int, int]:
    """The unisystem chance that the task die is ``k`` or more, as (count, e): count / 10^e."""
    if k >= 10:
        q, r = divmod(k - 10, 5)
        return 1 + _TEN_TAIL[r], q + 2
    if k <= 0:
        q, r = divmod(1 - k, 5)
        return 10 ** (q + 2) - 1 - _ONE_TAIL[r], q + 2
    # 10 or more: 10 in 100; each of k…9 but 1: 10 in 100; a 1 (5-10 after it): 6 in 100
    return 10 + 10 * (10 - max(k, 2)) + (6 if k == 1 else 0), 2


def _reach(shift: int, preset: str) -> tuple[list[int], int]:
    """For each level 1-7, how many rolls reach it, over the returned whole number of rolls."""
    if preset == "norms":
        return [norms_at_least(th - shift) for th in LEVEL_THRESHOLDS], 100
    if preset != "unisystem":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    tails = [unisystem_at_least(th - shift) for th in LEVEL_THRESHOLDS]
    e = max(e for _, e in tails)
    return [count * 10 ** (e - own) for count, own in tails], 10**e


def success_levels(bonus: int, preset: str, *, difficulty: int = DEFAULT_DIFFICULTY,
                   cap: int = MAX_LEVEL) -> dict[int, Fraction]:
    """The exact chance of each success level 0-7 of d10 + ``bonus`` against ``difficulty``, the
    levels above ``cap`` folded into it; every level is a key and the chances sum to 1."""
    reach, whole = _reach(bonus + DEFAULT_DIFFICULTY - difficulty, preset)
    reach = [whole, *reach, 0]
    top = max(0, min(cap, MAX_LEVEL))
    out = {level: Fraction(reach[level] - reach[level + 1], whole) for level in range(top)}
    out[top] = Fraction(reach[top], whole)
    for level in range(top + 1, MAX_LEVEL + 1):
        out[level] = Fraction(0)
    return out
