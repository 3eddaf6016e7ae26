"""Under the map on the players' screen, what each kind of tile on it is: a swatch of the tile as
the map paints it (its colour and its mark: a shape, the same in every language) and its name, for
every kind the map shows — walls and grass, told by their colour alone, as much as the marked ones.

The names are at the room's size of text (a little over a thirtieth of the screen's height, as the
band above the map); the entries go side by side and on as many lines as they need, each whole.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ui.player_screen.room_band import RoomStrip
from ui.player_screen.text import FitText, pixel_font

#: a swatch's side against the size of the text beside it
SWATCH = 1.3


class Swatch(QWidget):
    """One kind of tile as the map paints it: its colour and its mark."""

    def __init__(self, parent: QWidget, colour: str, mark: str) -> None:
        super().__init__(parent)
        self.setObjectName("legendSwatch")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.colour = QColor(colour)
        self.mark = mark

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.colour)
        painter.setPen(QPen(QColor("#9a968c"), 1))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        if self.mark:
            painter.setFont(pixel_font(self.font(), max(1, round(self.height() * 0.6)), bold=True))
            painter.setPen(QColor("#f5efe0"))
            painter.drawText(QRectF(self.rect()), int(Qt.AlignmentFlag.AlignCenter), self.mark)
        painter.end()


class MapLegend(RoomStrip):
    """Every kind of tile on the map, each a swatch and its name, under the map."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "mapLegendStrip")
        self.entries: list[tuple[Swatch, FitText]] = []
        self._shown: list[tuple[str, str, str]] = []

    def set_marks(self, marks: list[tuple[str, str, str]]) -> None:
        """(colour, mark, name) of each kind of tile shown."""
        if marks == self._shown:
            return
        self._shown = list(marks)
        for swatch, label in self.entries:
            swatch.deleteLater()
            label.deleteLater()
        self.entries = []
        for colour, mark, name in marks:
            label = FitText(self, "mapLegendName", colour="#f5efe0")
            label.set_text(name)
            self.entries.append((Swatch(self, colour, mark), label))
        self.texts = [label for _swatch, label in self.entries]

    def names(self) -> list[str]:
        return [label.text() for _swatch, label in self.entries]

    def marks(self) -> list[str]:
        return [swatch.mark for swatch, _label in self.entries]

    def place(self, width: int, screen_height: int, right: int = 0, least: int = 0) -> int:
        """The entries side by side, centred, on as many lines as they need; the strip's height."""
        if not self.entries:
            return 0
        px, margin = self.line_px(screen_height), self.margin(screen_height)
        side = round(px * SWATCH)
        gap, space = max(2, px // 3), px
        room = width - 2 * margin
        lines: list[list[tuple[Swatch, FitText, int]]] = [[]]
        used = 0
        for swatch, label in self.entries:
            label.set_font_px(px)
            text_width = QFontMetrics(label.text_font(px)).horizontalAdvance(label.text()) + 2
            need = side + gap + min(text_width, room - side - gap)
            if lines[-1] and used + space + need > room:
                lines.append([])
                used = 0
            used += (space if lines[-1] else 0) + need
            lines[-1].append((swatch, label, need))
        top = margin
        for line in lines:
            height = max(max(label.needed_height(need - side - gap, px) for _s, label, need in line), side)
            x = margin + (room - sum(n for _s, _l, n in line) - space * (len(line) - 1)) // 2
            for swatch, label, need in line:
                swatch.setGeometry(QRect(x, top + (height - side) // 2, side, side))
                label.setGeometry(QRect(x + side + gap, top, need - side - gap, height))
                swatch.setVisible(True)
                label.setVisible(True)
                x += need + space
            top += height + gap
        return top - gap + margin
