"""The PDF drawn through Qt (QPdfWriter and QPainter), for text the ReportLab canvas cannot draw.

Slower (Qt shapes every string and places every glyph on its own), but Qt shapes any script and
finds a font for any character: a name in Arabic or with an emoji in it comes out right.  The
canvas speaks points from the top left corner of the page, like :class:`~app.export.pdfcanvas.PdfCanvas`.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QMarginsF, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen, QPolygonF

RESOLUTION = 1200


class QtCanvas:
    def __init__(self, path: str, title: str, font: QFont) -> None:
        self.writer = QPdfWriter(path)
        self.writer.setTitle(title)
        self.writer.setCreator("Deadwatch")
        self.writer.setResolution(RESOLUTION)
        self.writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        self.writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point)
        size = self.writer.pageLayout().fullRect(QPageLayout.Unit.Point)
        self.size = (size.width(), size.height())
        self.k = RESOLUTION / 72
        self.base = QFont(font)
        self.fonts: dict[tuple[float, bool, bool], tuple[QFont, QFontMetricsF]] = {}
        self.painter = QPainter(self.writer)

    def _font(self, size: float, bold: bool = False, italic: bool = False) -> tuple[QFont, QFontMetricsF]:
        key = (size, bold, italic)
        found = self.fonts.get(key)
        if found is None:
            font = QFont(self.base)
            font.setPointSizeF(size)
            font.setBold(bold)
            font.setItalic(italic)
            found = self.fonts[key] = (font, QFontMetricsF(font, self.writer))
        return found

    def width(self, text: str, size: float, bold: bool = False) -> float:
        return self._font(size, bold)[1].horizontalAdvance(text) / self.k

    def line(self, x: float, y: float, runs: list[tuple[str, str, bool, bool, bool]], size: float) -> None:
        k = self.k
        for text, colour, bold, italic, strike in runs:
            font, metrics = self._font(size, bold, italic)
            self.painter.setFont(font)
            self.painter.setPen(QColor(colour))
            self.painter.drawText(QPointF(x * k, y * k), text)
            width = metrics.horizontalAdvance(text) / k
            if strike:
                drawn = metrics.horizontalAdvance(text.rstrip(" ")) / k
                self.polyline([(x, y - size * 0.3), (x + drawn, y - size * 0.3)], colour, size / 16)
            x += width

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = None, line: float = 0.5
    ) -> None:
        k = self.k
        area = QRectF(x * k, y * k, w * k, h * k)
        if fill:
            self.painter.fillRect(area, QColor(fill))
        if stroke:
            self.painter.setPen(QPen(QColor(stroke), line * k))
            self.painter.drawRect(area)

    def polyline(self, points: list[tuple[float, float]], colour: str, line: float) -> None:
        k = self.k
        self.painter.setPen(QPen(QColor(colour), line * k))
        if len(points) == 2:
            (x0, y0), (x1, y1) = points
            self.painter.drawLine(QLineF(x0 * k, y0 * k, x1 * k, y1 * k))
        elif len(points) > 2:
            self.painter.drawPolyline(QPolygonF([QPointF(x * k, y * k) for x, y in points]))

    def new_page(self) -> None:
        self.writer.newPage()

    def save(self) -> None:
        self.painter.end()
