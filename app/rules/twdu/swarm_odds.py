"""The exact odds of a swarm round (twdu): the chances that the round's rolls reach the Swarm Threat,
almost make it (a free success next round) or fall short, a block's lost success included."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.dice import convolve
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import pool_odds
from app.rules.twdu.pool import success_distribution


def _total_distribution(pools: Sequence[int]) -> dict[int, Fraction]:
    if any(p < 0 for p in pools):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return success_distribution(sum(pools))


def swarm_round_win_probability(pools: list[int], swarm_threat: int, free_successes: int = 0) -> Fraction:
    """The exact chance that rolls of ``pools`` d6 (after modifiers and Leadership dice), plus
    ``free_successes``, reach ``swarm_threat`` successes."""
    if free_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    need = swarm_threat - free_successes
    return sum((p for k, p in _total_distribution(pools).items() if k >= need), Fraction(0))


def swarm_round_odds(pools: list[int], swarm_threat: int, free_successes: int = 0) -> dict[str, Fraction]:
    """The exact chances of winning, almost making it (a free success next round) and losing
    outright; they sum to 1."""
    if free_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    if any(p < 0 for p in pools):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return pool_odds.swarm_round_odds(sum(pools), swarm_threat, free_successes)  # counted in whole numbers


def blocked_round_odds(
    rolls: Sequence[tuple[int, int]], swarm_threat: int, free_successes: int = 0
) -> dict[str, Fraction]:
    """The chances of rolls of (dice, successes lost): under a block every Mobility and Stealth roll
    counts one success less (``True``, or the cost the GM typed), so the rolls are added up one by one
    with those successes taken off."""
    dist: dict[int, Fraction] = {0: Fraction(1)}
    for dice, lost in rolls:
        one = success_distribution(dice)
        if lost:
            shifted: dict[int, Fraction] = {}
            for k, p in one.items():
                shifted[max(0, k - lost)] = shifted.get(max(0, k - lost), Fraction(0)) + p
            one = shifted
        dist = convolve(dist, one)
    out = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0)}
    for k, p in dist.items():
        total = k + free_successes
        key = "win" if total >= swarm_threat else ("almost" if total * 2 >= swarm_threat else "lose")
        out[key] += p
    return out
