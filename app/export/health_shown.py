"""Whose health the players saw as numbers, line by line: the only health the players' charts draw.

The GM shows each character's health to the players as numbers, as a word ("Battered") or not at
all (Ctrl+P; ``Campaign.state["reveal"][id]["health"]``, by default numbers for a player character
and a word for anyone else: :func:`app.services.player_view.reveal_of`).  A chart of an NPC the
table saw only as a word would give the players his exact Health (Rook's 3 → 0), so the players'
copy of the log charts a character only at the lines at which his health was shown as numbers, as
it charts him only at the lines at which he was not hidden (:mod:`app.export.seen_tracks`).

The reveal settings are replayed from the campaign row's changes over the session's every line (an
undo puts back its action's before), from the state before the session's first change of them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from app.services.log import LogLine
from app.services.player_view import reveal_of
from app.services.row_ids import row_id
from app.store.models import Character

NUMBERS = "numbers"
WORD = "word"


def _campaign_changes(event: LogLine, by_id: Mapping[int, LogLine],
                      read: Mapping[int, Sequence[Any]]) -> Iterator[Mapping[str, Any]]:
    """The campaign row's changes ``event`` made, in the order made (an undo puts back its action's
    before); ``read``: the changes of lines read without theirs, by id."""
    ref = by_id.get(event.ref_id) if event.kind in {"undo", "redo"} and event.ref_id is not None else None
    source = (ref or event).changes or read.get(int((ref or event).id)) or ()
    changes = [c for c in source if isinstance(c, Mapping) and c.get("table") == "campaign"]
    if ref is not None and event.kind == "undo":
        yield from ({**c, "before": c.get("after"), "after": c.get("before")} for c in reversed(changes))
    else:
        yield from changes


class HealthShown:
    """The characters whose health the players did not see as numbers, after each event of a session."""

    def __init__(self, events: Sequence[LogLine], characters: Sequence[Character], state: Mapping[str, Any],
                 read: Mapping[int, Sequence[Any]] | None = None) -> None:
        """``read``: the row changes of the reveals' lines, by id, where ``events`` were read without
        their changes (an export that draws no chart)."""
        by_id = {int(e.id): e for e in events}
        read = read or {}
        first = next((c.get("before") for e in events for c in _campaign_changes(e, by_id, read)
                      if isinstance(c.get("before"), Mapping) and "state" in c["before"]), None)
        now: Mapping[str, Any] = first["state"] if isinstance(first, Mapping) else state
        self._characters = list(characters)
        self._points: list[tuple[int, frozenset[int]]] = [(-1, self._unnumbered(now))]
        #: the same of the characters whose health was shown as a word (not hidden)
        self._worded: list[tuple[int, frozenset[int]]] = [(-1, self._unnumbered(now, WORD))]
        for event in events:
            for change in _campaign_changes(event, by_id, read):
                after = change.get("after")
                if isinstance(after, Mapping) and isinstance(after.get("state"), Mapping):
                    now = after["state"]
            unnumbered = self._unnumbered(now)
            if unnumbered != self._points[-1][1]:
                self._points.append((int(event.id), unnumbered))
            worded = self._unnumbered(now, WORD)
            if worded != self._worded[-1][1]:
                self._worded.append((int(event.id), worded))
        #: every character whose health was not shown as numbers at some moment of the session
        self.ever: frozenset[int] = frozenset().union(*(hidden for _at, hidden in self._points))

    def _unnumbered(self, state: Mapping[str, Any], only: str = "") -> frozenset[int]:
        """The characters whose health ``state`` does not show as numbers (``only``: shows as that)."""
        plain = dict(state) if isinstance(state, Mapping) else {}
        return frozenset(row_id(c) for c in self._characters
                         if (reveal_of(plain, c).get("health") == only if only
                             else reveal_of(plain, c).get("health") != NUMBERS))

    def at(self, event_id: int) -> frozenset[int]:
        """The characters whose health the players did not see as numbers just after event ``event_id``."""
        at = bisect_right(self._points, event_id, key=lambda point: point[0]) - 1
        return self._points[at][1]

    def worded_at(self, event_id: int) -> frozenset[int]:
        """The characters whose health the players saw as a word just after event ``event_id``."""
        at = bisect_right(self._worded, event_id, key=lambda point: point[0]) - 1
        return self._worded[at][1]
