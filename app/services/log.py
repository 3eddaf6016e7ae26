"""The session log: GM notes, secret events, reading the log in slices, importing an exported log.

Signals (on :class:`LogService`)
-------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import bindparam, func, text
from sqlmodel import Session, col, select

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import TEXT_MAX
from app.services.changes import ChangeSet
from app.services.checks import WRONG_VALUE
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.service import Service
from app.services.unseen_mark import AFTER_SECRET, NAMES_HIDDEN, SECRET_DICE, chosen_secret
from app.store.models import GameSession, LogEvent

NOTE_LIMIT = TEXT_MAX  # the log dock's note line holds as much

if TYPE_CHECKING:  # their old home: importable from here too (loaded with the first import)
    from app.services.log_import import ImportLog as ImportLog
    from app.services.log_import import parse_log_document as parse_log_document


def __getattr__(name: str) -> Any:
    """``ImportLog`` and ``parse_log_document``, once imported from here, come from
    :mod:`app.services.log_import`, which loads (with its JSON reader) on first use: opening a
    campaign does not read exported logs."""
    if name in ("ImportLog", "parse_log_document"):
        from app.services import log_import

        return getattr(log_import, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def event_label(event: LogEvent) -> dict[str, Any]:
    """An event as a nested line for another line's arguments ("Marked secret: {action}")."""
    return {"t": event.text, "ctx": (event.payload or {}).get("ctx", "log"), "args": dict(event.args)}


@record(eq=False, repr=False)
class AddNote(Command):
    """A GM note typed into the log: an event of its own, possibly secret."""

    text: str
    secret: bool = False
    kind = "note"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        text = " ".join(self.text.split())
        if not text:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A note needs some text."))
        if len(text) > NOTE_LIMIT:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A note can hold at most 4000 characters."))
        return LogEntry("note", QT_TRANSLATE_NOOP("log", "Note: {text}"), {"text": text}, secret=self.secret)


#: the line of the GM's making a line public again (the players' copy reads it: app.export.concealment)
NO_LONGER_SECRET = QT_TRANSLATE_NOOP("log", "No longer secret: {action}")


@record(eq=False, repr=False)
class SetSecret(Command):
    """Mark an event secret (kept out of exports unless asked), or public again."""

    event_id: int
    secret: bool = True
    kind = "secret"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        event = tx.get(LogEvent, self.event_id)
        # a line secret only for the hidden names it holds may still be made the GM's own secret
        already = chosen_secret(event.secret, event.payload) if self.secret else not event.secret
        if already:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "That event is secret already.")
                if self.secret
                else QT_TRANSLATE_NOOP("log", "That event is not secret.")
            )
        event.secret = self.secret
        if NAMES_HIDDEN in (event.payload or {}):  # the GM decides for a line secret for its names
            event.payload = {k: v for k, v in event.payload.items() if k not in (NAMES_HIDDEN, SECRET_DICE)}
        tx.save(event)
        # its Undo and Redo lines go with it: they quote it ("Undo: Note: …"), and stayed public
        # beside a note made secret (the export left them out, the log showed them to the GM as seen)
        told = tx.session.exec(select(LogEvent).where(
            LogEvent.ref_id == self.event_id, col(LogEvent.kind).in_(("undo", "redo")))).all()
        for line in told:
            if bool(line.secret) != self.secret:
                tx.touch(line)  # as it was, for the undo
                line.secret = self.secret
                tx.save(line)
        # so do the lines secret only for following it (the damage of a secret roll, applied from its
        # offer): a roll made public left its damage secret, off the players' copy of the log
        followers = tx.session.exec(select(LogEvent).where(
            LogEvent.session_id == event.session_id, col(LogEvent.seq) > event.seq,
            func.json_extract(LogEvent.payload, f"$.{AFTER_SECRET}") == self.event_id)).all()
        for line in followers:
            if bool(line.secret) != self.secret and not (line.payload or {}).get(NAMES_HIDDEN):
                tx.touch(line)
                line.secret = self.secret
                tx.save(line)
        text = (
            QT_TRANSLATE_NOOP("log", "Marked secret: {action}")
            if self.secret
            else NO_LONGER_SECRET
        )
        # the line about a secret is itself for the GM only
        return LogEntry(
            "secret", text, {"action": event_label(event)}, payload={"event_id": self.event_id}, secret=True
        )


# ---------------------------------------------------------------------------------------- reading
@dataclass(slots=True)
class LogLine:
    """A log event read for showing or exporting (the attributes of a LogEvent row, detached).

    Reading a 10,000-event session as LogLines is several times faster than loading ORM rows,
    and the row changes (the bulk of the data) are read only when asked for.
    """

    id: int
    session_id: int
    seq: int
    time: datetime
    round: int | None
    actor: str
    target: str
    kind: str
    text: str
    args: dict[str, Any]
    payload: dict[str, Any]
    faces: list[Any]
    undoable: bool
    undone: bool
    discarded: bool
    secret: bool
    ref_id: int | None
    changes: list[Any]
    console: str = ""  # the console that wrote it, when several run the campaign
    #: part of the stored row cannot be read (its arguments, dice or changes are not JSON): shown
    #: with what could be read, and marked
    damaged: bool = False


