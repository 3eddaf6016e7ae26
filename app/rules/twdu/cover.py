"""Taking cover in a brawl, and being in cover.

Rule text, "Brawls", phase 1: "Roll Mobility to take cover.  If you succeed, you are in cover
immediately. ... If you fail the roll, finding cover takes time, and you are not considered to be
in cover until the round has ended."  ("Movement": seeking cover is the same straight Mobility
roll.)  So a failed roll still puts the character in cover, at the end of the round.

The state keeps ``cover``: ``"in"`` (in cover: a ranged attack against the character loses a
success) or ``"pending"`` (the roll failed; in cover when the round ends).  The GM ends it when
the character leaves cover (the dice dock's cover roll with "Leave cover" ticked), and the fight's end
ends it: cover is the fight's, against its enemies' ranged attacks (:func:`cover_over`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, State
from app.rules.text import QT_TRANSLATE_NOOP

COVER_KEY = "cover"
IN_COVER = "in"
PENDING = "pending"

CONDITION_LABELS: dict[str, tuple[str, str]] = {
    IN_COVER: (QT_TRANSLATE_NOOP("rules", "In cover"),
               QT_TRANSLATE_NOOP("rules", "A ranged attack needs one more success.")),
    PENDING: (QT_TRANSLATE_NOOP("rules", "Taking cover"),
              QT_TRANSLATE_NOOP("rules", "In cover when the round has ended.")),
}


def in_cover(state: Mapping[str, Any]) -> bool:
    """Whether the character is in cover now (a pending cover does not count yet)."""
    return state.get(COVER_KEY) == IN_COVER


def take_cover(state: Mapping[str, Any], succeeded: bool) -> tuple[State, LogLine]:
    """The state after a roll to take cover: in cover at once on a success; on a failure in
    cover only when the round has ended (never out of cover again because of a failure)."""
    new = dict(state)
    if succeeded or in_cover(state):
        new[COVER_KEY] = IN_COVER
        return new, LogLine(QT_TRANSLATE_NOOP("rules", "In cover at once."))
    new[COVER_KEY] = PENDING
    return new, LogLine(QT_TRANSLATE_NOOP("rules", "Finding cover takes time: in cover when the round has ended."))


def leave_cover(state: Mapping[str, Any]) -> State:
    new = dict(state)
    new.pop(COVER_KEY, None)
    return new


def cover_at_end_of_round(state: Mapping[str, Any]) -> tuple[State, list[LogLine]]:
    """The end of the round: a pending cover becomes cover."""
    if state.get(COVER_KEY) != PENDING:
        return dict(state), []
    new = dict(state)
    new[COVER_KEY] = IN_COVER
    return new, [LogLine(QT_TRANSLATE_NOOP("rules", "In cover now: the round has ended."))]


def cover_over(state: Mapping[str, Any]) -> tuple[State, list[LogLine]]:
    """The fight is over: its cover (or the cover being found) ends with it, a line saying so
    (else the roster read "In cover" the rest of the night)."""
    if state.get(COVER_KEY) not in CONDITION_LABELS:
        return dict(state), []
    return leave_cover(state), [LogLine(QT_TRANSLATE_NOOP("rules", "Cover ends with the fight."))]
