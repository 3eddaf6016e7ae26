"""The threat dial and its timeline, painted to be read from across a table (or off a projector).

:class:`ThreatDial` paints a 0-6 dial from ``(level, name, situation)`` at any size: the arc of
seven steps coloured from green to red, the level in big figures, the caption ("Threat"), the
level's name and the situation it stands for.  It knows nothing of services: the GM's window
connects its request signal, the player display just calls :meth:`ThreatDial.set_level`.

Signals (on :class:`ThreatDial`, only when ``interactive``):
``stepRequested(int)`` — the GM asked for one step up (+1) or down (−1): the + / − keys (and =,
the keypad's + and −), a click on the right (+) or left (−) half, or the mouse wheel.

``set_level(..., animate=True)`` sweeps the lit arc and its needle from the level shown to the new
one in :data:`SWEEP_MS` (a :class:`QVariantAnimation` on :attr:`ThreatDial.shown`); ``min_text_px``
keeps every figure it paints at least that many pixels high (the players' screen sets it).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QLineF, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui import keymap
from ui.widgets.text_cache import draw_text

LEVELS = 7  # 0..6
#: the colour of each level, rising from safe green to deadly red
LEVEL_COLOURS = ("#3fae5a", "#8fbf3a", "#d8c23a", "#eea23a", "#ea6f35", "#de3b3b", "#a3172f")
ARC_START = 210.0  # degrees, Qt's counter-clockwise from three o'clock
ARC_SPAN = 240.0
SWEEP_MS = 450  # a change of level sweeps the arc in under half a second


def level_colour(level: int) -> QColor:
    return QColor(LEVEL_COLOURS[max(0, min(LEVELS - 1, level))])


def mix(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``b`` over ``a`` (0: ``a``, 1: ``b``)."""
    share = max(0.0, min(1.0, share))
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * share,
        a.greenF() + (b.greenF() - a.greenF()) * share,
        a.blueF() + (b.blueF() - a.blueF()) * share,
    )


