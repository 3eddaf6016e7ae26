"""PDF through Qt: the log laid out by QTextDocument (escaped HTML) and printed with QPdfWriter.

Qt needs a QGuiApplication to lay out text; from the command line :func:`ensure_app` starts an
offscreen one.
"""

from __future__ import annotations

import os
from html import escape

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from app.export.events import ExportData, Row

STYLE = """
h1 { font-size: 16pt; } h2 { font-size: 13pt; color: #a93226; }
.meta { color: #555555; }
th { background-color: #eeeeee; text-align: left; }
td.num { color: #555555; }
td.who { font-weight: bold; }
tr.undone td { color: #888888; text-decoration: line-through; }
tr.secret td { background-color: #f4ecf7; }
"""
_app: QGuiApplication | None = None


def ensure_app() -> None:
    """A QGuiApplication must exist for fonts; start an offscreen one when there is none."""
    global _app
    if QGuiApplication.instance() is None:
        if not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("DISPLAY") and os.name == "posix":
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        _app = QGuiApplication(["deadwatch"])


def _row(data: ExportData, row: Row) -> str:
    classes = " ".join(c for c, on in (("secret", row.secret), ("undone", row.undone)) if on)
    flags = "".join(f" <i>({escape(flag)})</i>" for flag in data.flags(row))
    return (
        f'<tr class="{classes}"><td class="num">{escape(row.clock)}</td><td class="num">{escape(row.round)}</td>'
        f'<td class="who">{escape(row.who)}</td><td>{escape(row.line)}{flags}</td><td>{escape(row.dice)}</td></tr>'
    )


def document_html(data: ExportData) -> str:
    title = data.t("Session log of {campaign}", campaign=data.campaign.name)
    heads = "".join(f"<th>{escape(data.t(h))}</th>" for h in ("Time", "Round", "Who", "Event", "Dice"))
    out = [f"<html><body><h1>{escape(title)}</h1>"]
    for log in data.sessions:
        out.append(f"<h2>{escape(data.session_title(log))}</h2>")
        out.append(f'<p class="meta">{escape(data.session_times(log))} · {escape(data.count_text(log))}</p>')
        if log.rows:
            out.append(f'<table width="100%" cellspacing="0" cellpadding="3"><tr>{heads}</tr>')
            out.extend(_row(data, row) for row in log.rows)
            out.append("</table>")
        else:
            out.append(f"<p>{escape(data.t('No events.'))}</p>")
    out.append("</body></html>")
    return "".join(out)


def build_document(data: ExportData) -> QTextDocument:
    doc = QTextDocument()
    doc.setDefaultStyleSheet(STYLE)
    doc.setHtml(document_html(data))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, data.campaign.name)
    return doc


def write_file(data: ExportData, path: str) -> None:
    ensure_app()
    writer = QPdfWriter(path)
    writer.setTitle(data.t("Session log of {campaign}", campaign=data.campaign.name))
    writer.setCreator("Deadwatch")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    doc = build_document(data)
    doc.print_(writer)
