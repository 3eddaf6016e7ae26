"""Steps of one counter in a burst, as one action: one log line, one undo.

A GM holding + on a counter (the swarm's dead) makes one change: "The dead: 3 → 7", not four lines
and four undos.  A command says it may join the action before it with :attr:`Command.merge` (a key:
the same key is the same counter) and :attr:`Command.merge_keep` (the arguments of its line the
first step's line keeps, such as the count it started from).  Each step is still its own
transaction, committed before any screen shows it; a step that continues the burst rewrites the
burst's log line (its arguments, its label and the rows it changed, from before the first step to
after this one) instead of adding one, so one Undo takes the whole burst back.

A burst ends when anything else is written (another action, an undo or a redo, another console's
write: the burst's line is then no longer the newest), or when the screen says so
(:meth:`Bursts.end`: the focus left the counter).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import update

from app.rules.records import record
from app.services.command import Command
from app.store.models import LogEvent

LOG = LogEvent.__table__  # type: ignore[attr-defined]


@record(eq=False, repr=False)
class Burst:
    key: str
    event: LogEvent  # its line as last written


class Bursts:
    """The open burst of this console (at most one)."""

    def __init__(self) -> None:
        self.open: Burst | None = None

    def end(self) -> None:
        self.open = None

    def continued(self, command: Command, seen: int, session_id: int | None) -> LogEvent | None:
        """The line ``command`` joins: the open burst's, when it is the same counter and its line is
        still the newest event of the open session; else None (and the burst is over)."""
        burst = self.open
        if (burst is None or not command.merge or not command.undoable or burst.key != command.merge
                or burst.event.id != seen or burst.event.session_id != session_id or burst.event.undone):
            self.open = None
            return None
        return burst.event

    def wrote(self, command: Command, event: LogEvent) -> None:
        """``event`` is the line ``command`` wrote or rewrote: a burst of its counter is open."""
        self.open = Burst(command.merge, event) if command.merge and command.undoable else None


def merged_changes(first: list[dict[str, Any]], later: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows two steps changed, as one change: each row from before the first step to after the
    second (a row only one of them changed, as that one changed it)."""
    out = [dict(c) for c in first]
    where = {(c["table"], c["id"]): n for n, c in enumerate(out)}
    for change in later:
        n = where.get((change["table"], change["id"]))
        if n is None:
            where[(change["table"], change["id"])] = len(out)
            out.append(dict(change))
            continue
        earlier = out[n]
        before, after = earlier["before"], change["after"]
        if before is not None and change["before"] is not None:
            before = {**change["before"], **before}  # a column the first step left: as the second found it
        if after is not None and earlier["after"] is not None:
            after = {**earlier["after"], **after}  # a column the second step left: as the first set it
        out[n] = {**earlier, "before": before, "after": after}
    return [c for c in out if c["before"] != c["after"]]


def rewrite(s: Any, event: LogEvent, values: dict[str, Any], keep: tuple[str, ...]) -> LogEvent:
    """The burst's line rewritten in the open transaction ``s`` with the latest step's ``values``
    (its arguments but ``keep``, which stay the first step's) and the rows of both steps."""
    args = {**values["args"], **{k: event.args[k] for k in keep if k in event.args}}
    payload = dict(values["payload"])
    label = payload.get("label")
    if isinstance(label, dict):
        old_label = (event.payload or {}).get("label") or {}
        first = old_label.get("args") or {}
        payload["label"] = {**label, "args": {**label.get("args", {}), **{k: first[k] for k in keep if k in first}}}
    changes = merged_changes(list(event.changes), values["changes"])
    columns = {"args": args, "payload": payload, "changes": changes, "time": values["time"],
               "faces": [*event.faces, *values["faces"]]}
    s.execute(update(LOG).where(LOG.c.id == event.id).values(**columns))
    fields = {name: getattr(event, name) for name in LogEvent.model_fields}
    return LogEvent.model_construct(**{**fields, **columns})
