"""A PDF written directly: pages of text, rectangles and lines, in embedded TrueType fonts.

Qt's PDF writer shapes every string and places every glyph with its own operator; a 10,000-event
log took it over a second.  Here a string is one ``Tj`` of its character codes
(:class:`~app.export.pdffont.PdfFont`), so the pages of that log are written in a fraction of
the time.  Coordinates are in points from the top left corner of the page, y down.
"""

from __future__ import annotations

import zlib
from datetime import datetime

from app.export.pdffile import PdfObjects, text_string
from app.export.pdffont import PdfFont
from app.export.truetype import TrueTypeFont

A4 = (595.276, 841.89)
_COLOURS: dict[str, str] = {}


def _colour(value: str, op: str) -> str:
    """``#rrggbb`` as the operator that sets it (``rg`` to fill, ``RG`` to stroke)."""
    key = value + op
    found = _COLOURS.get(key)
    if found is None:
        r, g, b = (int(value[i : i + 2], 16) / 255 for i in (1, 3, 5))
        found = _COLOURS[key] = f"{r:.3g} {g:.3g} {b:.3g} {op}\n"
    return found


class PdfCanvas:
    """Pages drawn one after another, then written as one PDF file.

    Without a bold face of its own (``bold`` None, or the regular face again), bold text is the
    regular face with its outline stroked.
    """

    def __init__(self, regular: TrueTypeFont, bold: TrueTypeFont | None, size: tuple[float, float] = A4) -> None:
        self.size = size
        self.regular = PdfFont("F1", regular)
        if bold is None or bold.same_face(regular) or bold.weight <= regular.weight:
            self.bold = PdfFont("F1", regular, synthetic_bold=True)
            self.bold.glyphs, self.bold.known, self.bold.widths = (
                self.regular.glyphs,
                self.regular.known,
                self.regular.widths,
            )
        else:
            self.bold = PdfFont("F2", bold)
        self.pages: list[bytes] = []
        self.ops: list[str] = []
        self._in_text = False
        self._font: PdfFont | None = None
        self._size = 0.0
        self._fill = self._stroke = ""
        self._line_width = -1.0

    def width(self, text: str, size: float, bold: bool = False) -> float:
        widths = (self.bold if bold else self.regular).widths
        return sum(map(widths.__getitem__, text)) * size / 1000

    def new_page(self) -> None:
        self._end_text()
        self.pages.append(zlib.compress("".join(self.ops).encode("ascii"), 3))
        self.ops = []
        self._fill = self._stroke = ""
        self._line_width = -1.0

    def line(self, x: float, y: float, runs: list[tuple[str, str, bool, bool, bool]], size: float) -> None:
        """``runs`` (text, colour, bold, italic, struck) one after the other on the baseline ``y``, from ``x``.

        Each run's text follows the last one's (PDF moves on by the glyphs' widths); only an italic
        run (a slanted text matrix), the run after it and a struck run are measured to find where
        they start.
        """
        ops = self.ops
        if not self._in_text:
            ops.append("BT\n")
            self._in_text = True
        top = self.size[1] - y
        ops.append(f"1 0 0 1 {x:.2f} {top:.2f} Tm\n")
        slanted = False
        at: float | None = None  # where this run starts, once a run needed it (then kept up to date)
        strikes = []
        for n, (text, colour, bold, italic, strike) in enumerate(runs):
            font = self.bold if bold else self.regular
            codes = font.codes(text)
            if italic or slanted or strike:
                if at is None:
                    at = x + sum(self.width(r[0], size, r[2]) for r in runs[:n])
                if italic or slanted:
                    ops.append(f"1 0 {'0.2' if italic else '0'} 1 {at:.2f} {top:.2f} Tm\n")
                    slanted = italic
                if strike:
                    strikes.append((at, at + self.width(text.rstrip(" "), size, bold), colour))
            if font is not self._font or size != self._size:
                if font.synthetic_bold:  # the regular face, its outline stroked too
                    ops.append(f"2 Tr {size * 0.04:.2f} w\n")
                    self._line_width = -1.0
                elif self._font is None or self._font.synthetic_bold:
                    ops.append("0 Tr\n")
                ops.append(f"/{font.name} {size:g} Tf\n")
                self._font, self._size = font, size
            if self._fill != colour:
                ops.append(_colour(colour, "rg"))
                self._fill = colour
            if font.synthetic_bold and self._stroke != colour:
                ops.append(_colour(colour, "RG"))
                self._stroke = colour
            ops.append(f"<{codes}> Tj\n")
            if at is not None and n + 1 < len(runs):
                at += self.width(text, size, bold)
        for start, end, colour in strikes:
            middle = y - size * 0.3
            self.polyline([(start, middle), (end, middle)], colour, size / 16)

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = None, line: float = 0.5
    ) -> None:
        """A rectangle with its top left corner at (x, y)."""
        self._end_text()
        if fill:
            self._set_fill(fill)
        if stroke:
            self._set_stroke(stroke, line)
        paint = "B" if fill and stroke else "f" if fill else "S"
        self.ops.append(f"{x:.2f} {self.size[1] - y - h:.2f} {w:.2f} {h:.2f} re {paint}\n")

    def polyline(self, points: list[tuple[float, float]], colour: str, line: float) -> None:
        if len(points) < 2:
            return
        self._end_text()
        self._set_stroke(colour, line)
        top = self.size[1]
        path = " l ".join(f"{x:.2f} {top - y:.2f}" for x, y in points).replace(" l ", " m ", 1)
        self.ops.append(path + " l S\n")

    def _end_text(self) -> None:
        if self._in_text:
            self.ops.append("ET\n")
            self._in_text = False
            self._font = None

    def _set_fill(self, colour: str) -> None:
        if self._fill != colour:
            self.ops.append(_colour(colour, "rg"))
            self._fill = colour

    def _set_stroke(self, colour: str, line: float) -> None:
        if self._stroke != colour:
            self.ops.append(_colour(colour, "RG"))
            self._stroke = colour
        if self._line_width != line:
            self.ops.append(f"{line:.2f} w\n")
            self._line_width = line

    def save(self, path: str, title: str, creator: str = "Deadwatch") -> None:
        """Write the pages (the last one too) to ``path``."""
        if self.ops or not self.pages:
            self.new_page()
        out = PdfObjects()
        catalog, pages_ref = out.reserve(), out.reserve()
        fonts = {font.name: font for font in (self.regular, self.bold)}
        resources = "<< /Font << " + " ".join(f"/{n} {f.write(out)} 0 R" for n, f in fonts.items()) + " >> >>"
        width, height = self.size
        kids = [
            out.add(
                f"<< /Type /Page /Parent {pages_ref} 0 R /MediaBox [0 0 {width:.3f} {height:.3f}] "
                f"/Resources {resources} /Contents {out.stream(content, packed=True)} 0 R >>"
            )
            for content in self.pages
        ]
        out.put(pages_ref, f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>")
        out.put(catalog, f"<< /Type /Catalog /Pages {pages_ref} 0 R >>")
        stamp = datetime.now().astimezone().strftime("D:%Y%m%d%H%M%S")
        info = out.add(
            f"<< /Title {text_string(title)} /Creator {text_string(creator)} "
            f"/Producer {text_string(creator)} /CreationDate ({stamp}) >>"
        )
        out.write(path, catalog, info)
