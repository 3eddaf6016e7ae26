"""Checking files read from outside (a session log, a characters file) before anything is written.

A file is read as UTF-8 (a byte order mark is allowed) and as JSON, then every value is checked
for its type, its range and its size, and every line template for the arguments it names.  What
fails is refused with a :class:`CommandError` whose message is already in the current language and
says why ("This session log is damaged (event 12: the text names {x}, which it does not give);
nothing was imported."); the caller then writes nothing.

:func:`parse_log` reads a session log for :class:`app.services.log.ImportLog`;
:mod:`app.services.validate_party` reads characters files with the same checks
(:mod:`app.services.file_checks`, whose names are importable from here too).
"""

from __future__ import annotations

from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import (
    FILE_LIMIT,
    ID_LIMIT,
    NAME_LIMIT,
    ROUND_LIMIT,
    WORD_LIMIT,
    BadValueError,
    array,
    line,
    moment,
    number,
    obj,
    read_json,
    refusal,
    string,
    template,
    value,
    whole,
    yes_no,
)

#: the "format" and newest "version" of an exported session log (JSON)
LOG_FORMAT = "deadwatch-session-log"
LOG_VERSION = 1
#: the events of one log, its sessions
EVENT_LIMIT = 200_000
SESSION_LIMIT = 10_000

NOT_OURS = QT_TRANSLATE_NOOP("log", "This file is not a Deadwatch session log: {reason}. Nothing was imported.")
DAMAGED = QT_TRANSLATE_NOOP("log", "This session log is damaged ({reason}); nothing was imported.")
TOO_LARGE = QT_TRANSLATE_NOOP("log", "This session log is too large to import ({reason}); nothing was imported.")
NEWER = QT_TRANSLATE_NOOP(
    "log",
    "This session log was written by a newer Deadwatch (version {version}; this one reads up to {newest}). "
    "Update Deadwatch to import it.",
)


def parse_log(data: bytes | str) -> dict[str, Any]:
    """Read an exported session log and check all of it: {"campaign": name, "sessions": [...]},
    each session {"number", "title", "started", "ended", "events"} and each event the columns of
    a LogEvent.  Raise CommandError with the reason."""
    doc = read_json(data, NOT_OURS)
    if type(doc) is not dict or doc.get("format") != LOG_FORMAT:
        raise refusal(NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it is JSON of another kind")))
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise refusal(NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it has no version number")))
    if version > LOG_VERSION:
        raise refusal(NEWER, version=version, newest=LOG_VERSION)
    where: dict[str, Any] = line(QT_TRANSLATE_NOOP("log", "the file"))
    try:
        sessions = array(doc.get("sessions"), "sessions", SESSION_LIMIT)
        if not sessions:
            raise refusal(QT_TRANSLATE_NOOP("log", "This session log holds no session."))
        for key in ("generator", "exported", "language"):
            string(doc.get(key), key, NAME_LIMIT)
        value(obj(doc.get("options"), "options"), (None, "options"))
        campaign = obj(doc.get("campaign"), "campaign")
        for key in ("name", "ruleset", "preset"):
            string(campaign.get(key), f"campaign.{key}", NAME_LIMIT)
        total = 0
        clean = []
        for number_, raw in enumerate(sessions, start=1):
            where = line(QT_TRANSLATE_NOOP("log", "session {session}"), session=number_)
            session = obj(raw, "session", optional=False)
            events = array(session.get("events"), "events", EVENT_LIMIT)
            if session.get("events") is None:
                raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is missing"), field="events"))
            total += len(events)
            if total > EVENT_LIMIT:
                raise BadValueError(
                    line(QT_TRANSLATE_NOOP("log", "it holds more than {limit} events"), limit=number(EVENT_LIMIT)),
                    large=True,
                )
            head = {
                "number": whole(session.get("number"), "number", 0, ROUND_LIMIT),
                "title": string(session.get("title"), "title", NAME_LIMIT),
                "started": moment(session.get("started"), "started", optional=True),
                "ended": moment(session.get("ended"), "ended", optional=True),
            }
            out = []
            for i, event in enumerate(events, start=1):
                where = (
                    line(QT_TRANSLATE_NOOP("log", "event {event}"), event=i)
                    if len(sessions) == 1
                    else line(QT_TRANSLATE_NOOP("log", "session {session}, event {event}"), session=number_, event=i)
                )
                out.append(_event(event))
            clean.append({**head, "events": out})
    except BadValueError as bad:
        reason = line(QT_TRANSLATE_NOOP("log", "{where}: {reason}"), where=where, reason=bad.reason)
        raise refusal(TOO_LARGE if bad.large else DAMAGED, reason=reason) from None
    return {"campaign": campaign.get("name") or "", "sessions": clean}


def _event(data: Any) -> dict[str, Any]:
    data = obj(data, "event", optional=False)
    for key in ("time", "text", "kind"):
        if key not in data:
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is missing"), field=key))
    text = string(data["text"], "text", required=True)
    args = obj(data.get("args"), "args")
    value(args, (None, "args"), lines=0)
    template(text, args, (None, "text"))
    payload = dict(obj(data.get("payload"), "payload"))
    value(payload, (None, "payload"))
    if isinstance(payload.get("label"), dict):
        value(payload["label"], ((None, "payload"), "label"), lines=0)
    string(payload.get("ctx"), "payload.ctx", WORD_LIMIT)  # the context the exports translate it with
    ctx = string(data.get("ctx"), "ctx", WORD_LIMIT) or "log"
    if ctx != "log":
        payload["ctx"] = ctx
    faces = array(data.get("faces"), "faces")
    value(faces, (None, "faces"))
    for key in ("line", "dice"):  # what the export showed: not imported
        string(data.get(key), key, FILE_LIMIT)
    yes_no(data.get("undoable"), "undoable")
    array(data.get("changes"), "changes", FILE_LIMIT)  # rows of the other file: not imported
    return {
        "id": whole(data.get("id"), "id", -ID_LIMIT, ID_LIMIT, optional=True),
        "seq": whole(data.get("seq"), "seq", 1, ID_LIMIT, optional=True),
        "time": moment(data["time"], "time"),
        "round": whole(data.get("round"), "round", 0, ROUND_LIMIT, optional=True),
        "actor": string(data.get("actor"), "actor", NAME_LIMIT),
        "target": string(data.get("target"), "target", NAME_LIMIT),
        "kind": string(data["kind"], "kind", WORD_LIMIT, required=True) or "action",
        "text": text,
        "args": args,
        "payload": payload,
        "faces": faces,
        "secret": yes_no(data.get("secret"), "secret"),
        "undone": yes_no(data.get("undone"), "undone"),
        "ref_id": whole(data.get("ref_id"), "ref_id", -ID_LIMIT, ID_LIMIT, optional=True),
    }
