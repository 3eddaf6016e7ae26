"""Odds jobs: the exact odds of a roll, worked out where they cannot freeze the window.

:meth:`RollService.odds_job <app.services.rolls.RollService.odds_job>` reads what a request needs
(the roller's sheet, the expression) at once and hands back an :class:`OddsJob`.  A *cheap* job
(a ruleset's roll, whose inputs the ruleset bounds, or an expression whose cost is at most
:data:`ODDS_BUDGET` cells, a few milliseconds) is meant to run where it is asked; any other job
touches nothing but the parsed expression it holds, so it may run on a worker thread, and gives
up (:class:`app.rules.sums.Cancelled`) as soon as its ``cancelled`` says so.  The range and the
average of an expression are known before any odds (``summary``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import ceil
from typing import Any

from app.rules.dice import Expression
from app.rules.records import record
from app.rules.rolling import Chance
from app.rules.text import QT_TRANSLATE_NOOP

# the cost (app.rules.sums.cost, in cells) worked out where it is asked: at most 10,000 cells is
# under 2 ms on the machine of docs/benchmarks.md (tests/bench/odds.py measures the slowest)
ODDS_BUDGET = 10_000


@record(frozen=True, eq=False, repr=False)
class Summary:
    """An expression's lowest and highest totals and its exact average."""

    low: int
    high: int
    mean: Fraction


@record(frozen=True, eq=False, repr=False)
class OddsJob:
    """The odds of one request, to be worked out: ``run(cancelled)`` gives the chances."""

    work: Callable[[Callable[[], bool] | None], list[Chance]]
    cheap: bool
    summary: Summary | None = None
    cost: int = 0
    #: what the roll will spend, said under its odds (nested lines, :mod:`app.services.rolls.spending`)
    notes: tuple[dict[str, Any], ...] = ()

    def run(self, cancelled: Callable[[], bool] | None = None) -> list[Chance]:
        return self.work(cancelled)


def expression_chances(expression: Expression, cancelled: Callable[[], bool] | None = None) -> list[Chance]:
    """An expression's exact chance of reaching its average (rounded up) and its maximum."""
    counts = expression.counts(cancelled)
    out = []
    for target in dict.fromkeys((ceil(expression.mean), counts.high)):
        out.append(Chance(QT_TRANSLATE_NOOP("rules", "{total} or more"), counts.at_least(target), {"total": target}))
    return out


def expression_job(expression: Expression) -> OddsJob:
    cost = expression.odds_cost()
    summary = Summary(expression.minimum, expression.maximum, expression.mean)
    return OddsJob(lambda cancelled: expression_chances(expression, cancelled), cost <= ODDS_BUDGET, summary, cost)
