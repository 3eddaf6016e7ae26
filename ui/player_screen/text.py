"""Painted texts for the players' screen, sized in pixels from the screen's height.

Every text on the screen is painted with a :class:`QFont` whose pixel size the composer sets from
the window's height (never points: a 4K TV then shows the same picture as a 1080p one), so no
style sheet (the GM's theme) can shrink it.  :class:`FitText` wraps its text to its width; its
:meth:`FitText.needed_height` lets the composer size each block before placing it, and
:meth:`FitText.fits` tells a test (or the composer) whether the text shows whole.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.widgets.fonts import variant
from ui.widgets.labels import kept_numbers as kept_numbers  # the room keeps each number by its word too
from ui.widgets.text_cache import draw_text

WRAP = Qt.TextFlag.TextWordWrap
TOO_TALL = 1 << 20


def min_px(height: int) -> int:
    """The smallest text on a screen ``height`` pixels high: a thirtieth of it."""
    return max(1, math.ceil(height / 30))


def pixel_font(base: QFont, px: int, bold: bool = False) -> QFont:
    return variant(base, px=px, bold=bold)


#: the spaces a line may break at (a no-break space keeps a number with its name: :func:`kept_numbers`)
_BREAKS = re.compile(r"[^\S\u00a0\u202f]+")


def words_fit(metrics: QFontMetrics, text: str, width: int) -> bool:
    """No single word is wider than ``width`` (word wrap would cut it); words joined by a no-break
    space are one."""
    return all(metrics.horizontalAdvance(word) <= width for word in _BREAKS.split(text) if word)


#: where a text that must wrap breaks first (FitText.shown)
DOT = " · "


class FitText(QWidget):
    """A word-wrapped text in an explicit pixel size and colour."""

    def __init__(
        self,
        parent: QWidget,
        name: str,
        bold: bool = False,
        colour: str = "#f2f3f5",
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._text = ""
        self.bold = bold
        self.colour = QColor(colour)
        self.align = align | Qt.AlignmentFlag.AlignVCenter
        self.px = 12
        # the composer asks each text's height at several sizes at every change of the screen:
        # kept by (text, font, width, size); a few hundred at most
        self._heights: dict[tuple[str, str, int, int], int] = {}
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    # ------------------------------------------------------------------ state
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def set_colour(self, colour: QColor) -> None:
        if colour != self.colour:
            self.colour = QColor(colour)
            self.update()

    def set_font_px(self, px: int) -> None:
        if px != self.px:
            self.px = px
            self.update()

    def text_font(self, px: int | None = None) -> QFont:
        return pixel_font(self.font(), self.px if px is None else px, self.bold)

    def font_sizes(self) -> list[int]:
        return [self.px] if self._text and self.isVisible() else []

    # ------------------------------------------------------------------ measuring
    def needed_height(self, width: int, px: int) -> int:
        if not self._text:
            return 0
        font = self.text_font(px)
        key = (self._text, font.key(), width, px)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 500:
                self._heights.clear()
            height = self._heights[key] = self._measure(font, width)
        return height

    def shown(self, metrics: QFontMetrics, width: int) -> str:
        """The text as drawn in ``width``: one that must wrap breaks at its " · " (whole parts on
        each line, as many as the width holds: "Pelea contra la horda · Asalto 2 · Tamaño de la
        horda: 2" / "Amenaza de la horda: 6 · Muertos: 12", not a line for each), never leaving the
        dot at a line's end ("Pelea contra la horda ·" / "asalto 1")."""
        if DOT not in self._text or metrics.horizontalAdvance(self._text) <= width:
            return self._text
        lines: list[str] = []
        for part in self._text.split(DOT):
            if lines and metrics.horizontalAdvance(lines[-1] + DOT + part) <= width:
                lines[-1] += DOT + part
            else:  # a line begins with a capital ("Asalto 1", never "asalto 1")
                lines.append(part[:1].upper() + part[1:])
        return "\n".join(lines)

    def _measure(self, font: QFont, width: int) -> int:
        metrics = QFontMetrics(font)
        if not words_fit(metrics, self._text, width):
            return TOO_TALL  # a word wider than the column: the composer takes a smaller size
        text = self.shown(metrics, width)
        return metrics.boundingRect(QRect(0, 0, max(1, width), 100000), int(self.align | WRAP), text).height()

    def one_line_px(self, width: int, px: int) -> int:
        """The largest size up to ``px`` at which the text stands on one line of ``width``."""
        advance = QFontMetrics(self.text_font(px)).horizontalAdvance(self._text)
        return px if advance <= width else max(1, int(px * width / max(1, advance)) - 1)

    def fits(self) -> bool:
        """The whole text shows: each word within the width, the wrapped lines within the height."""
        if not self._text:
            return True
        metrics = QFontMetrics(self.text_font())
        return (
            words_fit(metrics, self._text, self.width()) and self.needed_height(self.width(), self.px) <= self.height()
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self._text:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = self.text_font()
        text = self.shown(QFontMetrics(font), self.width())
        draw_text(painter, QRectF(self.rect()), int(self.align | WRAP), text, font, self.colour)
        painter.end()
