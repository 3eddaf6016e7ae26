"""The PDF's pages drawn through ReportLab's canvas, in the application's font, embedded as a subset.

Qt says which face draws the application's font and hands over its tables (``QRawFont.fontTable``,
whatever file or collection the system keeps it in); ReportLab's TrueType support reads them
(assembled into a font file by its own ``TTFontMaker``), measures the text and embeds only the
characters drawn.  Coordinates are in points from the top left corner of the page, y down, as
:mod:`app.export.pdflayout` speaks them.

Only characters that need no shaping are drawn this way (Latin, Greek, Cyrillic, punctuation,
arrows and other symbols); :class:`NotDrawableError` tells the caller to use Qt's writer instead.
"""

from __future__ import annotations

import io
import itertools
import struct

from PySide6.QtGui import QFont, QRawFont
from reportlab import rl_config
from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont, TTFontMaker
from reportlab.pdfgen.canvas import Canvas

A4 = (595.276, 841.89)
#: the tables ReportLab reads from a TrueType font (and keeps in the subset it embeds)
TABLES = ("head", "hhea", "maxp", "OS/2", "name", "cmap", "post", "hmtx", "loca", "glyf", "cvt ", "fpgm", "prep")
# OS/2 fsType: the font may not be embedded, or only its bitmaps (ReportLab embeds such fonts too)
RESTRICTED, BITMAP_ONLY = 0x0002, 0x0200
_names = itertools.count(1)
rl_config.useA85 = 0  # streams compressed only, not also spelled in ASCII (a quarter larger, and slower)


class NotDrawableError(Exception):
    """A character this writer cannot draw (missing from the font, or a script that needs shaping)."""


def simple(code: int) -> bool:
    """Characters drawn one glyph each, left to right, without shaping (code points up to U+058F, symbols)."""
    if code < 0x20:
        return False
    if code < 0x0590:
        return True
    if 0x1D00 <= code <= 0x1FFF or 0xFB00 <= code <= 0xFB06:
        return True
    if 0x2000 <= code <= 0x2BFF:  # punctuation, arrows, maths, shapes, symbols; not the invisible controls
        return not (0x200B <= code <= 0x200F or 0x2028 <= code <= 0x202E or 0x2060 <= code <= 0x206F)
    return False


def face_of(font: QFont) -> TTFont | None:
    """The face Qt draws ``font`` with, as a ReportLab font; None when it has no TrueType outlines
    or its licence does not allow embedding it."""
    raw = QRawFont.fromFont(font)
    if not raw.isValid():
        return None
    maker = TTFontMaker()
    for tag in TABLES:
        data = bytes(raw.fontTable(tag).data())
        if data:
            maker.add(tag, data)
    if not all(maker.tables.get(tag) for tag in ("glyf", "loca", "head", "hhea", "maxp", "cmap", "hmtx")):
        return None
    os2 = maker.tables.get("OS/2", b"")
    if len(os2) >= 10 and struct.unpack_from(">H", os2, 8)[0] & (RESTRICTED | BITMAP_ONLY):
        return None  # the font's licence does not allow embedding it
    try:
        return TTFont(f"Deadwatch{next(_names)}", io.BytesIO(maker.makeStream()))
    except (TTFError, struct.error, KeyError, IndexError):
        return None


_faces: dict[str, tuple[TTFont, TTFont | None] | None] = {}


def faces(font: QFont) -> tuple[TTFont, TTFont | None] | None:
    """``font``'s regular and bold faces (bold None when it is the regular one again), or None.

    Read once for each font and kept (ReportLab keeps what each document drew apart).
    """
    key = font.key()
    if key not in _faces:
        _faces[key] = _read_faces(font)
    return _faces[key]


def _read_faces(font: QFont) -> tuple[TTFont, TTFont | None] | None:
    regular = face_of(font)
    if regular is None:
        return None
    bold_font = QFont(font)
    bold_font.setBold(True)
    bold = face_of(bold_font)
    if bold is not None and bold.face.get_table("glyf") == regular.face.get_table("glyf"):
        bold = None
    for face in (regular, bold):
        if face is not None:
            pdfmetrics.registerFont(face)
    return regular, bold


class _Widths(dict[str, float]):
    """Character → advance in thousandths of the font size, checked as characters come."""

    def __init__(self, face: TTFont) -> None:
        super().__init__()
        self.glyphs = face.face.charToGlyph
        self.advances: dict[int, float] = face.face.charWidths
        self.default: float = face.face.defaultWidth

    def __missing__(self, char: str) -> float:
        code = ord(char)
        if not simple(code) or code not in self.glyphs:
            raise NotDrawableError(char)
        self[char] = found = self.advances.get(code, self.default)
        return found


