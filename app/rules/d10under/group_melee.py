"""Exact odds of one melee exchange that sets one fighter against several.

Rule text, section 2: "For example, a player with Agility 6 fights 3 zombies.  The player rolled
4, 6 and 9, the zombies with Agility 2 rolled 1, 8 and 9 (three values, because each zombie has 1
attack).  The player won, because at equal values his Agility is higher."

Each side shows its top die; a tie of top dice goes to the higher Agility among the fighters of
each side who rolled that top face (each fighter keeps its own Agility), and at equal Agility the
exchange is rolled again (rules README) until one side wins.  A side without a single attack
shows no die and loses.

For a side, P(top = m and the best Agility among those who rolled m is g) is worked out exactly:
fighters more agile than g all below m, at least one fighter of Agility g at m (all at most m),
the less agile ones at most m.  With k dice, P(a fighter's top ≤ m) = (m/10)^k.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from app.rules.d10under import exchange_odds
from app.rules.d10under.checks import D10
from app.rules.d10under.melee import Fighter, Side, check_sides


def _at_most(fighter: Fighter, m: int) -> Fraction:
    """P(the fighter's top die ≤ m); a fighter without attacks counts as always below."""
    return Fraction(m, D10) ** fighter.attacks


def side_distribution(side: Sequence[Fighter]) -> dict[tuple[int, int], Fraction]:
    """The exact chance of each (top face, Agility deciding a tie) of one side's roll.  A side
    without any die shows (0, 0)."""
    out: dict[tuple[int, int], Fraction] = {}
    agilities = sorted({f.agility for f in side if f.attacks}, reverse=True)
    for m in range(1, D10 + 1):
        for g in agilities:
            above = [f for f in side if f.attacks and f.agility > g]
            level = [f for f in side if f.attacks and f.agility == g]
            below = [f for f in side if f.attacks and f.agility < g]
            p = Fraction(1)
            for f in above:
                p *= _at_most(f, m - 1)
            all_at_most = Fraction(1)
            all_under = Fraction(1)
            for f in level:
                all_at_most *= _at_most(f, m)
                all_under *= _at_most(f, m - 1)
            p *= all_at_most - all_under
            for f in below:
                p *= _at_most(f, m)
            if p:
                out[(m, g)] = p
    rest = 1 - sum(out.values(), Fraction(0))
    if rest:
        out[(0, 0)] = rest
    return out


def exchange_round_odds(side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> dict[str, Fraction]:
    """One roll of the exchange: the chance side a wins it, side b wins it, or it is rolled
    again (a tie of top faces at equal Agility).  Keys ``"a"``, ``"b"``, ``"again"``."""
    check_sides(side_a, side_b)
    return exchange_odds.round_odds(side_a, side_b)  # whole-number counts of rolls, compared sorted


def exchange_win_probability(side_a: Sequence[Fighter], side_b: Sequence[Fighter], side: Side = "a") -> Fraction:
    """The exact chance that ``side`` wins the whole exchange (ties at equal Agility rolled again)."""
    check_sides(side_a, side_b)
    return exchange_odds.win_probability(side_a, side_b, side)
