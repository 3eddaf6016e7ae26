"""JSON: the complete, versioned log, which another campaign file can import (File → Import a session log).

Each event keeps its English template, arguments, translation context, dice faces, row changes
and marks, plus ``line``, the rendered text in the export's language, for other programs.
``version`` grows when the shape changes; :func:`app.services.log.parse_log_document` reads it.

The players' copy (without secrets) holds what the players saw, not the GM's templates: each
event's ``text`` is its line as shown in the export's language (the plural forms chosen, as the
other formats write it), with no ``args``, and the texts in its ``payload`` (the name of its undo)
are written out the same way (:func:`plain_event`).  It still imports: a line is a template with no
field.  (A line holding a brace of its own is written as ``{line}`` with the line as ``line``.)
Its ``secret`` is false on every line, as the Markdown and HTML copies mark none: a line the
console kept secret only for naming someone hidden ("Rook: Damage to Ana Reyes", the blow the table
saw Ana take) is in it as its public twin, the one hidden written "someone unseen" and his
``names_hidden`` mark gone (:mod:`app.export.concealed`); a line secret for any other reason is
not in it at all.
"""

from __future__ import annotations

import json
from typing import Any

from app.export.event_refs import changes_text, renumbered
from app.export.events import ExportData, Row, SessionLog, utc_iso
from app.services.logtext import Translate, render_value
from app.services.validate_import import LOG_FORMAT, LOG_VERSION
from app.version import VERSION

_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _event(row: Row, secrets: bool = False, ids: dict[int, int] | None = None) -> dict[str, Any]:
    """An event's fields but its row changes (they come last; see :func:`write`); ``ids``: the
    number each event goes by in the file, when not its own id (the players' copy)."""
    e = row.event
    payload = dict(e.payload or {})
    ctx = payload.pop("ctx", "log")
    if not secrets:
        payload.pop("gm_only_rolls", None)  # a critical injury's time limit stays with the GM
    if ids is not None:  # the events it names by their numbers in the file (app.export.event_refs)
        payload = renumbered(payload, ids)
    return {
        "id": e.id if ids is None else ids[e.id],
        "seq": e.seq,
        "time": utc_iso(e.time),
        "round": e.round,
        "kind": e.kind,
        "actor": e.actor,
        "target": e.target,
        "text": e.text,
        "ctx": ctx,
        "args": e.args,
        "payload": payload,
        "faces": e.faces,
        "line": row.line,
        "dice": row.dice,
        "secret": e.secret,
        "undone": e.undone,
        "undoable": e.undoable,
        "ref_id": e.ref_id if ids is None or e.ref_id is None else ids.get(e.ref_id),
    }


def _shown(value: Any, tr: Translate) -> Any:
    """A payload's value with each text to translate (``{"t": …}``) written out as shown."""
    if isinstance(value, dict):
        if isinstance(value.get("t"), str):
            return render_value(value, tr)
        return {k: _shown(v, tr) for k, v in value.items()}
    if isinstance(value, list):
        return [_shown(v, tr) for v in value]
    return value


def plain_event(event: dict[str, Any], tr: Translate) -> dict[str, Any]:
    """An event of the players' copy: its line as the players read it in place of the template."""
    line = event["line"]
    plain = "{" not in line and "}" not in line
    return {
        **event,
        "text": line if plain else "{line}",
        "ctx": "log",
        "args": {} if plain else {"line": line},
        "payload": _shown(event["payload"], tr),
    }


def _head(data: ExportData) -> dict[str, Any]:
    """The document but its sessions."""
    campaign = data.campaign
    return {
        "format": LOG_FORMAT,
        "version": LOG_VERSION,
        "generator": f"Deadwatch {VERSION}",
        "exported": utc_iso(data.exported),
        "language": data.options.language,
        "options": {"secrets": data.options.secrets, "undone": data.options.undone},
        "campaign": {"name": campaign.name, "ruleset": campaign.ruleset, "preset": campaign.preset},
    }


def _with(encoded: str, key: str, value: str) -> str:
    """An encoded object with one more key, ``value`` being JSON text already."""
    return f'{encoded[:-1]},"{key}":{value}}}'


def _changes(text: str, ids: dict[int, int] | None) -> str:
    """An event's row changes as the file writes them: a log line's row numbered as the file
    numbers its events, when it does (the players' copy: app.export.event_refs)."""
    return text if ids is None else changes_text(text, ids)


def _session(log: SessionLog, secrets: bool, ids: dict[int, int] | None, tr: Translate) -> str:
    game = log.session
    head = {
        "number": game.number,
        "title": game.title,
        "started": utc_iso(game.started),
        "ended": utc_iso(game.ended) if game.ended else None,
    }
    stored = log.changes_json
    events = [
        _with(
            _encode(_event(row, secrets, ids) if secrets else plain_event(_event(row, secrets, ids), tr)),
            "changes",
            _changes(stored[row.event.id] if stored is not None else _encode(row.event.changes), ids),
        )
        for row in log.rows
    ]
    return _with(_encode(head), "events", "[" + ",".join(events) + "]")


def numbers(data: ExportData) -> dict[int, int] | None:
    """The players' copy (no secrets): each event's id as the file gives it, 1, 2, 3 in order, so
    that no gap tells of a line left out (an undo line's ``ref_id`` follows; None when the action it
    names is not in the file, and so does every other field naming an event: app.export.event_refs).
    None for the GM's copy: the store's own ids."""
    if data.options.secrets:
        return None
    return {row.event.id: n for n, row in enumerate(data.rows, start=1)}


def write(data: ExportData) -> str:
    """The document in compact JSON.

    Each event's row changes, most of a log's bytes, are spliced in as the text the store keeps
    (``collect(..., changes_json=True)``) instead of being decoded and encoded again.
    """
    ids = numbers(data)
    sessions = [_session(log, data.options.secrets, ids, data.lookup) for log in data.sessions]
    return _with(_encode(_head(data)), "sessions", "[" + ",".join(sessions) + "]") + "\n"
