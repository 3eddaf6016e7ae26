"""The sheet and state of a character hidden at some moment of a session, at each line the players saw him.

The players' copy of the log (:mod:`app.export.concealed`) leaves out the lines of a character
while he is hidden from them, so its charts cannot be replayed from its own lines alone: an NPC
hurt while hidden, then shown with V, would start his chart at his health from before the blow
(the blow's line is not there), or at a point the players never saw.  :func:`seen_states` replays
the session's every line for such characters and gives their sheet and state after each line of the
players' copy at which they were shown: the chart of a character revealed mid-session starts at the
line that shows him, with his health as it then was, and holds nothing from before it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from app.services.log import LogLine

Seen = list[tuple[int, dict[str, Any], dict[str, Any]]]


def _applied(event: LogLine, by_id: Mapping[int, LogLine]) -> Iterator[Mapping[str, Any]]:
    """The row changes ``event`` made, in the order they were made (an undo puts back its action's before)."""
    ref = by_id.get(event.ref_id) if event.kind in {"undo", "redo"} and event.ref_id is not None else None
    if ref is None:
        yield from (c for c in event.changes or () if isinstance(c, Mapping))
    elif event.kind == "undo":
        yield from ({**c, "before": c.get("after"), "after": c.get("before")}
                    for c in reversed(ref.changes or ()) if isinstance(c, Mapping))
    else:
        yield from (c for c in ref.changes or () if isinstance(c, Mapping))


def _start(events: list[LogLine], cid: int, key: str, now: dict[str, Any] | None) -> dict[str, Any] | None:
    """``key`` ("sheet" or "state") of character ``cid`` before the session's first change of it, else ``now``."""
    for change in (c for e in events for c in e.changes or () if isinstance(c, Mapping)):
        if change.get("table") != "character" or int(change.get("id") or 0) != cid:
            continue
        before, after = change.get("before"), change.get("after")
        if before is None and isinstance(after, Mapping):  # created in this session: as it was made
            return dict(after.get(key) or {})
        if isinstance(before, Mapping) and isinstance(before.get(key), Mapping):
            return dict(before[key])
    return None if now is None else dict(now)


def seen_states(events: list[LogLine], shown_lines: Mapping[int, int], characters: Mapping[int, Any],
                hidden_at: Callable[[int], frozenset[int]], latest: bool) -> dict[int, Seen]:
    """Character id (of ``characters``: id → row) → [(number of the line in the players' copy, sheet,
    state after it)] at each line of ``shown_lines`` (event id → its number) at which he was shown;
    ``events``: the session's every line in order; ``latest``: its rows are as the session left them."""
    by_id = {int(e.id): e for e in events}
    sheets: dict[int, dict[str, Any]] = {}
    states: dict[int, dict[str, Any]] = {}
    for cid, row in characters.items():
        sheet = _start(events, cid, "sheet", dict(row.sheet))
        state = _start(events, cid, "state", dict(row.state) if latest else None)
        if sheet is not None and state is not None:
            sheets[cid], states[cid] = sheet, state
    out: dict[int, Seen] = {cid: [] for cid in characters}
    for event in events:
        for change in _applied(event, by_id):
            cid = int(change.get("id") or 0)
            if change.get("table") != "character" or cid not in characters:
                continue
            after = change.get("after")
            if not isinstance(after, Mapping):
                states.pop(cid, None)  # deleted
                continue
            if isinstance(after.get("sheet"), Mapping):
                sheets[cid] = dict(after["sheet"])
            if isinstance(after.get("state"), Mapping):
                states[cid] = dict(after["state"])
        number = shown_lines.get(int(event.id))
        if number is None:
            continue
        hidden = hidden_at(int(event.id))
        for cid in characters:
            if cid not in hidden and cid in states and cid in sheets:
                out[cid].append((number, sheets[cid], states[cid]))
    return out
