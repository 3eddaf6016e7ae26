"""The campaign's state when a session began, for its Threat chart.

A session whose log changed no Threat (nor any other part of the campaign's state) was charted from
the campaign's state as it is now: session 1 of a campaign at Threat 3 drew a flat 3, though the
level was 0 that night and rose in session 2.  :func:`start_states` reads it from the log: the state
before the first change of the campaign's row at or after the session's start (an undo's change
being its action's, sides swapped); a session after which the row never changed begins at the
state it has now (None).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlmodel import Session

from app.services.log import LogLine, read_lines

#: the events that may change the campaign's row: their changes name it (the store writes JSON text)
_WHERE = "session_id IN :sids AND (kind IN ('undo', 'redo') OR CAST(changes AS TEXT) LIKE :campaign)"


def _campaign_before(changes: Iterable[Any]) -> Mapping[str, Any] | None:
    for change in changes:
        if isinstance(change, dict) and change.get("table") == "campaign":
            before = change.get("before")
            state = before.get("state") if isinstance(before, dict) else None
            if isinstance(state, Mapping):
                return state
    return None


def _applied(event: LogLine, by_id: Mapping[int, LogLine]) -> list[Any]:
    """The row changes ``event`` applied, in order (an undo applies its action's, undone)."""
    if event.kind in {"undo", "redo"} and event.ref_id is not None:
        ref = by_id.get(event.ref_id)
        if ref is None:
            return []
        if event.kind == "undo":
            return [{**c, "before": c.get("after"), "after": c.get("before")}
                    for c in reversed(ref.changes) if isinstance(c, dict)]
        return list(ref.changes)
    return list(event.changes or ())


def start_states(s: Session, session_ids: list[int], chosen: Iterable[int]) -> dict[int, Mapping[str, Any]]:
    """The campaign's state at the start of each ``chosen`` session (by id) that a later change
    tells; ``session_ids``: every session of the campaign, oldest first."""
    chosen = set(chosen)
    if not chosen:
        return {}
    first = min(session_ids.index(sid) for sid in chosen)
    later = session_ids[first:]
    events = read_lines(s, _WHERE, {"sids": later, "campaign": '%"campaign"%'}, changes=True)
    by_id = {e.id: e for e in events}
    missing = [e.ref_id for e in events if e.kind in {"undo", "redo"} and e.ref_id is not None
               and e.ref_id not in by_id]
    if missing:  # an undo of an action of an earlier session
        by_id.update((e.id, e) for e in read_lines(s, "id IN :ids", {"ids": missing}, changes=True))
    order = {sid: n for n, sid in enumerate(later)}
    out: dict[int, Mapping[str, Any]] = {}
    pending = sorted(chosen, key=order.__getitem__)
    for event in sorted(events, key=lambda e: (order[e.session_id], e.seq)):
        state = _campaign_before(_applied(event, by_id))
        if state is None:
            continue
        while pending and order[pending[0]] <= order[event.session_id]:
            out[pending.pop(0)] = state
        if not pending:
            break
    return out
