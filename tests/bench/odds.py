"""Exact odds: Deadwatch's closed forms against a general dice library (dyce) and a Monte Carlo estimate.

* A swarm round (The Walking Dead Universe): three rolls of up to 12 d6 each against a Swarm
  Threat, the exact chances of winning, almost making it and losing
  (``app.rules.twdu.swarm.swarm_round_odds``); dyce builds the same from ``H(6).eq(6)``.
* A task's success-level distribution (All Flesh Must Be Eaten, both presets,
  ``app.rules.afmbe.odds.success_level_distribution``); dyce expands the natural 10 and 1 with
  ``dyce.expand`` (the Norms die exactly; the Unisystem chains, which never end, down to paths of
  chance 10⁻⁹, so its answer differs from the exact one in the ninth decimal).

Each figure is microseconds per call, the mean over a whole batch of setups; dyce's answers are
checked against Deadwatch's.  The Monte Carlo estimate is 10,000 rolls of the same swarm round,
with the largest error it makes on the three chances.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from app.rules.afmbe.levels import success_level
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


def _uni_after_ten(result):  # noqa: ANN001, ANN202
    from dyce import expand

    if result.outcome == 10:
        return 5 + expand(_uni_after_ten, result.h)
    return max(0, result.outcome - 5)


def _uni_after_one(result):  # noqa: ANN001, ANN202
    from dyce import expand

    if result.outcome == 1:
        return -5 + expand(_uni_after_one, result.h)
    return {4: -1, 3: -2, 2: -3}.get(result.outcome, 0)


def _uni_die(result):  # noqa: ANN001, ANN202
    from dyce import H, expand

    if result.outcome == 10:
        return 10 + expand(_uni_after_ten, H(10))
    if result.outcome == 1:
        return expand(_uni_first_after_one, H(10))
    return result.outcome


def _uni_first_after_one(result):  # noqa: ANN001, ANN202 - 5-10 leave the 1; lower faces replace it
    return 1 if result.outcome >= 5 else _uni_after_one(result)


def dyce_levels(case: tuple) -> dict[int, Fraction]:
    from dyce import H, TruncationWarning, expand
    from dyce.evaluation import ExperimentalWarning

    bonus, preset = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", TruncationWarning)
        warnings.simplefilter("ignore", ExperimentalWarning)
        if preset == "norms":
            die = expand(_norms_die, H(10))
        else:
            die = expand(_uni_die, H(10), min_path_probability=Fraction(1, 10**9))
    levels = (die + bonus).apply(success_level)
    dist = {level: Fraction(0) for level in range(8)}
    for level, p in levels.probability_items():
        dist[int(level)] += p
    return dist


# --------------------------------------------------------------------------- checks


def largest_difference(a: dict, b: dict) -> float:
    return max(abs(float(a[k]) - float(b.get(k, 0))) for k in a)


def check_swarm() -> float:
    return max(largest_difference(deadwatch_swarm(c), dyce_swarm(c)) for c in SWARM_ROUNDS)


def check_levels() -> tuple[float, float]:
    """Largest difference from dyce: (norms, unisystem)."""
    out = []
    for preset in ("norms", "unisystem"):
        cases = [c for c in TASKS if c[1] == preset]
        out.append(max(largest_difference(deadwatch_levels(c), dyce_levels(c)) for c in cases))
    return out[0], out[1]


def monte_carlo_error() -> float:
    rng = random.Random(5)
    cases = SWARM_ROUNDS[:6]
    return max(largest_difference(deadwatch_swarm(c), monte_carlo_swarm(c, rng=rng)) for c in cases)


def has_dyce() -> bool:
    try:
        import dyce  # noqa: F401
    except ImportError:
        return False
    return True
