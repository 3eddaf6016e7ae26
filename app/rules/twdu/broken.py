"""The D6 minutes a Broken character stays down without first aid, as a game-time timer.

Rule text, "Damage and health": "If there is no one to give you first aid, or if they fail their
skill roll, you are Broken for D6 minutes.  The GM makes the roll in secret.  After the allotted
time has passed you are no longer Broken and heal one Health point, but you are still critically
injured."

The D6 is rolled (secretly) when the character breaks and kept in the state as the minutes left,
``broken_minutes``.  Time passing (:meth:`~app.rules.base.Ruleset.time_passes`, the game clock or
the real-time clock) runs it down; at 0 the character gets up with Health 1.  Successful first aid
ends Broken at once and drops the timer; a failed one leaves it running (the same D6 minutes).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

TIMER_KEY = "broken_minutes"
#: the Health a Broken character gets up with when the minutes are over
RECOVERED_HEALTH = 1
#: the line of one Broken with an unnamed critical injury, in logs written before it said the injury's
#: roll was due (read as it was)
BROKEN_BEFORE = QT_TRANSLATE_NOOP("rules", "Broken: one stress and a critical injury.")


def roll_broken_minutes(dice: Dice) -> tuple[int, RollRecord]:
    """The GM's secret D6: how many minutes the character stays Broken without first aid."""
    start = len(dice.faces)
    minutes = dice.d(6)
    record = RollRecord(
        QT_TRANSLATE_NOOP("rules", "Broken minutes"), list(dice.faces[start:]), f"d6 {minutes}", minutes,
        dice.typed, secret=True,
    )
    return minutes, record


MINUTES_SAID = QT_TRANSLATE_NOOP(
    "rules", "Broken for {minutes} {minutes|minute|minutes} without first aid, then up with Health 1 (the GM's "
             "secret die).")


def minutes_said(minutes: int) -> LogLine:
    """How long the character stays Broken without first aid (the D6 rolled), a line the GM alone reads."""
    return LogLine(MINUTES_SAID, {"minutes": minutes}, gm_only=True)


def minutes_left(state: Mapping[str, Any]) -> int | None:
    """The Broken minutes still to run, or None when no timer is running."""
    value = state.get(TIMER_KEY)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The Broken minutes are malformed."))
    return value


@record(frozen=True)
class BrokenTime:
    """The timer after some minutes: minutes still left (None: over or not running), and
    whether the character got up just now."""

    left: int | None
    recovered: bool


def broken_time_passes(state: Mapping[str, Any], minutes: int) -> BrokenTime:
    """Run the Broken timer down by ``minutes``; at 0 the character is up again (Health 1).

    Only a living character still at Health 0 has a running timer; any other's is dropped."""
    if minutes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Time cannot run backwards."))
    left = minutes_left(state)
    if left is None or state.get("dead") or int(state.get("health", 0)) != 0:
        return BrokenTime(None, False)
    left -= minutes
    if left <= 0:
        return BrokenTime(None, True)
    return BrokenTime(left, False)
