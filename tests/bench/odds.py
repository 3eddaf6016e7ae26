"""Exact odds: Deadwatch's closed forms against a general dice library (dyce) and a Monte Carlo estimate.

* A swarm round (The Walking Dead Universe): three rolls of up to 12 d6 each against a Swarm
  Threat, the exact chances of winning, almost making it and losing
  (``app.rules.twdu.swarm.swarm_round_odds``); dyce builds the same from ``H(6).eq(6)``.
* A task's success-level distribution (All Flesh Must Be Eaten, both presets,
  ``app.rules.afmbe.odds.success_level_distribution``); dyce expands the natural 10 and 1 with
  ``dyce.expand`` (the Norms die exactly; the Unisystem chains, which never end, down to paths of
  chance 10⁻⁹, so its answer differs from the exact one in the ninth decimal).

Each figure is microseconds per call, the mean over a whole batch of setups; dyce's answers are
checked against Deadwatch's.  Deadwatch keeps rows of counts by pool size (and a melee side's
counts) once worked out, so it is also timed with those caches emptied before every call
(:func:`without_caches`): a question asked for the first time.  The Monte Carlo estimate is
10,000 rolls of the same swarm round, with the largest error it makes on the three chances.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from app.rules.afmbe.levels import LEVEL_THRESHOLDS, success_level
from app.rules.afmbe.odds import success_level_distribution
from app.rules.twdu.swarm import swarm_round_odds

#: the swarm rounds timed: three pools of up to 12 dice, a Swarm Threat, free successes
SWARM_ROUNDS = [
    ((a, b, c), threat, free)
    for a in (12, 9, 5)
    for b in (12, 7, 2)
    for c in (12, 4, 0)
    for threat, free in ((6, 0), (9, 1))
]
#: the AFMBE tasks timed: bonus 0-12, both presets
TASKS = [(bonus, preset) for preset in ("norms", "unisystem") for bonus in range(13)]
MONTE_CARLO_ROLLS = 10_000


def per_call_us(fn: Callable[[Any], Any], items: list[Any], min_seconds: float = 0.3) -> float:
    """Mean microseconds per call over ``items``, repeating the batch for at least ``min_seconds``."""
    calls = 0
    start = time.perf_counter()
    while True:
        for item in items:
            fn(item)
        calls += len(items)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return elapsed / calls * 1e6


# --------------------------------------------------------------------------- swarm round


def deadwatch_swarm(case: tuple) -> dict[str, Fraction]:
    pools, threat, free = case
    return swarm_round_odds(list(pools), threat, free)


def dyce_swarm(case: tuple) -> dict[str, Fraction]:
    from dyce import H

    pools, threat, free = case
    six = H(6).eq(6)
    total = sum((n @ six for n in pools if n), H({0: 1}))
    out = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0)}
    for k, p in total.probability_items():
        t = int(k) + free
        out["win" if t >= threat else ("almost" if t * 2 >= threat else "lose")] += p
    return out


def monte_carlo_swarm(
    case: tuple, rolls: int = MONTE_CARLO_ROLLS, rng: random.Random | None = None
) -> dict[str, float]:
    rng = rng or random.Random(1)
    pools, threat, free = case
    dice = sum(pools)
    out = {"win": 0, "almost": 0, "lose": 0}
    for _ in range(rolls):
        t = sum(1 for _ in range(dice) if rng.randint(1, 6) == 6) + free
        out["win" if t >= threat else ("almost" if t * 2 >= threat else "lose")] += 1
    return {k: v / rolls for k, v in out.items()}


# --------------------------------------------------------------------------- afmbe success levels


def deadwatch_levels(case: tuple) -> dict[int, Fraction]:
    bonus, preset = case
    return success_level_distribution(bonus, preset)


def _norms_die(result):  # noqa: ANN001, ANN202 - a dyce HResult
    from dyce import H

    if result.outcome == 10:
        return 10 + H(10)
    if result.outcome == 1:
        return 1 - H(10)
    return result.outcome


#: the Unisystem chains never end, but the success level stops changing: after a natural 10 and
#: UNI_HIGH_DEPTH more 10s the die is at least 10 + 5 × UNI_HIGH_DEPTH, the top level with any bonus
#: timed; after a natural 1 and a 1 the die is at most −5, a failure with any bonus timed.  So the
#: libraries roll the chains that deep and put the rest of the chain at a face beyond it: exact
#: success levels, no path left out.
UNI_HIGH_DEPTH = next(d for d in range(1, 20) if 10 + 5 * d + min(b for b, _ in TASKS) >= LEVEL_THRESHOLDS[-1])
UNI_LOW_DEPTH = next(d for d in range(1, 20) if -5 * d + max(b for b, _ in TASKS) < LEVEL_THRESHOLDS[0])
BEYOND = 1000


def _dyce_after_ten(depth: int):  # noqa: ANN202 - a dyce H: what the chain adds after a natural 10 and ``depth`` more
    from dyce import H, expand

    if depth == UNI_HIGH_DEPTH:
        return H({BEYOND: 1})
    return expand(
        lambda r: 5 + _dyce_after_ten(depth + 1) if r.outcome == 10 else max(0, r.outcome - 5),
        H(10),
        min_path_probability=Fraction(0),
    )


def _dyce_after_one(depth: int):  # noqa: ANN202 - what the chain after a natural 1 adds (one more 1: -5 and again)
    from dyce import H, expand

    if depth == UNI_LOW_DEPTH:
        return H({-BEYOND: 1})
    return expand(
        lambda r: -5 + _dyce_after_one(depth + 1) if r.outcome == 1 else {4: -1, 3: -2, 2: -3}.get(r.outcome, 0),
        H(10),
        min_path_probability=Fraction(0),
    )


def _dyce_uni_die(result):  # noqa: ANN001, ANN202 - a dyce HResult of the first d10
    from dyce import H, expand

    if result.outcome == 10:
        return 10 + _dyce_after_ten(0)
    if result.outcome == 1:  # 5-10 leave the 1; 4, 3, 2 replace it; a 1 is −5 and the chain goes on
        first = {4: -1, 3: -2, 2: -3}
        return expand(
            lambda r: 1 if r.outcome >= 5 else (-5 + _dyce_after_one(1) if r.outcome == 1 else first[r.outcome]),
            H(10),
            min_path_probability=Fraction(0),
        )
    return result.outcome


def dyce_levels(case: tuple) -> dict[int, Fraction]:
    from dyce import H, expand
    from dyce.evaluation import ExperimentalWarning

    bonus, preset = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExperimentalWarning)
        if preset == "norms":
            die = expand(_norms_die, H(10))
        else:
            die = expand(_dyce_uni_die, H(10), min_path_probability=Fraction(0))
    levels = (die + bonus).apply(success_level)
    dist = {level: Fraction(0) for level in range(8)}
    for level, p in levels.probability_items():
        dist[int(level)] += p
    return dist


def _icepool_after_ten(depth: int):  # noqa: ANN202 - an icepool Die or a face
    from icepool import d10

    if depth == UNI_HIGH_DEPTH:
        return BEYOND
    return d10.map(lambda f: 5 + _icepool_after_ten(depth + 1) if f == 10 else max(0, f - 5))


def _icepool_after_one(depth: int):  # noqa: ANN202
    from icepool import d10

    if depth == UNI_LOW_DEPTH:
        return -BEYOND
    return d10.map(lambda f: -5 + _icepool_after_one(depth + 1) if f == 1 else {4: -1, 3: -2, 2: -3}.get(f, 0))


def icepool_levels(case: tuple) -> dict[int, Fraction]:
    from icepool import d10

    bonus, preset = case
    if preset == "norms":
        die = d10.map({10: 10 + d10, 1: 1 - d10})
    else:
        first = {4: -1, 3: -2, 2: -3}
        after_one = d10.map(lambda f: 1 if f >= 5 else (-5 + _icepool_after_one(1) if f == 1 else first[f]))
        die = d10.map({10: 10 + _icepool_after_ten(0), 1: after_one})
    levels = (die + bonus).map(success_level)
    dist = {level: Fraction(0) for level in range(8)}
    for level, p in zip(levels.outcomes(), levels.probabilities(), strict=True):
        dist[int(level)] += Fraction(p)
    return dist


def icepool_swarm(case: tuple) -> dict[str, Fraction]:
    from icepool import Die, d6

    pools, threat, free = case
    six = d6.map(lambda f: int(f == 6))
    total = sum((n @ six for n in pools if n), Die([0]))
    out = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0)}
    for k, p in zip(total.outcomes(), total.probabilities(), strict=True):
        t = int(k) + free
        out["win" if t >= threat else ("almost" if t * 2 >= threat else "lose")] += Fraction(p)
    return out


# --------------------------------------------------------------------------- checks


def largest_difference(a: dict, b: dict) -> float:
    return max(abs(float(a[k]) - float(b.get(k, 0))) for k in a)


def check_exact() -> int:
    """Assert that dyce and icepool give exactly Deadwatch's distributions (Fractions equal, key by
    key) for every swarm round and every AFMBE task timed; returns how many answers were compared."""
    compared = 0
    for case in SWARM_ROUNDS:
        ours = deadwatch_swarm(case)
        for name, theirs in (("dyce", dyce_swarm(case)), ("icepool", icepool_swarm(case))):
            assert theirs == ours, f"swarm round {case}: {name} {theirs} differs from Deadwatch {ours}"
            compared += 1
    for case in TASKS:
        ours = deadwatch_levels(case)
        for name, theirs in (("dyce", dyce_levels(case)), ("icepool", icepool_levels(case))):
            assert theirs == ours, f"AFMBE task {case}: {name} {theirs} differs from Deadwatch {ours}"
            compared += 1
    return compared


def monte_carlo_error() -> float:
    rng = random.Random(5)
    cases = SWARM_ROUNDS[:6]
    return max(largest_difference(deadwatch_swarm(c), monte_carlo_swarm(c, rng=rng)) for c in cases)


def missing_libraries() -> list[str]:
    """The reference libraries of the ``bench`` extra that are not installed."""
    import importlib.util

    return [name for name in ("dyce", "icepool") if importlib.util.find_spec(name) is None]


def quickest_in_turns(fns: list[Callable[[Any], Any]], items: list[Any], min_seconds: float, takes: int) -> list[float]:
    """Each function's microseconds per call over ``items``, the quickest of ``takes`` takes, the
    functions taken in turns (a slow moment of the shared machine falls on all of them alike)."""
    best = [float("inf")] * len(fns)
    for _ in range(takes):
        for i, fn in enumerate(fns):
            best[i] = min(best[i], per_call_us(fn, items, min_seconds))
    return best


def deadwatch_caches() -> list:  # noqa: ANN001 - functools lru_cache wrappers
    """The caches Deadwatch's exact odds keep (rows of counts by pool size, a side's counts)."""
    from app.rules.d10under import exchange_odds
    from app.rules.twdu import pool_odds

    return [pool_odds._six_counts, pool_odds._six_distribution, pool_odds._reroll_counts, exchange_odds._side_counts]


def without_caches(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``fn`` with every cache of Deadwatch's odds emptied before each call: what a question costs
    the first time it is asked."""
    caches = deadwatch_caches()

    def cold(item: Any) -> Any:  # noqa: ANN401 - whatever fn takes and gives
        for cache in caches:
            cache.cache_clear()
        return fn(item)

    return cold
