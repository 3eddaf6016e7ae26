"""Importing an exported session log (File → Import a session log): its sessions added, as new
ended sessions, in one transaction.

A file is read as it streams in (:class:`app.services.log_reader.LogReader`): each event is checked
as it comes and written by :class:`LogWriter`, a thousand rows to a statement, in the import's
transaction; a refusal anywhere in the file (an event, the end of the file, its last byte) rolls
all of it back.  Memory stays that of a batch of rows, whatever the file's size.  A document
already read (:func:`parse_log_document`) is written by the same writer (:class:`ImportLog`).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import check_types
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.log_reader import LogReader, UnusualOrderError
from app.services.refusals import refusal_text
from app.services.validate_import import parse_log
from app.store.models import GameSession, LogEvent

#: rows written by one statement (SQLite binds at most 32,766 values; a row has 17)
BATCH = 1_000
_EVENTS = LogEvent.__table__  # type: ignore[attr-defined]
_INSERT = insert(_EVENTS)
_IDS = select(_EVENTS.c.id).where(_EVENTS.c.session_id == bindparam("sid")).order_by(_EVENTS.c.seq)
_SET_REF = update(_EVENTS).where(_EVENTS.c.id == bindparam("_id")).values(ref_id=bindparam("_ref"))
_SET_SEQ = update(_EVENTS).where(_EVENTS.c.id == bindparam("_id")).values(seq=bindparam("_seq"))
#: an event without an id, in the array of the file's ids
_NO_ID = -(2**63)


def parse_log_document(text: str | bytes) -> dict[str, Any]:
    """Read an exported session log (JSON) and check all of it before anything is written
    (:func:`app.services.validate_import.parse_log`); CommandError says what is wrong."""
    return parse_log(text)


class LogWriter:
    """The sessions of an imported log written into the open transaction ``s`` as they are read:
    events a batch at a time; an undo or redo line then points at its action's new id."""

    def __init__(self, s: Any, campaign_id: int) -> None:
        self._s = s
        self._campaign_id = campaign_id
        latest = s.execute(select(func.max(GameSession.number)).where(GameSession.campaign_id == campaign_id)).scalar()  # type: ignore[arg-type]
        self._number = int(latest or 0)
        self.numbers: list[str] = []
        self.count = 0
        self._game: int | None = None

    def _begin(self) -> int:
        self._number += 1
        game = GameSession(campaign_id=self._campaign_id, number=self._number, started=datetime.now(UTC))
        self._s.add(game)
        self._s.flush()
        self._row = game
        self._game = int(game.id)  # type: ignore[arg-type]
        self._rows: list[dict[str, Any]] = []
        self._at = 0  # events of the session so far
        self._kept = True  # the file's sequence numbers are kept: all given, rising (from 1 on)
        self._last_seq = 0
        self._ids = array("q")  # the file's id of each event, in order
        self._ref_at = array("q")  # the events that name another (undo, redo lines), and the id they name
        self._ref_to = array("q")
        self._first: datetime | None = None
        self._last: datetime | None = None
        return self._game

    def add(self, item: Mapping[str, Any]) -> None:
        session_id = self._game if self._game is not None else self._begin()
        self._at += 1
        seq = item["seq"]
        if self._kept and (seq is None or seq <= self._last_seq):
            self._renumber()
        self._last_seq = seq if self._kept else self._at
        self._ids.append(_NO_ID if item["id"] is None else item["id"])
        if item["ref_id"] is not None:
            self._ref_at.append(self._at)
            self._ref_to.append(item["ref_id"])
        if self._first is None:
            self._first = item["time"]
        self._last = item["time"]
        self._rows.append(
            {
                "session_id": session_id,
                "seq": seq if self._kept else self._at,
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
        )
        if len(self._rows) >= BATCH:
            self._flush()

    def _flush(self) -> None:
        if self._rows:
            self._s.execute(_INSERT, self._rows)
            self._rows = []

    def _renumber(self) -> None:
        """The file's sequence numbers cannot be kept: the events so far numbered from 1 in order."""
        self._kept = False
        self._flush()
        ids = [int(i) for i in self._s.execute(_IDS, {"sid": self._game}).scalars()]
        for start in range(0, len(ids), BATCH):
            part = ids[start : start + BATCH]
            self._s.execute(_SET_SEQ, [{"_id": i, "_seq": start + n} for n, i in enumerate(part, start=1)])

    def end(self, head: Mapping[str, Any]) -> None:
        """The session read to its end, with its own fields."""
        session_id = self._game if self._game is not None else self._begin()
        self._flush()
        self._point_refs(session_id)
        started = head["started"] or self._first or datetime.now(UTC)
        ended = head["ended"] or self._last or started
        self._row.title, self._row.started, self._row.ended = head["title"], started, ended
        self._s.flush()
        self.numbers.append(str(self._number))
        self.count += self._at
        self._game = None

    def _point_refs(self, session_id: int) -> None:
        """Each undo or redo line to the new id of the action it names (when the session holds it)."""
        if not self._ref_at:
            return
        wanted = set(self._ref_to)
        at_of: dict[int, int] = {}  # the file's id → the last event holding it
        for at, file_id in enumerate(self._ids, start=1):
            if file_id in wanted:
                at_of[file_id] = at
        needed = set(at_of.values()) | {at for at, to in zip(self._ref_at, self._ref_to, strict=True) if to in at_of}
        new_id: dict[int, int] = {}
        for at, event_id in enumerate(self._s.execute(_IDS, {"sid": session_id}).scalars(), start=1):
            if at in needed:
                new_id[at] = int(event_id)
        refs = [
            {"_id": new_id[at], "_ref": new_id[at_of[to]]}
            for at, to in zip(self._ref_at, self._ref_to, strict=True)
            if to in at_of
        ]
        for start in range(0, len(refs), BATCH):
            self._s.execute(_SET_REF, refs[start : start + BATCH])

    def entry(self, campaign: str) -> LogEntry:
        """The import's one line in the open session's log."""
        return LogEntry(
            "import",
            QT_TRANSLATE_NOOP("log", "Imported the log of {campaign}: {count} events, now session {numbers}"),
            {"campaign": campaign or "?", "count": self.count, "numbers": ", ".join(self.numbers)},
        )


@dataclass(eq=False, repr=False)
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
        writer = LogWriter(tx.session, int(ctx.campaign.id))  # type: ignore[arg-type]
        for data in self.document["sessions"]:
            for item in data["events"]:
                writer.add(item)
            writer.end(data)
        return writer.entry(self.document.get("campaign") or "")


@dataclass(eq=False, repr=False)
class ImportLogStream(Command):
    """:class:`ImportLog` of a file as it is read (``reader`` read up to its sessions): each event
    checked and written as it comes; a refusal anywhere in the file undoes all of it."""

    reader: LogReader
    kind = "import"
    undoable = False

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        writer = LogWriter(tx.session, int(ctx.campaign.id))  # type: ignore[arg-type]
        self.reader.rest(writer)
        return writer.entry(self.reader.campaign)


class _Stream(ImportLogStream):
    """:class:`ImportLogStream` that keeps the refusal of the file it raised (already in the GM's
    language, sent as it is; a refusal of the store goes as any action's)."""

    refused: CommandError | None = None

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        try:
            return super().apply(tx, ctx)
        except CommandError as exc:
            self.refused = exc
            raise


def import_log(service: Any, source: Callable[[], Iterable[bytes | str]], whole: Callable[[], bytes | str]) -> bool:
    """File → Import a session log for ``service`` (a LogService): the file from ``source()``, read
    up to its sessions before the transaction begins (a file that is not a session log this
    Deadwatch reads is refused without it), then streamed into it.  A file in an order the reader
    does not stream is read ``whole()`` and checked before anything is written, as before."""
    try:
        reader = LogReader(source())
        if reader.start():
            command = _Stream(reader)
            try:
                check_types(command)
                service.campaign.execute(command)
            except CommandError as exc:
                service.failed.emit(exc.context, exc.message if exc is command.refused else refusal_text(exc))
                return False
            return True
        reader.rest(None)  # raises the refusal (the file's head already refuses it)
    except CommandError as exc:
        service.failed.emit(exc.context, exc.message)
        return False
    except UnusualOrderError:
        pass
    try:
        document = parse_log(whole())
    except CommandError as exc:
        service.failed.emit(exc.context, exc.message)
        return False
    return bool(service.run(ImportLog(document)))
