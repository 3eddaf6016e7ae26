"""Two more exact-odds questions for the benchmarks, each answered by Deadwatch, dyce and icepool.

* A pushed pool (The Walking Dead Universe): a player character rolls ``base`` base dice and
  ``stress`` stress dice and pushes whenever the rules let it (no walker on a stress die): the 6s
  stay, every other die but the walkers is rolled again, with one more stress die.  The answer is
  the chance of each (successes, messed up) of the final roll
  (``app.rules.twdu.pool.pushed_pool_distribution``, whole-number counts of rolls over a common
  denominator); the libraries build the same from a d6 and a stress die.
* A melee exchange of one against three (the d10-under rules' text, section 2):
  ``app.rules.d10under.group_melee.exchange_win_probability``, one fighter of Agility 4-7 with 1-3
  attacks against three zombies with one attack each; the libraries take each side's top face
  with its Agility (face × 100 + Agility), compare the sides and drop the rolls rolled again.

Every answer is an exact :class:`Fraction`; :func:`check` asserts that all three agree exactly.
"""

from __future__ import annotations

import warnings
from collections import defaultdict
from fractions import Fraction

from app.rules.d10under.group_melee import exchange_win_probability
from app.rules.d10under.melee import Fighter
from app.rules.twdu.pool import pushed_pool_distribution

#: (base dice, stress dice): pools of 2-8 base dice with 1-4 stress dice
PUSH_POOLS = [(b, s) for b in (2, 4, 6, 8) for s in (1, 2, 3, 4)]
#: (the fighter's Agility, its attacks, the zombies' Agilities): one against three
EXCHANGES = [
    (agility, attacks, zombies)
    for agility in (4, 5, 6, 7)
    for attacks in (1, 2, 3)
    for zombies in ((2, 2, 2), (2, 3, 6))
]
WALKER = 1000  # a library's stress die: a success counts 1, a walker 1000


# --------------------------------------------------------------------------- a pushed pool


def deadwatch_push(case: tuple[int, int]) -> dict[tuple[int, bool], Fraction]:
    base, stress = case
    return pushed_pool_distribution(base, stress)


def _decode(items) -> dict[tuple[int, bool], Fraction]:  # noqa: ANN001 - (outcome, chance) pairs
    out: dict[tuple[int, bool], Fraction] = defaultdict(Fraction)
    for value, p in items:
        out[(int(value) % WALKER, int(value) >= WALKER)] += Fraction(p)
    return dict(out)


def dyce_push(case: tuple[int, int]) -> dict[tuple[int, bool], Fraction]:
    from dyce import H, expand
    from dyce.evaluation import ExperimentalWarning

    base, stress = case
    six = H(6).eq(6)
    stress_die = H(6).apply(lambda f: 1 if f == 6 else (WALKER if f == 1 else 0))

    def pushed(b, s):  # noqa: ANN001, ANN202 - dyce HResults: base successes, stress successes + walkers
        j, enc = int(b.outcome), int(s.outcome)
        if enc >= WALKER:
            return j + enc
        again = (base - j) @ six + (stress - enc + 1) @ stress_die if base - j else (stress - enc + 1) @ stress_die
        return j + enc + again

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExperimentalWarning)
        final = expand(
            pushed, base @ six, stress @ stress_die, min_path_probability=Fraction(0)
        )  # exact: no path left out
    return _decode(final.probability_items())


def icepool_push(case: tuple[int, int]) -> dict[tuple[int, bool], Fraction]:
    import icepool
    from icepool import d6

    base, stress = case
    six = d6.map(lambda f: int(f == 6))
    stress_die = d6.map(lambda f: 1 if f == 6 else (WALKER if f == 1 else 0))

    def pushed(j: int, enc: int):  # noqa: ANN202 - an icepool Die or an outcome
        if enc >= WALKER:
            return j + enc
        return j + enc + (base - j) @ six + (stress - enc + 1) @ stress_die

    final = icepool.map(pushed, base @ six, stress @ stress_die)
    return _decode(zip(final.outcomes(), final.probabilities(), strict=True))


# --------------------------------------------------------------------------- one against three


def _sides(case: tuple) -> tuple[list[Fighter], list[Fighter]]:
    agility, attacks, zombies = case
    one = [Fighter("pc", agility, attacks, 2)]
    three = [Fighter(f"z{i}", g, 1, 1) for i, g in enumerate(zombies)]
    return one, three


def deadwatch_exchange(case: tuple) -> Fraction:
    one, three = _sides(case)
    return exchange_win_probability(one, three)


def _win(wins: Fraction, losses: Fraction) -> Fraction:
    return wins / (wins + losses)  # an exchange tied at equal Agility is rolled again


def dyce_exchange(case: tuple) -> Fraction:
    from dyce import P

    one, three = _sides(case)

    def side(fighters: list[Fighter]):  # noqa: ANN202 - a dyce H of face × 100 + Agility, the top one
        dice = [(f.attacks @ P(10)).at(-1).apply(lambda v, g=f.agility: v * 100 + g) for f in fighters]
        return P(*dice).at(-1)

    items = list((side(one) - side(three)).probability_items())
    wins = sum((Fraction(p) for d, p in items if d > 0), Fraction(0))
    return _win(wins, sum((Fraction(p) for d, p in items if d < 0), Fraction(0)))


def icepool_exchange(case: tuple) -> Fraction:
    import icepool
    from icepool import d10

    one, three = _sides(case)

    def side(fighters: list[Fighter]):  # noqa: ANN202 - an icepool Die of face × 100 + Agility, the top one
        dice = [d10.highest(f.attacks).map(lambda v, g=f.agility: v * 100 + g) for f in fighters]
        return dice[0] if len(dice) == 1 else icepool.highest(*dice)

    a, b = side(one), side(three)
    return _win(Fraction((a > b).probability(True)), Fraction((a < b).probability(True)))


# --------------------------------------------------------------------------- checks


def check() -> int:
    """Assert that dyce and icepool give exactly Deadwatch's answers; returns how many were compared."""
    compared = 0
    for case in PUSH_POOLS:
        ours = {k: p for k, p in deadwatch_push(case).items() if p}
        assert sum(ours.values()) == 1, case
        for name, theirs in (("dyce", dyce_push(case)), ("icepool", icepool_push(case))):
            theirs = {k: p for k, p in theirs.items() if p}
            assert theirs == ours, f"pushed pool {case}: {name} differs from Deadwatch"
            compared += 1
    for case in EXCHANGES:
        ours = deadwatch_exchange(case)
        for name, theirs in (("dyce", dyce_exchange(case)), ("icepool", icepool_exchange(case))):
            assert theirs == ours, f"exchange {case}: {name} gives {theirs}, Deadwatch {ours}"
            compared += 1
    return compared