class ThreatDial(QWidget):
    """A 0-6 dial that scales with its size.  Set the texts already translated."""

    stepRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None, interactive: bool = True) -> None:
        super().__init__(parent)
        self.level = 0
        self.name = ""
        self.situation = ""
        self.caption = ""
        self.pending = 0  # a step waiting for its reason: drawn as a ghost
        self.shown = 0.0  # where the lit arc and the needle stand (between levels while sweeping)
        self.min_text_px = 0
        self.backdrop: QColor | None = QColor("#15171c")  # None: painted straight on its parent
        self.needle = not interactive  # a pointer at the level shown, sweeping with it
        self.sweep = QVariantAnimation(self)
        self.sweep.setDuration(SWEEP_MS)
        self.sweep.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.sweep.valueChanged.connect(self._sweep_to)
        self.sweep.finished.connect(lambda: self._sweep_to(self.level))
        self.interactive = interactive
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 220)
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    # ------------------------------------------------------------------ state
    def set_level(
        self, level: int, name: str = "", situation: str = "", caption: str = "", animate: bool = False
    ) -> None:
        level = max(0, min(LEVELS - 1, level))
        if (level, name, situation, caption) == (self.level, self.name, self.situation, self.caption):
            return  # nothing to repaint (a swarm round that left the threat alone)
        if animate and level != self.level:
            self.sweep.stop()
            self.sweep.setStartValue(float(self.shown))
            self.sweep.setEndValue(float(level))
            self.sweep.start()
        elif self.sweep.state() != QVariantAnimation.State.Running or level != self.level:
            self.sweep.stop()
            self.shown = float(level)
        self.level = level
        self.name, self.situation, self.caption = name, situation, caption
        text = f"{caption} {self.level}" + (f" — {name}" if name else "")
        self.setAccessibleName(text)
        self.setAccessibleDescription(situation)
        self.update()

    def _sweep_to(self, value: float) -> None:
        self.shown = float(value)
        self.update()

    def set_pending(self, step: int) -> None:
        if step != self.pending:
            self.pending = step
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(340, 300)

    # ------------------------------------------------------------------ input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.interactive and (keymap.pressed(event, "threat.dialUp") or keymap.pressed(event, "threat.up")):
            self.stepRequested.emit(1)
            return
        if self.interactive and (keymap.pressed(event, "threat.dialDown") or keymap.pressed(event, "threat.down")):
            self.stepRequested.emit(-1)
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.stepRequested.emit(1 if event.position().x() >= self.width() / 2 else -1)
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if self.interactive and delta:
            self.stepRequested.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    # ------------------------------------------------------------------ painting
    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, self.min_text_px, int(pixels)))
        font.setBold(bold)
        return font

    def text_sizes(self) -> dict[str, int]:
        """The pixel size of each figure and word the dial paints at its present size."""
        side = self._geometry()[0].width()
        sizes = {"steps": side * 0.05, "number": side * 0.32}
        if self.caption:
            sizes["caption"] = side * 0.075
        return {key: self._font(value).pixelSize() for key, value in sizes.items()}

    def arc_bottom(self) -> float:
        """Where the arc's painting ends, from the dial's top (the words under it may start there)."""
        arc = self._geometry()[0]
        return arc.top() + arc.height() * 0.8

    def _geometry(self) -> tuple[QRectF, QRectF]:
        """The square of the arc and the rectangle below it for the name and the situation."""
        w, h = float(self.width()), float(self.height())
        margin = max(4.0, min(w, h) * 0.03)
        text_share = 0.36 if self.situation else (0.16 if self.name else 0.0)
        arc_height = (h - 2 * margin) * (1 - text_share)
        side = max(40.0, min(w - 2 * margin, arc_height / 0.8))
        top = margin if text_share else max(margin, (h - side * 0.8) / 2)  # alone: centred
        arc = QRectF((w - side) / 2, top, side, side)
        top = arc.top() + side * 0.8
        text = QRectF(margin, top, w - 2 * margin, max(0.0, h - margin - top))
        return arc, text

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        if self.backdrop is not None:
            p.setBrush(self.backdrop)
            p.drawRoundedRect(QRectF(self.rect()), 8, 8)
        if not self.isEnabled():
            p.setOpacity(0.45)
        arc, text_rect = self._geometry()
        side = arc.width()
        colour = level_colour(self.level)
        band = side * 0.11
        inset = band / 2 + 2 + (band * 0.7 if self.needle else 0.0)  # room outside the arc for the needle
        ring = arc.adjusted(inset, inset, -inset, -inset)
        step_span = ARC_SPAN / LEVELS
        gap = 2.5
        shown = max(0.0, min(float(LEVELS - 1), self.shown))
        for i in range(LEVELS):
            start = ARC_START - i * step_span - gap / 2
            lit = i <= shown + 1e-6
            seg = level_colour(i) if lit else QColor("#2a2d34")
            if not lit and i - 1 < shown:  # the segment the sweep is passing: lighting up
                seg = mix(QColor("#2a2d34"), level_colour(i), shown - (i - 1))
            if not lit and self.pending > 0 and i == self.level + 1:
                seg = level_colour(i).darker(220)
            if lit and self.pending < 0 and i == self.level and i > 0:
                seg = level_colour(i).darker(160)
            pen = QPen(seg, band if i == self.level else band * 0.72)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            p.setPen(pen)
            p.drawArc(ring, int(start * 16), int(-(step_span - gap) * 16))
        if self.needle:
            self._paint_needle(p, ring, band, shown)
        # step numbers on the segments
        font = self._font(side * 0.05, bold=True)
        p.setFont(font)
        radius = ring.width() / 2
        centre = ring.center()
        half = max(side * 0.05, font.pixelSize() * 0.8)
        for i in range(LEVELS):
            angle = math.radians(ARC_START - (i + 0.5) * step_span)
            point = QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle))
            box = QRectF(point.x() - half, point.y() - half, 2 * half, 2 * half)
            p.setPen(QColor("#111317") if i <= shown + 1e-6 else QColor("#9aa0aa"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(i))
        # caption, the big level, the name
        centred = int(Qt.AlignmentFlag.AlignCenter)
        caption = QRectF(arc.left(), arc.top() + side * 0.24, side, side * 0.1)
        draw_text(p, caption, centred, self.caption, self._font(side * 0.075, bold=True), QColor("#d7d9de"))
        big = QRectF(arc.left(), arc.top() + side * 0.31, side, side * 0.36)  # the level, large: kept as pixels
        draw_text(p, big, centred, str(self.level), self._font(side * 0.32, bold=True), colour)
        if self.interactive:
            p.setPen(QColor("#8a8f99"))
            p.setFont(self._font(side * 0.11, bold=True))
            low = arc.top() + side * 0.66
            p.drawText(QRectF(arc.left(), low, side * 0.3, side * 0.14), Qt.AlignmentFlag.AlignCenter, "−")
            p.drawText(
                QRectF(arc.right() - side * 0.3, low, side * 0.3, side * 0.14), Qt.AlignmentFlag.AlignCenter, "+"
            )
        self._paint_texts(p, text_rect, colour, side)
        p.end()

    def _paint_needle(self, p: QPainter, ring: QRectF, band: float, shown: float) -> None:
        """A pointer just outside the arc at the level shown, pointing in, in that level's colour."""
        angle = math.radians(ARC_START - (shown + 0.5) * ARC_SPAN / LEVELS)
        centre = ring.center()
        outer = ring.width() / 2 + band * 0.56
        length, width = band * 0.66, band * 0.7
        direction = QPointF(math.cos(angle), -math.sin(angle))
        normal = QPointF(-direction.y(), direction.x())
        tip = centre + direction * outer
        base = centre + direction * (outer + length)
        p.setPen(QPen(QColor("#0d0e11"), max(1.0, band * 0.06)))
        p.setBrush(level_colour(round(shown)).lighter(125))
        p.drawPolygon(QPolygonF([tip, base + normal * (width / 2), base - normal * (width / 2)]))
        p.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_texts(self, p: QPainter, rect: QRectF, colour: QColor, side: float) -> None:
        if rect.height() < 8:
            return
        name_rect = QRectF(rect)
        if self.name:
            font = self._font(min(max(side * 0.1, self.width() * 0.06), rect.height() * 0.32), bold=True)
            metrics = QFontMetricsF(font)
            while metrics.horizontalAdvance(self.name) > rect.width() and font.pixelSize() > 9:
                font.setPixelSize(font.pixelSize() - 1)
                metrics = QFontMetricsF(font)
            name_rect.setHeight(metrics.height() * 1.15)
            top = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            draw_text(p, name_rect, top, self.name, font, colour.lighter(115))
        if not self.situation:
            return
        body = QRectF(rect.left(), name_rect.bottom() if self.name else rect.top(), rect.width(), 0)
        body.setBottom(rect.bottom())
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        size = max(9.0, min(max(side * 0.075, min(self.width(), self.height()) * 0.055), body.height() * 0.45))
        font = self._font(size)
        while size > 9:
            font = self._font(size)
            needed = QFontMetricsF(font).boundingRect(body, int(flags), self.situation)
            if needed.height() <= body.height():
                break
            size -= 1
        p.setFont(font)
        p.setPen(QColor("#e4e6ea"))
        p.drawText(body, int(flags), self.situation)


class ThreatTimeline(QWidget):
    """The level over the session: a step line 0-6, each point in its level's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[int] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(52)

    def set_points(self, levels: list[int]) -> None:
        points = [max(0, min(LEVELS - 1, v)) for v in levels]
        if points != self.points:
            self.points = points
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, 60)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(18, 6, -8, -6)
        p.setPen(QPen(QColor("#3a3e47"), 1))
        p.setFont(self._small())
        for level in (0, 3, 6):
            y = rect.bottom() - rect.height() * level / (LEVELS - 1)
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            p.drawText(
                QRectF(0, y - 7, 14, 14), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(level)
            )
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
        font = QFont(self.font())
        font.setPixelSize(10)
        return font
