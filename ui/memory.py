"""Keeping Python's garbage collector from stalling a GM action, or the start."""

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
    gc.enable()
