"""Session log exports: Markdown, BBCode, HTML, JSON, CSV and PDF, from the GUI or the command line.

:func:`export_log` reads the campaign (``events.collect``), writes one format and returns how
many events went in.  This package reads the store and uses QtCore/QtGui, never widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import Engine

from app.export import bbcode, csvlog, htmlpage, jsonlog, markdown, pdf
from app.export.events import ExportData, ExportError, ExportOptions, collect, paused_gc
from app.rules.text import QT_TRANSLATE_NOOP
from app.store.errors import CampaignFileError
from app.store.guard import refuse_output


@dataclass(frozen=True)
class Format:
    key: str
    label: str  # context Export
    suffix: str
    text: Callable[[ExportData], str] | None  # None: a binary format written by ``write_file``
    write_file: Callable[[ExportData, str], None] | None = None
    uses_changes: bool = False  # needs the rows each action changed (the charts)
    changes_json: bool = False  # writes them out as JSON text (the complete JSON)


FORMATS: dict[str, Format] = {
    f.key: f
    for f in (
        Format("md", QT_TRANSLATE_NOOP("Export", "Markdown (forums, chats)"), ".md", markdown.write),
        # a forum reads BBCode typed into a post, not a file uploaded: a .txt any editor opens, to copy
        # and paste, named for what it holds (a "BBCode (forums)" file ending in .txt puzzled a GM)
        Format("bbcode", QT_TRANSLATE_NOOP("Export", "BBCode for forums: text to paste into a post"), ".txt",
               bbcode.write),
        Format(
            "html",
            QT_TRANSLATE_NOOP("Export", "Web page with charts (HTML)"),
            ".html",
            htmlpage.write,
            uses_changes=True,
        ),
        Format(
            "json",
            QT_TRANSLATE_NOOP("Export", "JSON (complete, can be imported)"),
            ".json",
            jsonlog.write,
            changes_json=True,
        ),
        Format("csv", QT_TRANSLATE_NOOP("Export", "Spreadsheet (CSV)"), ".csv", csvlog.write),
        Format("pdf", QT_TRANSLATE_NOOP("Export", "PDF document"), ".pdf", None, pdf.write_file, uses_changes=True),
    )
}


def render_text(data: ExportData, key: str) -> str:
    fmt = FORMATS[key]
    if fmt.text is None:
        raise ExportError(QT_TRANSLATE_NOOP("Export", "{format} is not a text format."), format=key)
    with paused_gc():
        return fmt.text(data)


def export_log(engine: Engine, options: ExportOptions, key: str, path: str | Path) -> int:
    """Write the log the options select as format ``key`` to ``path``; returns the number of events.

    Raises ExportError (nothing written) for a session that does not exist, OSError when the file
    cannot be written.
    """
    if key not in FORMATS:
        raise ExportError(QT_TRANSLATE_NOOP("Export", "Unknown export format {format}."), format=key)
    fmt = FORMATS[key]
    target = Path(path)
    try:
        refuse_output(target)
    except CampaignFileError as exc:
        raise ExportError(
            QT_TRANSLATE_NOOP(
                "Export",
                "{path} is a Deadwatch campaign or one of its files (open in this window or another): an export never replaces one. Choose another file; nothing was written.",  # noqa: E501
            ),
            path=exc.target,
        ) from exc
    with paused_gc():
        data = collect(engine, options, changes=fmt.uses_changes, changes_json=fmt.changes_json)
        if fmt.write_file is not None:
            fmt.write_file(data, str(target))
        else:
            text = render_text(data, key)
            partial = target.with_name(target.name + ".part")
            try:
                partial.write_text(text, encoding="utf-8", newline="")
                partial.replace(target)
            except BaseException:
                partial.unlink(missing_ok=True)  # a full disk leaves no half file behind
                raise
        count = sum(len(log.rows) for log in data.sessions)
        del data  # freed before the collector runs again, which then has nothing left to walk
    return count


__all__ = ["FORMATS", "ExportData", "ExportError", "ExportOptions", "Format", "collect", "export_log", "render_text"]
