"""The dice dock's odds: their text, and a worker thread for the odds that take long.

The dock asks the roll service for an odds job (app.services.odds) at every change of its inputs.
A cheap job (at most ``ODDS_BUDGET`` cells, a few milliseconds) runs at once; any other goes to
:class:`OddsRunner`, which works it out on a worker thread while the label says "Computing odds…"
(with the expression's range and average, known at once).  Each new job makes the one before
stale: the worker gives it up at its next chunk of work (app.rules.sums), and an answer that
still comes back for it is dropped, so the label only ever shows the odds of what is typed now.
Between chunks the worker lets go of the GIL every millisecond, so the GUI thread never waits
long for it.

Signals (on :class:`OddsRunner`)
--------------------------------
answered(object, object)
    The newest job's chances are known: (the OddsJob, its list of Chance).  Emitted on the GUI
    thread, never for a stale job.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from app.rules.percent import percent_digits
from app.rules.sums import Cancelled
from app.services.logtext import qt_translate, render, render_value, shown_percent
from ui.widgets.roll_result import DANGER

if TYPE_CHECKING:
    from app.rules.rolling import Chance
    from app.services.odds import OddsJob, Summary

_POOL: ThreadPoolExecutor | None = None
# the longest the worker holds the GIL between two chunks of work, and how long it lets go then
HOLD_SECONDS = 0.001
YIELD_SECONDS = 0.0001


def pool() -> ThreadPoolExecutor:
    """The one worker thread of the odds (a stale job gives up within a chunk, so one is enough)."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="deadwatch-odds")
    return _POOL


def percent(chance: Fraction) -> str:
    """A chance as a legible percentage in the language shown: 62.5%, 31%, <0.1%, >99.9% (the
    same digits and separator as the rules' lines, :mod:`app.rules.percent`)."""
    return shown_percent(percent_digits(chance))


def cannot_succeed(chances: Sequence[Chance] | None) -> bool:
    """Whether the odds say nothing can come of the roll: every chance 0% (a shot out of reach).  Odds
    that name a bad outcome (in red) are of harm, not of success: their 0% is good news (no one
    exhausted by this effort), not a roll that cannot succeed."""
    if not chances or any(chance.severity == "danger" for chance in chances):
        return False
    return all(chance.chance == 0 for chance in chances)


def odds_text(summary: Summary | None, chances: Sequence[Chance] | None, notes: Sequence[Any] = ()) -> str:
    """The odds label: the range and average of an expression, then each chance (a bad outcome
    in red), or "Computing odds…" while ``chances`` is None; then ``notes``, what the roll will
    spend (nested lines)."""
    parts = []
    if summary is not None:
        # an average of dice is a whole number or a half: 50050, not 5.005e+04
        digits = 0 if summary.mean.denominator == 1 else 1
        parts.append(
            QCoreApplication.translate("DiceDock", "From {low} to {high}, average {mean}").format(
                low=summary.low, high=summary.high, mean=QLocale().toString(float(summary.mean), "f", digits)
            )
        )
    if chances is None:
        parts.append(QCoreApplication.translate("DiceDock", "Computing odds…"))
    for chance in chances or ():
        label = render(chance.label, dict(chance.args), "rules")
        # a label ending with a number ("… against 9") takes a colon: not "against 9 60%"
        if chance.certain:  # what a roll-less choice does: no odds to show
            parts.append(label)
            continue
        text = label + (": " if label[-1:].isdigit() else " ") + percent(chance.chance)
        if chance.severity == "danger" and chance.chance > 0:
            text = f'<span style="color:{DANGER}">{text}</span>'
        parts.append(text)
    parts += [render_value(note, qt_translate) for note in notes]
    return " · ".join(parts)


def next_roll(odds: str) -> str:
    """The odds line shown over a roll's result: the odds of the roll the form stands at now, the
    next one ("Next roll: Hit 50%"), in every ruleset alike."""
    return QCoreApplication.translate("DiceDock", "Next roll: {odds}").format(odds=odds)


class _Generation:
    """Which job is the newest; plain Python, so a worker can read it after the runner is gone."""

    def __init__(self) -> None:
        self.value = 0

    def bump(self, *_: Any) -> int:
        self.value += 1
        return self.value


class _Bridge(QObject):
    """Carries a worker's answer to the GUI thread (a queued signal: it lives on the GUI thread)."""

    done = Signal(int, object)


class OddsRunner(QObject):
    """Works out odds jobs on the worker thread; only the newest job's answer comes out."""

    answered = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = _Generation()
        self._bridge = _Bridge()
        self._bridge.done.connect(self._done)
        self.destroyed.connect(self._generation.bump)  # a closed dock's work stops too
        app = QCoreApplication.instance()
        if app is not None:  # and so does the work of a window that quits before it is deleted
            app.aboutToQuit.connect(self._generation.bump)
        #: the job being worked out (None when idle), and how many stale answers were dropped
        self.job: OddsJob | None = None
        self.dropped = 0

    @property
    def busy(self) -> bool:
        return self.job is not None

    def cancel(self) -> None:
        """Make the job being worked out stale (its answer, if it comes, is dropped)."""
        self._generation.bump()
        self.job = None

    def start(self, job: OddsJob) -> None:
        """Work ``job`` out on the worker thread; the job before it becomes stale."""
        generation, bridge = self._generation, self._bridge
        mine = generation.bump()
        self.job = job

        held = [time.perf_counter()]

        def stale() -> bool:
            # asked between chunks of work: after a millisecond of it, let the GUI thread have the
            # GIL (a waiting thread gets it only after Python's 5 ms switch interval otherwise)
            if time.perf_counter() - held[0] > HOLD_SECONDS:
                time.sleep(YIELD_SECONDS)
                held[0] = time.perf_counter()
            return generation.value != mine

        def work() -> None:
            if stale():
                return
            try:
                answer: object = job.run(stale)
            except Cancelled:
                return
            except Exception as exc:  # noqa: BLE001 - raised again on the GUI thread, where it shows
                answer = exc
            bridge.done.emit(mine, answer)

        pool().submit(work)

    def _done(self, generation: int, answer: object) -> None:
        if generation != self._generation.value or self.job is None:
            self.dropped += 1
            return
        job, self.job = self.job, None
        if isinstance(answer, Exception):
            raise answer
        self.answered.emit(job, answer)
