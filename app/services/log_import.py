"""Importing an exported session log (File → Import a session log): the file checked whole before
anything is written (:func:`app.services.validate_import.parse_log`), then its sessions added in
one transaction.

The events go in as plain rows, a few thousand to a statement: twenty thousand events built as ORM
objects took most of ten seconds, nearly all of it in building the objects.  The file is looked at
before it is read: one larger than the import takes is refused unread (see
:func:`app.services.picked_files.read_picked`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, Context, LogEntry, Tx
from app.services.validate_import import parse_log
from app.store.models import GameSession, LogEvent

#: rows written by one statement (SQLite binds at most 32,766 values; a row has 17)
BATCH = 1_000
_EVENTS = LogEvent.__table__  # type: ignore[attr-defined]
_INSERT = insert(_EVENTS)
_SEQ_IDS = select(_EVENTS.c.seq, _EVENTS.c.id).where(_EVENTS.c.session_id == bindparam("sid"))
_SET_REF = update(_EVENTS).where(_EVENTS.c.id == bindparam("_id")).values(ref_id=bindparam("_ref"))


def parse_log_document(text: str | bytes) -> dict[str, Any]:
    """Read an exported session log (JSON) and check all of it before anything is written
    (:func:`app.services.validate_import.parse_log`); CommandError says what is wrong."""
    return parse_log(text)


def _batches(rows: Sequence[dict[str, Any]]) -> Iterator[Sequence[dict[str, Any]]]:
    for start in range(0, len(rows), BATCH):
        yield rows[start : start + BATCH]


def _kept_order(events: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the file's sequence numbers can be kept: all given, rising, from 1 on."""
    seqs = [e["seq"] for e in events]
    return None not in seqs and all(a < b for a, b in zip(seqs, seqs[1:], strict=False)) and (not seqs or seqs[0] >= 1)


@dataclass
class ImportLog(Command):
    """Add the sessions of an exported log (see :func:`parse_log_document`) as new, ended sessions.

    The events keep their time, round, who, line, dice and secret or undone marks.  Their row
    changes are not imported (they name rows of another campaign file), so they cannot be undone
    here; nor can the import itself (it is a record of what was played elsewhere).
    """

    document: Mapping[str, Any]
    kind = "import"
    undoable = False

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        s = tx.session
        latest = s.execute(
            select(func.max(GameSession.number)).where(GameSession.campaign_id == ctx.campaign.id)  # type: ignore[arg-type]
        ).scalar()
        number = int(latest or 0)
        numbers: list[str] = []
        count = 0
        for data in self.document["sessions"]:
            number += 1
            events = data["events"]
            first = events[0]["time"] if events else None
            started = data["started"] or first or datetime.now(UTC)
            game = GameSession(
                campaign_id=int(ctx.campaign.id),  # type: ignore[arg-type]
                number=number,
                title=data["title"],
                started=started,
                ended=data["ended"] or (events[-1]["time"] if events else started),
            )
            s.add(game)
            s.flush()
            self._add_events(s, int(game.id), events)  # type: ignore[arg-type]
            numbers.append(str(number))
            count += len(events)
        return LogEntry(
            "import",
            QT_TRANSLATE_NOOP("log", "Imported the log of {campaign}: {count} events, now session {numbers}"),
            {"campaign": self.document.get("campaign") or "?", "count": count, "numbers": ", ".join(numbers)},
        )

    @staticmethod
    def _add_events(s: Any, session_id: int, events: Sequence[Mapping[str, Any]]) -> None:
        """The session's events as rows; an undo or redo line then points at its action's new id."""
        keep = _kept_order(events)
        rows = [
            {
                "session_id": session_id,
                "seq": item["seq"] if keep else seq,
                "time": item["time"],
                "round": item["round"],
                "actor": item["actor"],
                "target": item["target"],
                "kind": item["kind"],
                "text": item["text"],
                "args": item["args"],
                "payload": item["payload"],
                "faces": item["faces"],
                "changes": [],
                "undoable": False,
                "undone": item["undone"],
                "discarded": item["undone"],
                "console": "",
                "secret": item["secret"],
                "ref_id": None,
            }
            for seq, item in enumerate(events, start=1)
        ]
        for batch in _batches(rows):
            s.execute(_INSERT, list(batch))
        if not any(item["ref_id"] is not None for item in events):
            return
        new_id_of_seq = {int(seq): int(new) for seq, new in s.execute(_SEQ_IDS, {"sid": session_id})}
        new_ids = {
            item["id"]: new_id_of_seq[row["seq"]]
            for item, row in zip(events, rows, strict=True)
            if item["id"] is not None
        }
        refs = [
            {"_id": new_id_of_seq[row["seq"]], "_ref": new_ids[item["ref_id"]]}
            for item, row in zip(events, rows, strict=True)
            if item["ref_id"] in new_ids
        ]
        for batch in _batches(refs):
            s.execute(_SET_REF, list(batch))
