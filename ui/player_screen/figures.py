"""A row of figures, each a big number over the word that says what it counts.

During a swarm fight the players' screen shows the count of dead, the Swarm Size and the Swarm
Threat this way: a number across a room means nothing without its word, so each has one.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import TOO_TALL, WRAP, pixel_font, words_fit
from ui.widgets.text_cache import draw_text

NUMBER_SCALE = 2.4  # the number's pixel size against its word's
CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
KEPT = 4  # pixmaps kept: the figures at the sizes of the last few screens (a level and the next)


class Figures(QWidget):
    """``set_figures([(number, word, colour), …])``; the composer sets the word's pixel size."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.figures: list[tuple[str, str, QColor]] = []
        self.px = 12
        self.number_scale = NUMBER_SCALE
        self._heights: dict[tuple[object, ...], int] = {}  # needed_height's answers (asked at each change)
        # the figures as painted, by what they show and their size: a threat step changes the
        # type's size (the level's situation is longer or shorter) and a step back the size again
        self._drawn: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self.painted = 0  # pixmaps painted (for the tests)
        # the boxes alone, by their count and size: a swarm round changes the numbers, not the boxes
        self._boxes: tuple[tuple[object, ...], QPixmap] | None = None
        self.boxes_painted = 0

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
        key = (tuple((n, w) for n, w, _ in self.figures), self.font().key(), width, px, self.number_scale)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 500:
                self._heights.clear()
            height = self._heights[key] = self._measure(width, px)
        return height

    def _measure(self, width: int, px: int) -> int:
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
        """From a pixmap of the figures as painted: the boxes' rounded corners and the large
        numbers (a millisecond at 1080p) are painted again only when a figure, the size or the type
        changes to what it was not lately, not whenever the screen behind them repaints (each step
        of a level's sweep) nor at a step back to the level before."""
        if not self.figures:
            return
        ratio = self.devicePixelRatioF()
        shown = tuple((number, word, colour.rgba()) for number, word, colour in self.figures)
        key = (shown, self.size(), self.px, self.number_scale, self.font().key(), ratio)
        pixmap = self._drawn.get(key)
        if pixmap is None:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            self._paint(pixmap)
            self.painted += 1
            self._drawn[key] = pixmap
            while len(self._drawn) > KEPT:
                self._drawn.popitem(last=False)
        else:
            self._drawn.move_to_end(key)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, pixmap)
        painter.end()

    def _paint(self, device: QPixmap) -> None:
        painter = QPainter(device)
        painter.drawPixmap(0, 0, self._boxes_pixmap(device.devicePixelRatio()))  # onto nothing: the same pixels
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        number_font = pixel_font(self.font(), int(self.px * self.number_scale), True)
        word_font = pixel_font(self.font(), self.px)
        number_height = QFontMetrics(number_font).height()
        words_colour = QColor("#e9ebee")
        for box, (number, word, colour) in zip(self._box_rects(), self.figures, strict=True):
            # the large numbers from kept pixmaps (filled as paths otherwise): a round changes
            # one figure or two, and the others' numbers are the ones painted before
            place = QRectF(box.left(), 0, box.width(), number_height)
            draw_text(painter, place, int(CENTRE), number, number_font, colour)
            words = QRectF(box.left(), number_height, box.width(), self.height() - number_height)
            draw_text(painter, words, int(CENTRE | WRAP), word, word_font, words_colour)
        painter.end()

    def _box_rects(self) -> list[QRect]:
        cell = self._cell(self.width())
        return [QRect(i * cell + self.px // 4, 0, cell - self.px // 2, self.height()) for i in range(len(self.figures))]

    def _boxes_pixmap(self, ratio: float) -> QPixmap:
        """The figures' rounded boxes (each a box wholly its own, under its number and word only)."""
        key = (len(self.figures), self.size(), self.px, ratio)
        if self._boxes is None or self._boxes[0] != key:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 18))
            for box in self._box_rects():
                painter.drawRoundedRect(box, self.px * 0.3, self.px * 0.3)
            painter.end()
            self._boxes = (key, pixmap)
            self.boxes_painted += 1
        return self._boxes[1]
