"""A fight's last line as the players' copy gives it: the extras leaving the roster that they saw.

"Fight Mill ambush over (rounds: 2); extras leaving the roster: 3" counts the extras the fight made
(the walkers of "3 walkers join the fight") that leave the roster with it.  The players' copy leaves
out the line of extras who joined hidden from them; a count of them at the fight's end would tell the
table how many there were.  The line counts those who were not hidden when the fight ended, read
from the characters its line archived, and reads "Fight Mill ambush over (rounds: 2)" when none was
seen.
"""

from __future__ import annotations

from dataclasses import replace

from sqlmodel import Session

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine, read_lines

#: a fight's end whose extras leave the roster, and the same line with none the players saw
GONE = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds}); extras leaving the roster: {count}")
OVER = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds})")


def read_gone(s: Session) -> dict[int, list[int]]:
    """Event id → the characters its fight's end took off the roster, for each such line of the log."""
    out: dict[int, list[int]] = {}
    for event in read_lines(s, "text = :gone", {"gone": GONE}, changes=True):
        out[int(event.id)] = [
            int(c["id"]) for c in event.changes
            if isinstance(c, dict) and c.get("table") == "character" and isinstance(c.get("after"), dict)
            and c["after"].get("archived") and not (c.get("before") or {}).get("archived")
        ]
    return out


def seen_gone(event: LogLine, gone: dict[int, list[int]], hidden: frozenset[int]) -> LogLine:
    """``event`` with its count of extras leaving the roster without those hidden from the players."""
    if event.text != GONE or not isinstance(event.args.get("count"), int):
        return event
    unseen = sum(1 for cid in gone.get(int(event.id), ()) if cid in hidden)
    if not unseen:
        return event
    count = max(0, int(event.args["count"]) - unseen)
    return replace(event, text=GONE if count else OVER, args={**event.args, "count": count})
