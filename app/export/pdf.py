"""PDF through Qt: the log laid out by QTextDocument (escaped HTML) and printed with QPdfWriter.

The HTML page's charts (threat level, main tracks) come along: each SVG is drawn into an image by
QSvgRenderer and handed to the document as a resource.

Qt needs a QGuiApplication to lay out text; from the command line :func:`ensure_app` starts an
offscreen one.
"""

from __future__ import annotations

import os
from html import escape

from PySide6.QtCore import QByteArray, QMarginsF, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtSvg import QSvgRenderer

from app.export.charts import session_charts
from app.export.events import ExportData, Row

STYLE = """
h1 { font-size: 16pt; } h2 { font-size: 13pt; color: #a93226; }
p { margin-top: 0px; margin-bottom: 2px; }
.meta { color: #555555; margin-bottom: 8px; }
.num { color: #555555; }
.dice { color: #2e4a7d; }
p.undone { color: #888888; }
p.secret { background-color: #f4ecf7; }
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
    """One paragraph per event (a 10,000-row QTextDocument table takes minutes to lay out)."""
    flags = "".join(f" <i>({escape(flag)})</i>" for flag in data.flags(row))
    line = escape(row.line)
    if row.undone:
        line = f"<s>{line}</s>"
    head = escape(row.clock) + (f" · {escape(data.round_text(row.round))}" if row.round else "")
    who = f"<b>{escape(row.who)}</b>: " if row.who else ""
    dice = f' — <span class="dice">{escape(data.dice_label())} {escape(row.dice)}</span>' if row.dice else ""
    cls = ' class="secret"' if row.secret else (' class="undone"' if row.undone else "")
    return f'<p{cls}><span class="num">{head}</span> · {who}{line}{dice}{flags}</p>'


def chart_image(svg: str, scale: int = 3) -> QImage:
    """An SVG chart drawn into an image ``scale`` times its size (sharp when printed)."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize()
    image = QImage(size * scale, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def document_html(data: ExportData, doc: QTextDocument | None = None) -> str:
    """The document's HTML; with ``doc``, the charts are added to it as images and shown."""
    title = data.title()
    out = [f"<html><body><h1>{escape(title)}</h1>"]
    for number, log in enumerate(data.sessions):
        out.append(f"<h2>{escape(data.session_title(log))}</h2>")
        out.append(f'<p class="meta">{escape(data.session_times(log))} · {escape(data.count_text(log))}</p>')
        if doc is not None:
            for i, svg in enumerate(session_charts(data, log)):
                image = chart_image(svg)
                url = f"chart:{number}-{i}"
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
                out.append(f'<p><img src="{url}" width="{image.width() // 4}" height="{image.height() // 4}"></p>')
        out.extend(_row(data, row) for row in log.rows)
        if not log.rows:
            out.append(f"<p>{escape(data.no_events())}</p>")
    out.append("</body></html>")
    return "".join(out)


def build_document(data: ExportData) -> QTextDocument:
    doc = QTextDocument()
    doc.setDefaultStyleSheet(STYLE)
    doc.setHtml(document_html(data, doc))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, data.campaign.name)
    return doc


def write_file(data: ExportData, path: str) -> None:
    ensure_app()
    writer = QPdfWriter(path)
    writer.setTitle(data.title())
    writer.setCreator("Deadwatch")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    doc = build_document(data)
    doc.print_(writer)
