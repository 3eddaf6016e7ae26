"""CSV: a header row, then one row per event, in order (UTF-8 with a byte order mark, for spreadsheets).

Cells of user text that a spreadsheet would read as a formula (starting with =, +, -, @) get a
leading apostrophe, so a name such as ``=HYPERLINK(...)`` stays text.
"""

from __future__ import annotations

import csv
import io

from app.export.events import ExportData, utc_iso
from app.export.kinds import kind_word
from app.rules.text import QT_TRANSLATE_NOOP

HEADERS = (
    QT_TRANSLATE_NOOP("Export", "Session"),
    QT_TRANSLATE_NOOP("Export", "Number"),
    QT_TRANSLATE_NOOP("Export", "Time (UTC)"),
    QT_TRANSLATE_NOOP("Export", "Round"),
    QT_TRANSLATE_NOOP("Export", "Kind"),
    QT_TRANSLATE_NOOP("Export", "Who"),
    QT_TRANSLATE_NOOP("Export", "Target"),
    QT_TRANSLATE_NOOP("Export", "Event"),
    QT_TRANSLATE_NOOP("Export", "Dice"),
    QT_TRANSLATE_NOOP("Export", "Secret"),
    QT_TRANSLATE_NOOP("Export", "Undone"),
)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def cell(text: str) -> str:
    text = " ".join(text.split())
    return "'" + text if text.startswith(FORMULA_START) else text


def write(data: ExportData) -> str:
    buffer = io.StringIO()
    out = csv.writer(buffer, lineterminator="\r\n")
    out.writerow([data.t(h) for h in HEADERS])
    yes, no = data.t(QT_TRANSLATE_NOOP("Export", "yes")), data.t(QT_TRANSLATE_NOOP("Export", "no"))
    for log in data.sessions:
        number = log.session.number
        for row in log.rows:
            event = row.event
            out.writerow(
                [
                    number,
                    event.seq,
                    utc_iso(event.time),
                    row.round,
                    data.t(kind_word(event.kind, event.payload)),  # "fight", not "encounter"; a shot a "roll"
                    cell(row.who),
                    cell(event.target),
                    cell(row.line),
                    row.dice,
                    yes if row.secret else no,
                    yes if row.undone else no,
                ]
            )
    return "\ufeff" + buffer.getvalue()