class PdfCanvas:
    """Pages drawn one after another on a ReportLab canvas, then saved as one PDF file.

    Without a bold face of its own, bold text is the regular face with its outline stroked.
    """

    def __init__(self, path: str, title: str, regular: TTFont, bold: TTFont | None, size: tuple[float, float] = A4):
        self.size = size
        # types-reportlab types initialFontName as a number; ReportLab takes a registered font's name
        self.canvas = Canvas(
            path, pagesize=size, pageCompression=1, initialFontName=regular.fontName  # type: ignore[arg-type]
        )
        self.canvas.setTitle(title)
        self.canvas.setCreator("Deadwatch")
        self.canvas.setProducer("Deadwatch (ReportLab)")
        self.regular, self.bold = regular.fontName, (bold or regular).fontName
        self.synthetic_bold = bold is None
        self._widths = {False: _Widths(regular), True: _Widths(bold or regular)}
        self._colours: dict[str, Color] = {}
        self._fill = self._stroke = ""  # the page's colours so far (they outlast a text object)

    def width(self, text: str, size: float, bold: bool = False) -> float:
        return sum(map(self._widths[bold].__getitem__, text)) * size / 1000

    def colour(self, value: str) -> Color:
        found = self._colours.get(value)
        if found is None:
            found = self._colours[value] = HexColor(value)
        return found

    def new_page(self) -> None:
        self.canvas.showPage()
        self._fill = self._stroke = ""

    def line(self, x: float, y: float, runs: list[tuple[str, str, bool, bool, bool]], size: float) -> None:
        """``runs`` (text, colour, bold, italic, struck) one after the other on the baseline ``y``, from ``x``.

        Every character is checked (:class:`NotDrawableError`) before any is drawn.
        """
        advances = [self.width(run[0], size, run[2]) for run in runs]
        top = self.size[1] - y
        out = self.canvas.beginText(x, top)
        font: tuple[str, bool] | None = None
        slanted = False
        at = x
        strikes = []
        for (text, colour, bold, italic, strike), advance in zip(runs, advances, strict=True):
            name = self.bold if bold else self.regular
            if italic or slanted:
                out.setTextTransform(1, 0, 0.2 if italic else 0, 1, at, top)
                slanted = italic
            if (name, bold) != font:
                if font is None or name != font[0]:
                    out.setFont(name, size)
                if self.synthetic_bold:  # the regular face, its outline stroked too
                    out.setTextRenderMode(2 if bold else 0)
                font = name, bold
            if self._fill != colour:
                out.setFillColor(self.colour(colour))
                self._fill = colour
            if bold and self.synthetic_bold and self._stroke != colour:
                out.setStrokeColor(self.colour(colour))
                self._stroke = colour
            out.textOut(text)
            if strike:
                strikes.append((at, at + self.width(text.rstrip(" "), size, bold), colour))
            at += advance
        if self.synthetic_bold and any(run[2] for run in runs):
            out.setTextRenderMode(0)  # the mode outlasts the text object, which the next one does not know
            self.canvas.setLineWidth(size * 0.04)
        self.canvas.drawText(out)
        for start, end, colour in strikes:
            middle = y - size * 0.3
            self.polyline([(start, middle), (end, middle)], colour, size / 16)

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = None, line: float = 0.5
    ) -> None:
        """A rectangle with its top left corner at (x, y)."""
        c = self.canvas
        if fill and self._fill != fill:
            c.setFillColor(self.colour(fill))
            self._fill = fill
        if stroke:
            self._set_stroke(stroke, line)
        c.rect(x, self.size[1] - y - h, w, h, stroke=1 if stroke else 0, fill=1 if fill else 0)

    def polyline(self, points: list[tuple[float, float]], colour: str, line: float) -> None:
        if len(points) < 2:
            return
        c = self.canvas
        self._set_stroke(colour, line)
        top = self.size[1]
        path = c.beginPath()
        path.moveTo(points[0][0], top - points[0][1])
        for px, py in points[1:]:
            path.lineTo(px, top - py)
        c.drawPath(path, stroke=1, fill=0)

    def _set_stroke(self, colour: str, line: float) -> None:
        if self._stroke != colour:
            self.canvas.setStrokeColor(self.colour(colour))
            self._stroke = colour
        self.canvas.setLineWidth(line)

    def save(self) -> None:
        self.canvas.save()
