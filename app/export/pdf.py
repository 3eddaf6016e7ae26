"""PDF: the log laid out on A4 pages (:mod:`app.export.pdflayout`) and written as a PDF file.

The pages are drawn through ReportLab (:mod:`app.export.pdfcanvas`) in the faces Qt picks for the
application's font, embedded.  When that font has no TrueType outlines, or the log holds a
character that canvas cannot draw (an emoji, a script that needs shaping), the same pages
are drawn through Qt's QPdfWriter instead (:mod:`app.export.qtcanvas`), which handles any text.

Qt needs a QGuiApplication to read fonts; from the command line :func:`ensure_app` starts an
offscreen one.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QFont, QGuiApplication

from app.export.events import ExportData
from app.export.pdfcanvas import NotDrawableError, PdfCanvas, faces
from app.export.pdflayout import lay_out
from app.export.qtcanvas import QtCanvas

_app: QGuiApplication | None = None


def ensure_app() -> None:
    """A QGuiApplication must exist for fonts; start an offscreen one when there is none."""
    global _app
    if QGuiApplication.instance() is None:
        if not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("DISPLAY") and os.name == "posix":
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        _app = QGuiApplication(["deadwatch"])


def export_font() -> QFont:
    """The application's font (what the log dock shows), which the PDF is written in."""
    return QFont(QGuiApplication.font())


def direct_canvas(font: QFont, path: str, title: str) -> PdfCanvas | None:
    """A ReportLab canvas writing ``path`` in ``font``'s regular and bold faces, or None (no TrueType outlines)."""
    found = faces(font)
    return None if found is None else PdfCanvas(path, title, *found)


def write_file(data: ExportData, path: str, direct: bool = True) -> None:
    """Write the PDF to ``path`` (through a partial file, so a failed export leaves no half file behind)."""
    ensure_app()
    target = Path(path)
    partial = str(target.with_name(target.name + ".part"))
    try:
        font = export_font()
        canvas = direct_canvas(font, partial, data.title()) if direct else None
        if canvas is not None:
            try:
                lay_out(data, canvas)
            except NotDrawableError:
                canvas = None
            else:
                canvas.save()
        if canvas is None:
            qt = QtCanvas(partial, data.title(), font)
            lay_out(data, qt)
            qt.save()
        Path(partial).replace(target)
    except BaseException:
        Path(partial).unlink(missing_ok=True)  # a full disk leaves no half file behind
        raise
