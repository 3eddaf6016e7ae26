"""The session's undoable actions as the History dock and the Edit menu see them, and the change set
of a replayed action."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.records import record
from app.services.changes import ChangeSet
from app.services.damage_done import STATES_GONE, STATES_NOW
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
    undo_text: str = ""  # what its undo says instead of ``text`` turned back ("Ann back to J3 (was on K3)")
    redo_text: str = ""  # what its redo says instead of ``text`` ("2 days pass, done again: Ana: Health 1 → 3")


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
        str(label.get("undo") or ""),
        str(label.get("redo") or ""),
    )


#: the names a change's two ends take in an action's words, "Health {old} → {new}", "{before} → {after}"
_ENDS = frozenset({("old", "new"), ("before", "after"), ("from", "to"), ("start", "end"), ("was", "now")})
_ARROW = re.compile(r"\{(\w+)\}\s*→\s*\{(\w+)\}")


#: the words of a change that read the other way once it is undone: the states a damage gave ("now:
#: Broken, Sick") are the states its undo takes away ("removed: Broken, Sick"), and back
OPPOSITES = {STATES_NOW: STATES_GONE, STATES_GONE: STATES_NOW}


def _turned(value: Any) -> Any:
    """``value`` (an action's words: a text to translate with its arguments, a list of them…) with
    each change "{old} → {new}" it names turned the other way, and each state it gave or took away
    (:data:`OPPOSITES`); anything else as it is."""
    if isinstance(value, list):
        return [_turned(v) for v in value]
    if not isinstance(value, Mapping) or not isinstance(value.get("args"), Mapping):
        return value
    text = str(value.get("t", ""))
    if text in OPPOSITES:
        return {**value, "t": OPPOSITES[text]}
    return {**value, "args": turned_args(text, value["args"])}


def turned_args(text: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments of ``text`` for the change it names made the other way: each "{old} → {new}"
    its words (and the words nested in them) say, from the new value back to the old."""
    out = {key: _turned(value) for key, value in args.items()}
    for first, second in _ARROW.findall(text):
        if (first, second) in _ENDS and first in out and second in out:
            out[first], out[second] = out[second], out[first]
    return out


def taken_back(item: HistoryItem) -> HistoryItem:
    """The action as its undo says it: each change its words name ("Health 3 → 2") the way the undo
    makes it ("Health 2 → 3").  An undo's line, its Edit menu entry and its status bar read it so
    (the undo of a damage said the damage's own "3 → 2" while it took Health 2 → 3).  An action with
    words of its own for its undo says those ("Shambler 1 back to J3 (was on K3)": its move turned
    back, "moves K3 → J3", read as a new move)."""
    if item.undo_text:
        return replace(item, text=item.undo_text)
    return replace(item, args=turned_args(item.text, item.args))


def redone(item: HistoryItem) -> HistoryItem:
    """The action as its redo says it: its own words for it where it has them (a time passing names
    what it does again, as its undo names what it gives back), else its label."""
    return replace(item, text=item.redo_text) if item.redo_text else item


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
