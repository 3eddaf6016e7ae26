"""Keeping Python's garbage collector from stalling a GM action, or the start.

Once a campaign is open, the collector runs when the GM pauses: a quarter of a second after an
action (:func:`after_action`), what Python would have collected by its usual thresholds (700
young objects, a middle pass every tenth, a full one every tenth of those) is collected then.  Its
own thresholds are raised to a bound (:data:`BOUND`) that an action never reaches, so it no longer
starts in the middle of one: the bench caught a young pass of 4 ms and a middle one of 11 ms inside
GM actions, one in four of them.  Actions that never pause (a script, an import) still meet the
bound, and the collector runs then as it always did.
"""

from __future__ import annotations

import gc

_frozen_before = False  # whether a campaign's objects were set aside already


def pause_collector() -> None:
    """No collection while Deadwatch starts: importing the database library, the services and the
    rules makes hundreds of thousands of objects that live as long as the program, and the
    collector walked them some two hundred times on the way (a tenth of the start's time).
    :func:`freeze_long_lived` turns it back on once the first campaign is open; so does
    :func:`resume_collector` when none opens."""
    gc.disable()


def resume_collector() -> None:
    gc.enable()


#: Python's own thresholds: what is due when the GM pauses
USUAL = (700, 10, 10)
#: the thresholds while a campaign is open: the collector starts by itself only past these
BOUND = (25_000, 20, 20)
#: how long after an action the collector waits for the GM's pause (ms)
PAUSE_MS = 250

_timer = None  # the single-shot QTimer of :func:`after_action`, made on first use


def due() -> int:
    """The oldest generation Python's usual thresholds would collect now, or -1 for none."""
    young, middle, old = gc.get_count()
    if young < USUAL[0]:
        return -1
    if middle < USUAL[1]:
        return 0
    return 1 if old < USUAL[2] else 2


def collect_if_due() -> int:
    """Collect what is due (see :func:`due`); the generation collected, or -1."""
    generation = due()
    if generation >= 0:
        gc.collect(generation)
    return generation


def after_action(*_args: object) -> None:
    """A GM action was shown: collect what is due once the GM pauses (the timer starts again at
    each action, so a quick run of actions collects once, after the last)."""
    global _timer
    if _timer is None:
        from PySide6.QtCore import QTimer

        _timer = QTimer()
        _timer.setSingleShot(True)
        _timer.timeout.connect(collect_if_due)
    _timer.start(PAUSE_MS)


def freeze_long_lived() -> None:
    """Set the objects of the campaign just opened aside from the collector's full passes.

    A large session holds a few hundred thousand objects (log lines, rows on screen) that live until
    another campaign is opened.  The collector's occasional full pass walks all of them: 200 ms in
    the middle of a damage roll on a 10,000-event log.  Frozen, they are still freed when no longer
    used; collecting first (after unfreezing what the previous campaign set aside) lets the closed
    campaign's reference cycles go.  The first campaign has no predecessor to let go of: its
    objects (with the program's modules) are set aside without a full pass (80 ms).
    """
    global _frozen_before
    if _frozen_before:
        gc.unfreeze()
        gc.collect()
    _frozen_before = True
    gc.freeze()
    gc.set_threshold(*BOUND)  # from here the collector runs in the GM's pauses (after_action)
    gc.enable()
