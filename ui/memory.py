"""Keeping Python's garbage collector from stalling a GM action."""

from __future__ import annotations

import gc


def freeze_long_lived() -> None:
    """Set the objects of the campaign just opened aside from the collector's full passes.

    A large session holds a few hundred thousand objects (log lines, rows on screen) that live until
    another campaign is opened.  The collector's occasional full pass walks all of them: 200 ms in
    the middle of a damage roll on a 10,000-event log.  Frozen, they are still freed when no longer
    used; collecting first (after unfreezing what the previous campaign set aside) lets the closed
    campaign's reference cycles go.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()
