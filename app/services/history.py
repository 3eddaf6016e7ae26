"""The session's undoable actions as the History dock and the Edit menu see them, and the change set
of a replayed action."""

from __future__ import annotations

from typing import Any

from app.rules.records import record
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from app.services.snapshots import changed_ids
from app.store.models import LogEvent


@record(frozen=True)
class HistoryItem:
    """One undoable action of the session, as the History dock lists it (by its short label)."""

    event_id: int
    seq: int
    text: str
    args: dict[str, Any]
    ctx: str
    undone: bool
    discarded: bool
    console: str = ""  # the console that did it ("" for one console alone)


#: the columns a history item is made of (a LogEvent row without its changes)
HISTORY_COLUMNS = (
    LogEvent.id,
    LogEvent.seq,
    LogEvent.text,
    LogEvent.args,
    LogEvent.payload,
    LogEvent.undone,
    LogEvent.discarded,
    LogEvent.console,
)


def history_item(event: LogEvent) -> HistoryItem:
    label = event.payload.get("label") or {"t": event.text, "args": event.args, "ctx": event.payload.get("ctx", "log")}
    return HistoryItem(
        row_id(event),
        event.seq,
        str(label["t"]),
        dict(label.get("args") or {}),
        str(label.get("ctx", "log")),
        event.undone,
        event.discarded,
        event.console or "",
    )


def _archived(row: Any) -> bool:
    return bool(row.get("archived")) if isinstance(row, dict) else False


def change_set_for(
    changes: list[dict[str, Any]], kind: str, undo: bool = False, events: tuple[LogEvent, ...] = ()
) -> ChangeSet:
    """What ``changes`` changed; ``undo`` when they were just taken back (their before sides
    restored); ``events`` the log events the action wrote."""
    if undo:
        changes = [{**c, "before": c["after"], "after": c["before"]} for c in reversed(changes)]
    tables = {c["table"] for c in changes}
    # a character archived (a fight's extras leaving the roster) or brought back is gone from or
    # back in every list of characters, as one deleted or created
    created_or_deleted = any(c["table"] == "character" and (c["before"] is None or c["after"] is None
                                                            or _archived(c["before"]) != _archived(c["after"]))
                             for c in changes)
    return ChangeSet(
        characters=frozenset(changed_ids(changes, "character")),
        characters_added_or_removed=created_or_deleted,
        campaign="campaign" in tables,
        session="game_session" in tables,
        encounter=bool(tables & {"encounter", "combatant"}),
        kind=kind,
        rows=tuple(changes),
        events=events,
    )
