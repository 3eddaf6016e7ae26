"""Reading an exported session log as it streams in: each event checked as it comes and handed to a
sink (:class:`app.services.log_import.LogWriter` writes it in the import's transaction), the
refusal decided once the whole file is read.

The checks are those of :mod:`app.services.validate_import` (its ``parse_log`` reads the whole
text), in the same order and with the same messages: a file that is not JSON or not UTF-8 is refused
with the first such place even when an earlier event was already refused, the document's head
(format, version, the number of sessions, the campaign) before any session, and a session's own
fields before its events.  Memory stays that of one event at a time.

The reader streams the file as the JSON export writes it: "format" and "version" before
"sessions", none of the three, nor a session's "events", given twice.  A file in another order
raises :class:`UnusualOrderError`, and is then read whole as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import validate_import as checks
from app.services.command import CommandError
from app.services.file_checks import (
    NAME_LIMIT,
    ROUND_LIMIT,
    BadValueError,
    line,
    moment,
    number,
    obj,
    refusal,
    string,
    value,
    whole,
)
from app.services.json_stream import JsonError, JsonStream

#: the document's keys read whole (any other is read past)
_HEAD = ("format", "version", "generator", "exported", "language", "options", "campaign")
_SESSION = ("number", "title", "started", "ended")


class UnusualOrderError(Exception):
    """The file repeats a key or gives "format" or "version" after "sessions": read it whole."""


class LogSink(Protocol):
    def add(self, event: dict[str, Any]) -> None:
        """An event of the session being read, checked."""

    def end(self, head: dict[str, Any]) -> None:
        """The session's own fields, checked, once all its events were added."""


def _too_many(field: str, limit: int) -> BadValueError:
    reason = line(QT_TRANSLATE_NOOP("log", "“{field}” holds more than {limit} items"), field=field, limit=number(limit))
    return BadValueError(reason, large=True)


