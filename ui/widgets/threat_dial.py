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
from collections import OrderedDict

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, QSizeF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QStyle, QStyleOption, QWidget

from ui import keymap
from ui.widgets import threat_dial_words as dial_words
from ui.widgets.fonts import variant
from ui.widgets.text_cache import draw_text
from ui.widgets.threat_colours import LEVEL_COLOURS, LEVELS, level_colour, mix
from ui.widgets.threat_timeline import ThreatTimeline

ARC_START = 210.0  # degrees, Qt's counter-clockwise from three o'clock
ARC_SPAN = 240.0
SWEEP_MS = 450  # a change of level sweeps the arc in under half a second
#: the layers a dial keeps (a step and the step back paint six: at the start, mid-sweep and the
#: end of each way), and the bytes they may hold (a 1080p players' dial's layer is 2.8 MB)
KEPT_LAYERS = 8
LAYER_BUDGET = 32 * 1024 * 1024


#: the least pixel size of what a quiet dial (one that asks) draws
QUIET_PX = 11


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
        #: the share of its height kept under the arc for the level's name and situation whether or
        #: not they show (None: as much as they take): the arc then keeps its size as the meter is
        #: turned on or off (it shrank for "Calm" the moment the GM turned the meter on)
        self.text_share: float | None = None
        #: the height it asks for (None: 300 px): a dock's dial asks for its least, so a dock whose
        #: contents scroll (a long message, an offer under it) does not stretch it to 300 px and back
        self.hint_height: int | None = None
        #: while a dock's dial asks why it steps: its level's name and situation are not drawn (the
        #: question under it is what the GM reads), the arc and the level take their room, and no
        #: figure or word is drawn smaller than :data:`QUIET_PX` (the situation shrank to 8 px)
        self.quiet = False
        #: a dock's dial: where it is short and wide its words stand beside the arc, at the
        #: dial's own type (ui.widgets.threat_dial_beside); the players' screen keeps them in the ring
        self.words_beside = False
        self.backdrop: QColor | None = QColor("#15171c")  # None: painted straight on its parent
        self.needle = not interactive  # a pointer at the level shown, sweeping with it
        # the pixmaps of what it showed, by what they show, the least recently shown first
        self._layers: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self.layers_painted = 0  # how often such a pixmap was painted (for the tests)
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
        return QSize(340, self.hint_height or 300)

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
        # while the step's question is asked the wheel scrolls the dock to its reasons: it turned
        # "3 → 4: why?" into "3 → 2" under a GM scrolling to read them; and the dial takes the
        # wheel only once clicked or reached with Tab, as every field does (ui/widgets/wheel_guard):
        # a GM scrolling the dock past it started "Threat 1 → 2: why?"
        if self.interactive and delta and not self.pending and self.hasFocus():
            self.stepRequested.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    # ------------------------------------------------------------------ painting
    def text_font(self, pixels: float, bold: bool = False) -> QFont:
        """Its font at ``pixels``, no smaller than the least it draws (``min_text_px``; 11 px while
        it asks or where its words stand beside the arc)."""
        least = max(self.min_text_px, QUIET_PX if self.quiet else dial_words.LEAST_PX if self.beside() else 8)
        return variant(self.font(), px=max(least, int(pixels)), bold=bold)

    def beside(self) -> bool:
        """Whether its words stand beside the arc: a dock's dial short and wide (AFMBE's tension
        meter under the tall dice dock drew «Напряжение» over its steps' numbers at 8 px)."""
        h, w = self.height(), self.width()
        return self.words_beside and h < dial_words.BESIDE_UNDER and w >= dial_words.WIDE * h

    def side_words(self) -> list[dial_words.Word]:
        """The words in the column beside the arc, where they go (none but where :meth:`beside`);
        while it asks (``quiet``), its caption alone."""
        return dial_words.beside_words(self, self._geometry()[1]) if self.beside() else []

    def caption_box(self, arc: QRectF, side: float) -> tuple[QRectF, int, QFont]:
        """Where the caption goes, its flags and font: one line above the level, or a long caption
        («Шкала напряжения выключена») on lines of its own inside the ring, not cut by it; in the
        column beside the arc where the dial is short and wide."""
        if self.beside():
            said = self.side_words()
            if said and said[0].role == "caption":
                return said[0].rect, dial_words.FLAGS, said[0].font
            return QRectF(self._geometry()[1].topLeft(), QSizeF(0, 0)), dial_words.FLAGS, self.text_font(0, bold=True)
        return dial_words.in_ring(self, arc, side)

    def name_box(self) -> tuple[QRectF, int, QFont] | None:
        """Where the level's name is drawn, its flags and font (None: it draws none)."""
        return dial_words.name_box(self, *self._geometry())

    def inside_width(self, arc: QRectF, y: float) -> float:
        """How wide the inside of the ring is at height ``y`` (a little short of the widest band's edge)."""
        ring, band = self._ring(arc)
        radius = ring.width() / 2 - band * 0.6
        rise = ring.center().y() - y
        return 2 * math.sqrt(max(0.0, radius * radius - rise * rise))

    def text_sizes(self) -> dict[str, int]:
        """The pixel size of each figure and word the dial paints at its present size."""
        side = self._geometry()[0].width()
        sizes = {"steps": side * 0.05, "number": side * 0.32}
        if self.caption:
            sizes["caption"] = side * 0.075
        found = {key: self.text_font(value).pixelSize() for key, value in sizes.items()}
        if self.beside():  # the words beside the arc, each at its own size
            found.pop("caption", None)
            found.update({word.role: word.font.pixelSize() for word in self.side_words()})
        return found

    def arc_square(self) -> QRectF:
        """The square the arc is painted in, in the dial's coordinates (the arc fills its top 80%)."""
        return QRectF(self._geometry()[0])

    def caption_top(self) -> int:
        """Where its caption ("Threat") starts, from the dial's top: its title, kept in sight while it asks."""
        arc = self.arc_square()
        return max(0, int(self.caption_box(arc, arc.width())[0].top()))

    def level_bottom(self) -> int:
        """Where the level's big figure ends, from the dial's top (the title and the level: in sight while it asks)."""
        arc = self.arc_square()
        return int(arc.top() + arc.width() * 0.67) + 1

    def arc_bottom(self) -> float:
        """Where the arc's painting ends, from the dial's top (the words under it may start there)."""
        arc = self._geometry()[0]
        return arc.top() + arc.height() * 0.8

    def _geometry(self) -> tuple[QRectF, QRectF]:
        """The square of the arc and the rectangle below it for the name and the situation (the
        column right of it, where the words stand beside the arc)."""
        w, h = float(self.width()), float(self.height())
        margin = max(4.0, min(w, h) * 0.03)
        if self.beside():
            arc = dial_words.arc_square(w, h, margin)
            return arc, dial_words.column(w, h, margin, arc)
        shown = 0.36 if self.situation else (0.16 if self.name else 0.0)
        text_share = shown if self.text_share is None else max(shown, self.text_share)
        if self.quiet:  # asking: no words under the arc
            text_share = 0.0
        arc_height = (h - 2 * margin) * (1 - text_share)
        side = max(40.0, min(w - 2 * margin, arc_height / 0.8))
        top = margin if text_share else max(margin, (h - side * 0.8) / 2)  # alone: centred
        arc = QRectF((w - side) / 2, top, side, side)
        top = arc.top() + side * 0.8
        text = QRectF(margin, top, w - 2 * margin, max(0.0, h - margin - top))
        return arc, text

    def paintEvent(self, event: QPaintEvent) -> None:
        """The dial from a pixmap of all it shows but the segment the sweep is lighting and the
        needle, kept while those stay the same (a sweep's every step painted seven thick arcs,
        their numbers and the texts again: a millisecond and more a step on the players' screen);
        the lighting segment, its number and the needle are painted over it at each step."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        if self.backdrop is not None:
            p.setBrush(self.backdrop)
            p.drawRoundedRect(QRectF(self.rect()), 8, 8)
        if not self.isEnabled():
            p.setOpacity(0.45)
        shown = max(0.0, min(float(LEVELS - 1), self.shown))
        segments = self._segments(shown)
        # the segment the sweep is passing (partly lit, between the two colours)
        lighting = next((i for i, seg in enumerate(segments) if seg[2]), None)
        ratio = self.devicePixelRatioF()
        key = (
            self.size(), ratio,
            tuple(s[:2] if i != lighting else None for i, s in enumerate(segments)),
            tuple(i <= shown + 1e-6 for i in range(LEVELS)),
            self.level, self.caption, self.name, self.situation, self.text_share, self.interactive, self.min_text_px,
            self.quiet, self.words_beside,
            self.font().key(), self.isEnabled(),
        )  # fmt: skip
        layer = self._layers.get(key)
        if layer is None:
            layer = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            layer.setDevicePixelRatio(ratio)
            layer.fill(Qt.GlobalColor.transparent)
            inner = QPainter(layer)
            inner.setRenderHint(QPainter.RenderHint.Antialiasing)
            inner.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self._paint_layer(inner, segments, shown, lighting)
            inner.end()
            self._keep_layer(key, layer)
            self.layers_painted += 1
        else:
            self._layers.move_to_end(key)
        p.drawPixmap(0, 0, layer)
        arc = self._geometry()[0]
        ring, band = self._ring(arc)
        if lighting is not None:
            self._paint_segment(p, ring, lighting, segments[lighting])
            self._paint_number(p, arc, ring, lighting, shown)
        if self.needle:
            self._paint_needle(p, ring, band, shown)
        if self.hasFocus():  # Ctrl+7: the theme's focus frame (#threatDial:focus), as round every widget with the focus
            p.setOpacity(1.0)
            option = QStyleOption()
            option.initFrom(self)
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, p, self)
        p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()  # its focus frame

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def _keep_layer(self, key: tuple[object, ...], layer: QPixmap) -> None:
        """Keep ``layer`` for ``key``: a step back to a level shown a moment ago (the GM's usual
        back and forth) copies its pixels again instead of painting the arcs and texts anew."""
        self._layers[key] = layer
        size = layer.width() * layer.height() * 4
        while len(self._layers) > 1 and (len(self._layers) > KEPT_LAYERS or size * len(self._layers) > LAYER_BUDGET):
            self._layers.popitem(last=False)

    def forget_layers(self) -> None:
        """Paint afresh at the next paint (the tests compare the kept pixels with a fresh paint)."""
        self._layers.clear()

    def _ring(self, arc: QRectF) -> tuple[QRectF, float]:
        band = arc.width() * 0.11
        inset = band / 2 + 2 + (band * 0.7 if self.needle else 0.0)  # room outside the arc for the needle
        return arc.adjusted(inset, inset, -inset, -inset), band

    def _segments(self, shown: float) -> list[tuple[int, float, bool]]:
        """Each segment's colour (rgba), its pen's width and whether the sweep is lighting it."""
        band = self._geometry()[0].width() * 0.11
        out = []
        for i in range(LEVELS):
            lit = i <= shown + 1e-6
            seg = level_colour(i) if lit else QColor("#2a2d34")
            lighting = not lit and i - 1 < shown
            if lighting:  # the segment the sweep is passing: lighting up
                seg = mix(QColor("#2a2d34"), level_colour(i), shown - (i - 1))
            if not lit and self.pending > 0 and i == self.level + 1:
                seg, lighting = level_colour(i).darker(220), False
            if lit and self.pending < 0 and i == self.level and i > 0:
                seg = level_colour(i).darker(160)
            out.append((seg.rgba(), band if i == self.level else band * 0.72, lighting))
        return out

    def _paint_segment(self, p: QPainter, ring: QRectF, i: int, segment: tuple[int, float, bool]) -> None:
        step_span = ARC_SPAN / LEVELS
        gap = 2.5
        start = ARC_START - i * step_span - gap / 2
        pen = QPen(QColor.fromRgba(segment[0]), segment[1])
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        p.setPen(pen)
        p.drawArc(ring, int(start * 16), int(-(step_span - gap) * 16))

    def _paint_number(self, p: QPainter, arc: QRectF, ring: QRectF, i: int, shown: float) -> None:
        """Step ``i``'s number on its segment."""
        side = arc.width()
        font = self.text_font(side * 0.05, bold=True)
        p.setFont(font)
        radius = ring.width() / 2
        centre = ring.center()
        half = max(side * 0.05, font.pixelSize() * 0.8)
        angle = math.radians(ARC_START - (i + 0.5) * ARC_SPAN / LEVELS)
        point = QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle))
        box = QRectF(point.x() - half, point.y() - half, 2 * half, 2 * half)
        p.setPen(QColor("#111317") if i <= shown + 1e-6 else QColor("#9aa0aa"))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(i))

    def _paint_layer(
        self, p: QPainter, segments: list[tuple[int, float, bool]], shown: float, lighting: int | None
    ) -> None:
        """The segments and their numbers but ``lighting``, and the texts."""
        arc, text_rect = self._geometry()
        side = arc.width()
        colour = level_colour(self.level)
        ring, _band = self._ring(arc)
        for i, segment in enumerate(segments):
            if i != lighting:
                self._paint_segment(p, ring, i, segment)
        for i in range(LEVELS):  # step numbers on the segments
            if i != lighting:
                self._paint_number(p, arc, ring, i, shown)
        # caption, the big level, the name
        centred = int(Qt.AlignmentFlag.AlignCenter)
        if not self.beside():
            caption, flags, caption_font = self.caption_box(arc, side)
            draw_text(p, caption, flags, self.caption, caption_font, QColor("#d7d9de"))
        big = QRectF(arc.left(), arc.top() + side * 0.31, side, side * 0.36)  # the level, large: kept as pixels
        # a dial switched off (a tension meter not in use) stands at no level: a dash, not a 0
        figure = str(self.level) if self.isEnabled() else "–"
        draw_text(p, big, centred, figure, self.text_font(side * 0.32, bold=True), colour)
        if self.interactive:
            p.setPen(QColor("#8a8f99"))
            p.setFont(self.text_font(side * 0.11, bold=True))
            low = arc.top() + side * 0.66
            p.drawText(QRectF(arc.left(), low, side * 0.3, side * 0.14), Qt.AlignmentFlag.AlignCenter, "−")
            p.drawText(
                QRectF(arc.right() - side * 0.3, low, side * 0.3, side * 0.14), Qt.AlignmentFlag.AlignCenter, "+"
            )
        if self.beside():
            dial_words.paint_beside(self, p, colour)
        else:
            dial_words.paint_under(self, p, text_rect, colour, side)

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


# the names other modules import from here
__all__ = ["LEVELS", "LEVEL_COLOURS", "SWEEP_MS", "ThreatDial", "ThreatTimeline", "level_colour", "mix"]
