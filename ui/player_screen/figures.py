"""A row of figures, each a big number over the word that says what it counts.

During a swarm fight the players' screen shows the count of dead, the Swarm Size and the Swarm
Threat this way: a number across a room means nothing without its word, so each has one.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import TOO_TALL, WRAP, pixel_font, words_fit
from ui.widgets.text_cache import draw_text

NUMBER_SCALE = 2.4  # the number's pixel size against its word's
CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop


class Figures(QWidget):
    """``set_figures([(number, word, colour), …])``; the composer sets the word's pixel size."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.figures: list[tuple[str, str, QColor]] = []
        self.px = 12
        self.number_scale = NUMBER_SCALE

    def set_figures(self, figures: list[tuple[str, str, str]]) -> None:
        shown = [(number, word, QColor(colour)) for number, word, colour in figures]
        if shown != self.figures:
            self.figures = shown
            self.update()

    def set_font_px(self, px: int) -> None:
        if px != self.px:
            self.px = px
            self.update()

    def text(self) -> str:
        return "  ".join(f"{number} {word}" for number, word, _ in self.figures)

    def font_sizes(self) -> list[int]:
        if not self.figures or not self.isVisible():
            return []
        return [self.px, int(self.px * self.number_scale)]

    # ------------------------------------------------------------------ measuring
    def _cell(self, width: int) -> int:
        return max(1, width // max(1, len(self.figures)))

    def needed_height(self, width: int, px: int) -> int:
        if not self.figures:
            return 0
        numbers = QFontMetrics(pixel_font(self.font(), int(px * self.number_scale), True))
        number = numbers.height()
        words = QFontMetrics(pixel_font(self.font(), px))
        cell = QRect(0, 0, self._cell(width) - px // 2, 100000)
        if not all(
            numbers.horizontalAdvance(n) <= cell.width() and words_fit(words, w, cell.width())
            for n, w, _ in self.figures
        ):
            return TOO_TALL
        tallest = max(words.boundingRect(cell, int(CENTRE | WRAP), word).height() for _, word, _ in self.figures)
        return number + tallest

    def fits(self) -> bool:
        if not self.figures:
            return True
        cell = self._cell(self.width()) - self.px // 2
        numbers = QFontMetrics(pixel_font(self.font(), int(self.px * self.number_scale), True))
        words = QFontMetrics(pixel_font(self.font(), self.px))
        return (
            all(numbers.horizontalAdvance(n) <= cell and words_fit(words, w, cell) for n, w, _ in self.figures)
            and self.needed_height(self.width(), self.px) <= self.height()
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.figures:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        number_font = pixel_font(self.font(), int(self.px * self.number_scale), True)
        word_font = pixel_font(self.font(), self.px)
        number_height = QFontMetrics(number_font).height()
        cell = self._cell(self.width())
        for i, (number, word, colour) in enumerate(self.figures):
            left = i * cell
            box = QRect(left + self.px // 4, 0, cell - self.px // 2, self.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 18))
            painter.drawRoundedRect(box, self.px * 0.3, self.px * 0.3)
            numbers = QRectF(box.left(), 0, box.width(), number_height)
            draw_text(painter, numbers, int(CENTRE), number, number_font, colour)  # large: kept as pixels
            words = QRectF(box.left(), number_height, box.width(), self.height() - number_height)
            draw_text(painter, words, int(CENTRE | WRAP), word, word_font, QColor("#e9ebee"))
        painter.end()
