"""The threat level over the session, under the GM's dial: a step line 0-6, each point in its
level's colour."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.widgets.fonts import variant
from ui.widgets.threat_colours import LEVELS, level_colour

#: the pixel size of the levels' figures at the timeline's left (0, 3, 6)
FIGURE_PX = 11
#: its height (px): the three levels' figures whole, one over the other (it asked for 60 and was
#: given 52 in a laptop's dock, or 60 and its "0" cut at the view's foot)
HEIGHT = 52


class ThreatTimeline(QWidget):
    """The level over the session: a step line 0-6, each point in its level's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[int] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(HEIGHT)

    def set_points(self, levels: list[int]) -> None:
        points = [max(0, min(LEVELS - 1, v)) for v in levels]
        if points != self.points:
            self.points = points
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, HEIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box, font = self.figure_box()
        rect = QRectF(self.rect()).adjusted(box.width() + 6, 6, -8, -6)
        p.setFont(font)
        # the levels' figures in the widget's own text colour, half-toned (they were #3a3e47, 10 px:
        # unread on the GM's dark theme); the lines they name as before
        figure = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        figure.setAlphaF(0.7)
        for level in (0, 3, 6):
            y = rect.bottom() - rect.height() * level / (LEVELS - 1)
            p.setPen(QPen(QColor("#3a3e47"), 1))
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            p.setPen(figure)
            flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            p.drawText(box.translated(0, y - box.height() / 2), flags, str(level))
        if not self.points:
            p.end()
            return
        count = len(self.points)
        step = rect.width() / max(1, count - 1) if count > 1 else 0.0
        left = rect.left() if count > 1 else rect.center().x()
        heights = [rect.bottom() - rect.height() * level / (LEVELS - 1) for level in range(LEVELS)]
        radius = 4.0
        if count > 1 and step < 2 * radius:  # a long session: the dots would pile into a smear
            self._paint_dense(p, left, step, heights)
            p.end()
            return
        # one step line and one set of dots per level (a call per segment and per dot was slow)
        line = QPolygonF()
        dots: dict[int, QPolygonF] = {}
        previous = None
        for i, level in enumerate(self.points):
            x, y = left + i * step, heights[level]
            if previous is not None:
                line.append(QPointF(x, previous))
            line.append(QPointF(x, y))
            dots.setdefault(level, QPolygonF()).append(QPointF(x, y))
            previous = y
        p.setPen(QPen(QColor("#9aa0aa"), 1.5))
        p.drawPolyline(line)
        for level, points in dots.items():  # round dots 8 pixels across, in the level's colour
            p.setPen(QPen(level_colour(level), 2 * radius, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPoints(points)
        p.end()

    def _paint_dense(self, p: QPainter, left: float, step: float, heights: list[float]) -> None:
        """Points closer than a dot: the step line itself in each level's colour, a thick stroke
        per stretch spent at a level, joined by thin grey risers."""
        risers: list[QLineF] = []
        runs: dict[int, list[QLineF]] = {}
        start = 0
        points = self.points
        for i in range(1, len(points) + 1):
            if i == len(points) or points[i] != points[start]:
                level = points[start]
                end = left + (i - 1 if i == len(points) else i) * step
                begin = left + start * step
                if end - begin < 1:  # one step at this level: a point (a line of no length draws nothing)
                    end = begin + 0.01
                runs.setdefault(level, []).append(QLineF(begin, heights[level], end, heights[level]))
                if i < len(points):
                    risers.append(QLineF(end, heights[level], end, heights[points[i]]))
                start = i
        p.setPen(QPen(QColor("#9aa0aa"), 1.5))
        p.drawLines(risers)
        for level, lines in runs.items():
            p.setPen(QPen(level_colour(level), 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLines(lines)

    def _small(self) -> QFont:
        """The levels' figures: :data:`FIGURE_PX`, no smaller than the dock's dial draws its own."""
        return variant(self.font(), px=FIGURE_PX)

    def figure_box(self) -> tuple[QRectF, QFont]:
        """The room each level's figure is drawn in (the widest, "6") and its font."""
        font = self._small()
        width = QFontMetricsF(font).horizontalAdvance("6") + 1
        return QRectF(0, 0, width, 16), font