_COLUMNS = (
    "id, session_id, seq, time, round, actor, target, kind, text, args, payload, faces, "
    "undoable, undone, discarded, secret, ref_id, console"
)


_decode = json.JSONDecoder().raw_decode


def _json_value(value: Any) -> Any:
    """A JSON column as SQLite hands it over (text), or as a driver that decodes JSON does."""
    if type(value) is str:
        if value == "{}":  # most events have no payload and no dice
            return {}
        if value == "[]":
            return []
        try:  # raw_decode skips json.loads' checks for surrounding blanks: half the time on short values
            found, end = _decode(value)
        except ValueError:
            found, end = None, -1
        return found if end == len(value) else json.loads(value)
    return json.loads(value) if isinstance(value, str | bytes) else value


def _stored_time(value: Any) -> datetime:
    stamp = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return stamp.replace(tzinfo=UTC) if stamp.tzinfo is None else stamp


def read_lines(
    session: Session, where: str, params: Mapping[str, Any], changes: bool = False, newest: int | None = None
) -> list[LogLine]:
    """Log events matching ``where`` (SQL over log_event's columns, with bound ``params``), by session
    and seq; ``newest``: only that many, the latest of them (still oldest first)."""
    columns = _COLUMNS + (", changes" if changes else "")
    order = "session_id, seq" if newest is None else f"session_id DESC, seq DESC LIMIT {int(newest)}"
    query = text(f"SELECT {columns} FROM log_event WHERE {where} ORDER BY {order}")
    for name, value in params.items():
        if isinstance(value, list | tuple | set | frozenset):
            query = query.bindparams(bindparam(name, expanding=True))
    out = []
    for r in session.execute(query, dict(params)):
        try:
            line = LogLine(
                int(r[0]),
                int(r[1]),
                int(r[2]),
                _stored_time(r[3]),
                None if r[4] is None else int(r[4]),
                r[5] or "",
                r[6] or "",
                r[7],
                r[8],
                _json_value(r[9]) or {},
                _json_value(r[10]) or {},
                _json_value(r[11]) or [],
                bool(r[12]),
                bool(r[13]),
                bool(r[14]),
                bool(r[15]),
                None if r[16] is None else int(r[16]),
                (_json_value(r[18]) or []) if changes else [],
                r[17] or "",
            )
        except ValueError:  # text that is not JSON, a time that is not one: read what can be
            line = _damaged_line(r, changes)
        out.append(line)
    return out if newest is None else out[::-1]


def _readable(value: Any, kind: type) -> Any:
    """A JSON column's value when it reads as ``kind`` (dict or list), else None."""
    try:
        found = _json_value(value)
    except ValueError:
        return None
    return kind() if found is None else found if isinstance(found, kind) else None


def _damaged_line(r: Any, changes: bool) -> LogLine:
    """The line of a row some of whose columns cannot be read, marked damaged."""
    args, payload, faces = _readable(r[9], dict), _readable(r[10], dict), _readable(r[11], list)
    moved = _readable(r[18], list) if changes else []
    try:
        time = _stored_time(r[3])
    except (TypeError, ValueError):
        time = datetime.fromtimestamp(0, UTC)
    return LogLine(
        int(r[0]),
        int(r[1]),
        int(r[2]),
        time,
        None if r[4] is None else int(r[4]),
        r[5] or "",
        r[6] or "",
        r[7],
        r[8],
        args or {},
        payload or {},
        faces or [],
        bool(r[12]),
        bool(r[13]),
        bool(r[14]),
        bool(r[15]),
        None if r[16] is None else int(r[16]),
        moved or [],
        r[17] or "",
        damaged=True,
    )


def line_from(event: LogEvent) -> LogLine:
    """A LogLine of an event row just written (its JSON values as the store hands them back)."""

    def stored(value: Any) -> Any:
        return json.loads(json.dumps(value))

    return LogLine(
        int(event.id),  # type: ignore[arg-type]
        int(event.session_id),
        int(event.seq),
        _stored_time(event.time),
        event.round,
        event.actor or "",
        event.target or "",
        event.kind,
        event.text,
        stored(event.args) or {},
        stored(event.payload) or {},
        stored(event.faces) or [],
        bool(event.undoable),
        bool(event.undone),
        bool(event.discarded),
        bool(event.secret),
        event.ref_id,
        [],
        event.console or "",
    )


