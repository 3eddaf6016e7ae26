"""Where a critical injury stands in its course, kept when the same actor is imported again.

A Foundry injury item holds the injury's kind, its penalty and its units of time, never the time
passed since it was taken nor whether it was tended (nor the day a try to stabilize it failed):
imported again, the actor would bring its Deep cut back as just taken, its lethal countdown whole
and a second tending allowed.  So an injury the character already has (the same name) keeps those
as the roster has them (:class:`~app.rules.foundry.KeptCourse`).  Deadwatch's own export writes
them in the item's flag, with the recovery time and lethality tending and stabilizing change: such
a file gives its own when it was written later in the injury's course (more time passed, or as
long and tended), and the roster's stay otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.foundry import KeptCourse, note
from app.rules.text import QT_TRANSLATE_NOOP

#: what a Foundry item does not hold: kept from the roster's same injury
UNHELD = ("elapsed_minutes", "tended", "tended_with", "stabilize_tried_at")
#: what Deadwatch's flag holds and the course changes: the roster's when its point is the later one
FLAGGED = (*UNHELD, "recovery", "lethal")
#: the course's point: time passed, then tended
ORDER = ("elapsed_minutes", "tended")

KEPT_TENDED = QT_TRANSLATE_NOOP("rules", "{name}: kept as it stands, {time} since it was taken, tended")
KEPT_UNTENDED = QT_TRANSLATE_NOOP("rules", "{name}: kept as it stands, {time} since it was taken, not tended")
DAYS = QT_TRANSLATE_NOOP("rules", "{count} {count|day|days}")
HOURS = QT_TRANSLATE_NOOP("rules", "{count} {count|hour|hours}")
MINUTES = QT_TRANSLATE_NOOP("rules", "{count} {count|minute|minutes}")


def injury_course(index: int, where: str, given: bool) -> KeptCourse:
    """The course of the ``index``-th injury read (from the item at ``where``); ``given``: read from
    Deadwatch's flag, which holds it."""
    return KeptCourse(("injuries", index), FLAGGED if given else UNHELD, ORDER if given else (), given, where)


def course_said(entry: Mapping[str, Any]) -> dict[str, Any] | None:
    """The preview's line for the roster's injury ``entry`` an update keeps; None for one untouched
    since it was taken (nothing is kept that the file would not give)."""
    minutes = entry.get("elapsed_minutes")
    minutes = minutes if type(minutes) is int and minutes > 0 else 0
    tended = entry.get("tended") is True
    if not minutes and not tended and entry.get("stabilize_tried_at") is None:
        return None
    return note(KEPT_TENDED if tended else KEPT_UNTENDED, name=str(entry.get("name") or ""), time=span(minutes))


def span(minutes: int) -> dict[str, Any]:
    """A time in its largest whole unit: 2 days, 3 hours, 45 minutes."""
    if minutes and minutes % (24 * 60) == 0:
        return note(DAYS, count=minutes // (24 * 60))
    if minutes and minutes % 60 == 0:
        return note(HOURS, count=minutes // 60)
    return note(MINUTES, count=minutes)
