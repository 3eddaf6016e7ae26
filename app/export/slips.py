"""A reveal the GM took back before anyone was named: a slip, left out of the players' log.

The players' log names a character as the table saw him, line by line (:mod:`app.export.concealed`):
hidden before the GM shows him, named from the line that shows him on, hidden again from the line
that hides him.  One reveal is not kept: the GM shows an NPC by mistake and hides him again with no
line naming him in between (a slip corrected at once, or the reveal undone).  The players' copy
then keeps him hidden throughout: neither "Players see Rook" nor the line hiding him is in it.
"""

from __future__ import annotations

import json
import re

from sqlmodel import Session

from app.services.log import LogLine, read_lines


def _names(line: LogLine, pattern: re.Pattern[str]) -> bool:
    return bool(pattern.search(json.dumps([line.actor, line.target, line.args, line.payload], ensure_ascii=False)))


def slips(s: Session, moves: list[tuple[int, bool]], shown_before: bool,
          pattern: re.Pattern[str] | None) -> set[int]:
    """The event ids of ``moves`` (a character's reveals and hidings, in order: (event id, shown
    after it)) that are a slip and what took it back: a reveal followed by a hiding with no line
    between them naming him (``pattern``: his names)."""
    found: set[int] = set()
    shown = shown_before
    for (at, now), (then, after) in zip(moves, moves[1:], strict=False):
        if not shown and now and not after and pattern is not None:
            between = read_lines(s, "id > :a AND id < :b", {"a": at, "b": then})
            if not any(_names(line, pattern) for line in between):
                found.update((at, then))
        shown = now
    return found


def without_slips(s: Session, changes: dict[int, list[tuple[int, bool]]], start: dict[int, bool],
                  patterns: dict[int, re.Pattern[str] | None]) -> None:
    """Take each character's slips out of ``changes`` (his reveals and hidings), in place."""
    for cid, moves in changes.items():
        taken = slips(s, moves, start.get(cid, False), patterns.get(cid))
        if taken:
            changes[cid] = [move for move in moves if move[0] not in taken]