def read_changes_json(session: Session, session_id: int) -> dict[int, str]:
    """Each event's changed rows by id, as compact JSON text (what ``json.dumps`` writes with
    ``ensure_ascii=False, separators=(",", ":")``).

    On SQLite the stored text is compacted by its json(): the row changes are most of a log's
    bytes, and decoding then encoding them again in Python took most of a JSON export's time.
    Text holding \\u escapes (the store writes non-ASCII characters so) is decoded and encoded
    here, so the text is the same either way; so is every value when SQLite refuses one.
    """
    params = {"sid": session_id}
    rows: list[Any] | None = None
    if session.get_bind().dialect.name == "sqlite":
        query = "SELECT id, CASE WHEN json_valid(changes) THEN json(changes) END FROM log_event WHERE session_id = :sid"
        rows = list(session.execute(text(query), params))
        if any(value is None for _id, value in rows):  # not JSON to SQLite (NaN, say): every value through Python
            rows = None
    compacted = rows is not None
    if rows is None:
        rows = list(session.execute(text("SELECT id, changes FROM log_event WHERE session_id = :sid"), params))
    out = {}
    for event_id, value in rows:
        if not compacted or type(value) is not str or not value or "\\u" in value:
            value = json.dumps(_readable(value, list) or [], ensure_ascii=False, separators=(",", ":"))
        out[int(event_id)] = value
    return out


# ---------------------------------------------------------------------------------------- service
class LogService(Service):
    """What the log dock and the exports ask for: slices of the log, notes, secrets, imports."""

    def shown_session(self) -> GameSession | None:
        """The session the log follows: the open one, else the latest."""
        return self.campaign.current_session() or self.campaign.latest_session()

    def events_after(self, session_id: int, seq: int = 0, changes: bool = True) -> list[LogLine]:
        """The events of a session with a sequence number above ``seq``, oldest first.

        ``changes=False`` leaves out the rows each action changed (a faster read of a long log)."""
        with self.campaign._session() as s:
            return read_lines(s, "session_id = :sid AND seq > :seq", {"sid": session_id, "seq": seq}, changes)

    def latest_events(self, session_id: int, count: int, before_seq: int | None = None) -> tuple[list[LogLine], bool]:
        """The latest ``count`` events of a session (those before ``before_seq`` when given), oldest
        first, without the rows they changed, and whether there are earlier ones: the log dock
        shows the end of a long session and reads further back as the GM scrolls up."""
        where = "session_id = :sid" + ("" if before_seq is None else " AND seq < :before")
        params: dict[str, Any] = {"sid": session_id} | ({} if before_seq is None else {"before": before_seq})
        with self.campaign._session() as s:
            lines = read_lines(s, where, params, newest=count + 1)
        return lines[-count:] if count else [], len(lines) > count

    def lines_after(self, changes: ChangeSet, session_id: int, seq: int) -> list[LogLine]:
        """The events of a session after ``seq`` once ``changes`` happened (without the rows they
        changed): the events the change carries when they follow on from ``seq``, else read."""
        events = [e for e in changes.events if e.session_id == session_id]
        if events and [e.seq for e in events] == list(range(seq + 1, seq + 1 + len(events))):
            return [line_from(e) for e in events]
        return self.events_after(session_id, seq, changes=False)

    def events_by_id(self, ids: Iterable[int]) -> list[LogLine]:
        wanted = sorted(set(ids))
        if not wanted:
            return []
        with self.campaign._session() as s:
            return read_lines(s, "id IN :ids", {"ids": wanted}, changes=True)

    def add_note(self, text: str, secret: bool = False) -> bool:
        return self.run(AddNote(text, secret))

    def set_secret(self, event_id: int, secret: bool = True) -> bool:
        return self.run(SetSecret(event_id, secret))

    def import_text(self, text: str | bytes | bytearray) -> bool:
        """Import an exported session log (its JSON text or bytes), as :meth:`import_file` does."""
        if not isinstance(text, str | bytes | bytearray):
            self.failed.emit("log", WRONG_VALUE)
            return False
        from app.services.json_stream import chunks_of
        from app.services.log_import import import_log

        data = bytes(text) if isinstance(text, bytearray) else text
        return import_log(self, lambda: chunks_of(data), lambda: data)

    def import_file(self, path: str) -> bool:
        """Import an exported session log (JSON), read as it streams in and checked as it is
        written, in one transaction; on refusal emit ``failed`` with the reason (already in the
        current language) and nothing has changed."""
        from app.services.json_stream import file_chunks
        from app.services.log_import import import_log
        from app.services.picked_files import UNREADABLE, open_picked
        from app.services.validate_import import FILE_LIMIT  # the log's checks: loaded at its first import

        try:
            fh = open_picked(path, FILE_LIMIT)
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False
        with fh:

            def source() -> Iterator[bytes]:
                fh.seek(0)
                return file_chunks(fh)

            def whole() -> bytes:
                fh.seek(0)
                return fh.read(FILE_LIMIT + 1)

            try:
                return import_log(self, source, whole)
            except OSError:
                self.failed.emit("log", UNREADABLE)
                return False
