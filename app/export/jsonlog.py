"""JSON: the complete, versioned log, which another campaign file can import (File → Import a session log).

Each event keeps its English template, arguments, translation context, dice faces, row changes
and marks, plus ``line``, the rendered text in the export's language, for other programs.
``version`` grows when the shape changes; :func:`app.services.log.parse_log_document` reads it.
"""

from __future__ import annotations

import json
from typing import Any

from app.export.events import ExportData, Row, utc_iso
from app.services.log import LOG_FORMAT, LOG_VERSION
from app.version import VERSION


def _event(row: Row, secrets: bool = False) -> dict[str, Any]:
    e = row.event
    payload = dict(e.payload or {})
    ctx = payload.pop("ctx", "log")
    if not secrets:
        payload.pop("gm_only_rolls", None)  # a critical injury's time limit stays with the GM
    return {
        "id": e.id,
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
        "ref_id": e.ref_id,
        "changes": e.changes,
    }


def document(data: ExportData) -> dict[str, Any]:
    campaign = data.campaign
    return {
        "format": LOG_FORMAT,
        "version": LOG_VERSION,
        "generator": f"Deadwatch {VERSION}",
        "exported": utc_iso(data.exported),
        "language": data.options.language,
        "options": {"secrets": data.options.secrets, "undone": data.options.undone},
        "campaign": {"name": campaign.name, "ruleset": campaign.ruleset, "preset": campaign.preset},
        "sessions": [
            {
                "number": log.session.number,
                "title": log.session.title,
                "started": utc_iso(log.session.started),
                "ended": utc_iso(log.session.ended) if log.session.ended else None,
                "events": [_event(row, data.options.secrets) for row in log.rows],
            }
            for log in data.sessions
        ],
    }


def write(data: ExportData) -> str:
    return json.dumps(document(data), ensure_ascii=False, separators=(",", ":")) + "\n"
