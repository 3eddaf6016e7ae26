"""Large texts painted once into a pixmap, then copied at every later paint.

Qt's raster engine keeps rendered glyphs only up to 64 pixels; a larger glyph is filled as a path
at every paint.  The players' screen is made of such texts at 1920x1080: "The dead are here" in
108-pixel type, the dial's level, the level's word, the swarm's numbers.  Painted as paths they
cost 1-3 ms each, every time anything on the screen repaints (a level's sweep repaints the whole
screen at every step).  :func:`draw_text` paints a text bigger than :data:`CACHED_FROM` pixels
into a transparent pixmap the first time and copies that pixmap afterwards: the same pixels, at
the same place (the pixmap keeps the rectangle's fraction of a pixel), clipped to the rectangle
as ``QPainter.drawText`` clips.  Smaller type goes straight to ``drawText`` (Qt's glyph cache
already serves it).  The pixmaps kept are bounded by :data:`BUDGET` bytes, the least recently
used dropped first.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QPainter, QPixmap, QTransform

CACHED_FROM = 48  # pixels: smaller type is drawn as it comes
BUDGET = 24 * 1024 * 1024  # bytes of pixmaps kept

_Key = tuple[object, ...]


class TextPixmaps:
    """The kept pixmaps, least recently used first, with the bytes they hold."""

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self.pixmaps: OrderedDict[_Key, QPixmap] = OrderedDict()
        self.bytes = 0
        self.rendered = 0  # texts painted into a new pixmap (for the tests: a repaint adds none)

    def get(self, key: _Key) -> QPixmap | None:
        pixmap = self.pixmaps.get(key)
        if pixmap is not None:
            self.pixmaps.move_to_end(key)
        return pixmap

    def put(self, key: _Key, pixmap: QPixmap) -> None:
        self.rendered += 1
        size = pixmap.width() * pixmap.height() * 4
        if size > self.budget:
            return
        self.pixmaps[key] = pixmap
        self.bytes += size
        while self.bytes > self.budget:
            _key, old = self.pixmaps.popitem(last=False)
            self.bytes -= old.width() * old.height() * 4

    def clear(self) -> None:
        self.pixmaps.clear()
        self.bytes = 0


CACHE = TextPixmaps()


def pixel_size(font: QFont) -> int:
    px = font.pixelSize()
    return px if px > 0 else QFontInfo(font).pixelSize()


def draw_text(painter: QPainter, rect: QRectF, flags: int, text: str, font: QFont, colour: QColor) -> None:
    """``painter.drawText(rect, flags, text)`` in ``font`` and ``colour``, from a kept pixmap when
    the type is large; the painter's font and pen are left set to them, as drawText would."""
    painter.setFont(font)
    painter.setPen(colour)
    if not text:
        return
    transform = painter.worldTransform()
    if pixel_size(font) < CACHED_FROM or transform.type().value > QTransform.TransformationType.TxTranslate.value:
        painter.drawText(rect, flags, text)
        return
    ratio = painter.device().devicePixelRatioF()
    # where the rectangle falls on the device's pixels: the pixmap starts on a whole pixel and
    # keeps the fraction, so the text lands where drawText would put it
    left, top = rect.left() + transform.dx(), rect.top() + transform.dy()
    x, y = math.floor(left * ratio) / ratio, math.floor(top * ratio) / ratio
    shift = QPointF(left - x, top - y)
    key = (
        text,
        font.key(),
        colour.rgba(),
        int(flags),
        round(rect.width() * 64),
        round(rect.height() * 64),
        round(shift.x() * 64),
        round(shift.y() * 64),
        ratio,
        int(painter.renderHints().value),
    )
    pixmap = CACHE.get(key)
    if pixmap is None:
        width = math.ceil((rect.width() + shift.x()) * ratio)
        height = math.ceil((rect.height() + shift.y()) * ratio)
        if width <= 0 or height <= 0:
            return
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(painter.renderHints())
        inner.setFont(font)
        inner.setPen(colour)
        inner.drawText(QRectF(shift.x(), shift.y(), rect.width(), rect.height()), flags, text)
        inner.end()
        CACHE.put(key, pixmap)
    painter.drawPixmap(QPointF(x - transform.dx(), y - transform.dy()), pixmap)
