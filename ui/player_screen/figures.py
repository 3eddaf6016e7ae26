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
#: the room kept inside a box at each side of its word, against the word's pixel size: the largest
#: the words take (a tall narrow screen, whose least type is large, gives them the smaller ones)
INSETS = (0.4, 0.25, 0.12)


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

    def _metrics(self, px: int) -> tuple[QFontMetrics, QFontMetrics]:
        """The numbers' and the words' metrics at the words' pixel size ``px``."""
        return (QFontMetrics(pixel_font(self.font(), int(px * self.number_scale), True)),
                QFontMetrics(pixel_font(self.font(), px)))

    def _inset(self, width: int, px: int) -> int:
        """The margin inside each box at its sides: a word as wide as its box («Размер роя») ran into
        the box's edges.  The largest of :data:`INSETS` that every number and word fits in."""
        box = self._cell(width) - px // 2
        numbers, words = self._metrics(px)
        for share in INSETS:
            room = box - 2 * round(px * share)
            if all(numbers.horizontalAdvance(n) <= room and words_fit(words, w, room) for n, w, _ in self.figures):
                return round(px * share)
        return round(px * INSETS[-1])

    def _room(self, width: int, px: int) -> int:
        """How wide a figure's number and word may be: its box but the margins at its sides."""
        return max(1, self._cell(width) - px // 2 - 2 * self._inset(width, px))

    def in_rows(self, width: int, px: int) -> bool:
        """Whether the figures go one under another, each number beside its word: side by side a
        word does not fit its box (a tall narrow screen, whose least type is large: «Мертвецы»)."""
        room = self._room(width, px)
        numbers, words = self._metrics(px)
        return not all(numbers.horizontalAdvance(n) <= room and words_fit(words, w, room) for n, w, _ in self.figures)

    def _number_column(self, px: int) -> int:
        numbers, _words = self._metrics(px)
        return max(numbers.horizontalAdvance(n) for n, _, _ in self.figures)

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
        numbers, words = self._metrics(px)
        number = numbers.height()
        if not self.in_rows(width, px):
            cell = QRect(0, 0, self._room(width, px), 100000)
            tallest = max(words.boundingRect(cell, int(CENTRE | WRAP), word).height() for _, word, _ in self.figures)
            return number + tallest + round(px * INSETS[-1] * 2)  # room under the words ("horda" sat on the edge)
        inset = round(px * INSETS[0])
        room = width - 2 * inset - self._number_column(px) - px
        if room <= 0 or not all(words_fit(words, w, room) for _, w, _ in self.figures):
            return TOO_TALL
        rows = [max(number, words.boundingRect(QRect(0, 0, room, 100000), int(WRAP), w).height())
                for _, w, _ in self.figures]
        return sum(rows) + (len(rows) - 1) * (px // 2)

    def fits(self) -> bool:
        if not self.figures:
            return True
        return self.needed_height(self.width(), self.px) <= self.height()

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
        rows = self.in_rows(self.width(), self.px)
        inset = round(self.px * INSETS[0]) if rows else self._inset(self.width(), self.px)
        column = self._number_column(self.px) if rows else 0
        for box, (number, word, colour) in zip(self._box_rects(), self.figures, strict=True):
            # the large numbers from kept pixmaps (filled as paths otherwise): a round changes
            # one figure or two, and the others' numbers are the ones painted before
            if rows:  # the number at the left of its row, its word beside it
                place = QRectF(box.left() + inset, box.top(), column, box.height())
                draw_text(painter, place, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), number,
                          number_font, colour)
                left = box.left() + inset + column + self.px
                words = QRectF(left, box.top(), box.right() - inset - left, box.height())
                draw_text(painter, words, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | WRAP),
                          word, word_font, words_colour)
                continue
            place = QRectF(box.left(), 0, box.width(), number_height)
            draw_text(painter, place, int(CENTRE), number, number_font, colour)
            words = QRectF(box.left() + inset, number_height, box.width() - 2 * inset, self.height() - number_height)
            draw_text(painter, words, int(CENTRE | WRAP), word, word_font, words_colour)
        painter.end()

    def _box_rects(self) -> list[QRect]:
        if self.in_rows(self.width(), self.px):  # one under another, the widget's width each
            count = len(self.figures)
            gap = self.px // 2
            high = max(1, (self.height() - gap * (count - 1)) // max(1, count))
            return [QRect(0, i * (high + gap), self.width(), high) for i in range(count)]
        cell = self._cell(self.width())
        return [QRect(i * cell + self.px // 4, 0, cell - self.px // 2, self.height()) for i in range(len(self.figures))]

    def _boxes_pixmap(self, ratio: float) -> QPixmap:
        """The figures' rounded boxes (each a box wholly its own, under its number and word only)."""
        key = (len(self.figures), self.size(), self.px, ratio, self.in_rows(self.width(), self.px))
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