class LogReader:
    """One pass over a session log from ``source`` (chunks of bytes or text): :meth:`start` reads up
    to its sessions, :meth:`rest` the sessions and the end; either raises the refusal."""

    def __init__(self, source: Iterable[bytes | str]) -> None:
        self._stream = JsonStream(source)
        self._head: dict[str, Any] = {}
        self._ours = False  # the document is an object
        self._closed = False  # read to its end
        self._sessions = "absent"  # "list", "other" (not a list), "null" or "absent"
        self._count = 0  # sessions read
        self._total = 0  # their events, while all are sound
        #: the first session refused: (its number, the event refused or None, why)
        self._bad: tuple[int, int | None, BadValueError] | None = None
        self.campaign = ""  # the name of the campaign the log comes from

    def start(self) -> bool:
        """Read up to the sessions: whether they can be imported as they come (the file says it is a
        session log of a version this Deadwatch reads).  A refusal already certain is raised."""
        s = self._stream
        try:
            if not s.open("{"):
                s.skip()
                s.end()
                self._closed = True
            else:
                self._ours = True
                while (key := s.key()) is not None:
                    if key == "sessions":
                        return self._not_ours() is None
                    self._member(key)
                s.end()
                self._closed = True
        except JsonError as exc:
            raise exc.refusal(checks.NOT_OURS) from None
        raise self._verdict() or CommandError(checks.NOT_OURS)  # nothing follows: the verdict refuses

    def rest(self, sink: LogSink | None) -> None:
        """The sessions, each event to ``sink`` while all are sound, and the rest of the file;
        CommandError if it is refused (the sink then holds what to throw away)."""
        s = self._stream
        try:
            if not self._closed:
                self._read_sessions(sink)
                while (key := s.key()) is not None:
                    if key in ("sessions", "format", "version"):
                        raise UnusualOrderError(key)
                    self._member(key)
                s.end()
        except JsonError as exc:
            raise exc.refusal(checks.NOT_OURS) from None
        refused = self._verdict()
        if refused is not None:
            raise refused

    # ---------------------------------------------------------------------------------- reading
    def _member(self, key: str) -> None:
        if key in _HEAD:
            self._head[key] = self._stream.value()
        else:
            self._stream.skip()

    def _read_sessions(self, sink: LogSink | None) -> None:
        s = self._stream
        c = s.peek()
        if c == "[":
            self._sessions = "list"
            s.open("[")
            while s.item():
                self._count += 1
                if self._bad is None:
                    self._session(self._count, sink)
                else:  # a session before was refused: this one is only read past
                    s.skip()
        elif c == "{":
            self._sessions = "other"
            s.skip()
        else:
            self._sessions = "null" if s.value() is None else "other"

    def _session(self, at: int, sink: LogSink | None) -> None:
        s = self._stream
        if not s.open("{"):
            s.skip()
            reason = line(QT_TRANSLATE_NOOP("log", "“{field}” should be an object"), field="session")
            self._bad = (at, None, BadValueError(reason))
            return
        fields: dict[str, Any] = {}
        events = "missing"  # "list", "other" or "missing" (absent or null)
        seen_events = False
        count = 0
        bad: tuple[int, BadValueError] | None = None
        while (key := s.key()) is not None:
            if key == "events":
                if seen_events:
                    raise UnusualOrderError(key)
                seen_events = True
                c = s.peek()
                if c == "[":
                    events = "list"
                    s.open("[")
                    while s.item():
                        count += 1
                        if bad is not None or self._total + count > checks.EVENT_LIMIT:
                            s.skip()  # refused already: only read past
                            continue
                        try:
                            event = checks._event(s.value())
                        except BadValueError as exc:
                            bad = (count, exc)
                            continue
                        if sink is not None:
                            sink.add(event)
                elif c == "{":
                    events = "other"
                    s.skip()
                else:
                    events = "missing" if s.value() is None else "other"
            elif key in _SESSION:
                fields[key] = s.value()
            else:
                s.skip()
        try:
            self._check_session(fields, events, count)
            if bad is not None:
                self._bad = (at, bad[0], bad[1])
            elif sink is not None:
                sink.end(self._session_head(fields))
        except BadValueError as exc:
            self._bad = (at, None, exc)

    def _check_session(self, fields: dict[str, Any], events: str, count: int) -> None:
        """A session's checks before its events', in the order :func:`validate_import.parse_log` makes them."""
        if events == "other":
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be a list"), field="events"))
        if count > checks.EVENT_LIMIT:
            raise _too_many("events", checks.EVENT_LIMIT)
        if events == "missing":
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is missing"), field="events"))
        self._total += count
        if self._total > checks.EVENT_LIMIT:
            raise BadValueError(
                line(QT_TRANSLATE_NOOP("log", "it holds more than {limit} events"), limit=number(checks.EVENT_LIMIT)),
                large=True,
            )
        self._session_head(fields)

    @staticmethod
    def _session_head(fields: dict[str, Any]) -> dict[str, Any]:
        return {
            "number": whole(fields.get("number"), "number", 0, ROUND_LIMIT),
            "title": string(fields.get("title"), "title", NAME_LIMIT),
            "started": moment(fields.get("started"), "started", optional=True),
            "ended": moment(fields.get("ended"), "ended", optional=True),
        }

    # ---------------------------------------------------------------------------------- verdict
    def _not_ours(self) -> CommandError | None:
        """The file is not a session log this Deadwatch reads (by its head so far)."""
        head = self._head
        if not self._ours or head.get("format") != checks.LOG_FORMAT:
            return refusal(checks.NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it is JSON of another kind")))
        version = head.get("version")
        if type(version) is not int or version < 1:
            return refusal(checks.NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it has no version number")))
        if version > checks.LOG_VERSION:
            return refusal(checks.NEWER, version=version, newest=checks.LOG_VERSION)
        return None

    def _verdict(self) -> CommandError | None:
        """The refusal of the whole file read, the first that :func:`validate_import.parse_log` gives."""
        refused = self._not_ours()
        if refused is not None:
            return refused
        where: dict[str, Any] = line(QT_TRANSLATE_NOOP("log", "the file"))
        head = self._head
        try:
            if self._sessions == "other":
                raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be a list"), field="sessions"))
            if self._count > checks.SESSION_LIMIT:
                raise _too_many("sessions", checks.SESSION_LIMIT)
            if self._sessions != "list" or not self._count:
                return refusal(QT_TRANSLATE_NOOP("log", "This session log holds no session."))
            for key in ("generator", "exported", "language"):
                string(head.get(key), key, NAME_LIMIT)
            value(obj(head.get("options"), "options"), (None, "options"))
            campaign = obj(head.get("campaign"), "campaign")
            for key in ("name", "ruleset", "preset"):
                string(campaign.get(key), f"campaign.{key}", NAME_LIMIT)
            if self._bad is not None:
                at, event, bad = self._bad
                where = (
                    line(QT_TRANSLATE_NOOP("log", "session {session}"), session=at)
                    if event is None
                    else line(QT_TRANSLATE_NOOP("log", "event {event}"), event=event)
                    if self._count == 1
                    else line(QT_TRANSLATE_NOOP("log", "session {session}, event {event}"), session=at, event=event)
                )
                raise bad
        except BadValueError as bad:
            reason = line(QT_TRANSLATE_NOOP("log", "{where}: {reason}"), where=where, reason=bad.reason)
            return refusal(checks.TOO_LARGE if bad.large else checks.DAMAGED, reason=reason)
        self.campaign = campaign.get("name") or ""
        return None
