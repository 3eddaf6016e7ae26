""" "The dead are here": a dramatic moment on the players' screen, never a strobe.

A dark red band fades in across the middle of the screen with the words, its glow breathes slowly
(one swell every :data:`PULSE_MS`, far slower than three times a second) and it fades out after
:data:`ALARM_MS`.  The words themselves never blink.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetrics, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import pixel_font, words_fit
from ui.widgets.text_cache import draw_text

PULSE_MS = 1200  # one slow swell of the glow: well over the 333 ms of three flashes a second
ALARM_MS = 4 * PULSE_MS
FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
FADE = 0.12  # the share of the alarm spent fading in, and again fading out
WHITE = QColor("#ffffff")


class Alarm(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("deadAlarm")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._text = ""
        self.px = 40
        self.opacity = 0.0
        self.glow = 0.0
        self.envelope = QVariantAnimation(self)  # fade in, hold, fade out
        self.envelope.setDuration(ALARM_MS)
        self.envelope.setStartValue(0.0)
        self.envelope.setKeyValueAt(FADE, 1.0)
        self.envelope.setKeyValueAt(1 - FADE, 1.0)
        self.envelope.setEndValue(0.0)
        self.envelope.valueChanged.connect(self._set_opacity)
        self.envelope.finished.connect(self.hide)
        self.pulse = QVariantAnimation(self)  # the glow's slow breath
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setStartValue(0.0)
        self.pulse.setKeyValueAt(0.5, 1.0)
        self.pulse.setEndValue(0.0)
        self.pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self.pulse.setLoopCount(ALARM_MS // PULSE_MS)
        self.pulse.valueChanged.connect(self._set_glow)
        self.hide()

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def set_font_px(self, px: int) -> None:
        if px != self.px:
            self.px = px
            self.update()

    def font_sizes(self) -> list[int]:
        return [self.px] if self.isVisible() else []

    def _text_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(self.px, 0, -self.px, 0)

    def fits(self) -> bool:
        """The words stand whole in the band."""
        font = pixel_font(self.font(), self.px, True)
        metrics = QFontMetrics(font)
        rect = self._text_rect().toRect()
        needed = metrics.boundingRect(rect, int(FLAGS), self._text)
        return words_fit(metrics, self._text, rect.width()) and needed.height() <= rect.height()

    def play(self) -> None:
        self.envelope.stop()
        self.pulse.stop()
        self.opacity = 0.0
        self.show()
        self.raise_()
        self.envelope.start()
        self.pulse.start()

    def stop(self) -> None:
        self.envelope.stop()
        self.pulse.stop()
        self.hide()

    def running(self) -> bool:
        return self.envelope.state() == QVariantAnimation.State.Running

    def _set_opacity(self, value: float) -> None:
        self.opacity = float(value)
        self.update()

    def _set_glow(self, value: float) -> None:
        self.glow = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if self.opacity <= 0:
            return  # fading in from nothing (the frame it starts in) or out to nothing: no pixel to change
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(self.opacity)
        rect = QRectF(self.rect())
        red = QColor("#7a0000").lighter(100 + int(45 * self.glow))
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        edge = QColor(red)
        edge.setAlpha(0)
        gradient.setColorAt(0.0, edge)
        gradient.setColorAt(0.18, red)
        gradient.setColorAt(0.82, red)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(rect, gradient)
        # the words in 108-pixel type at 1080p, painted as paths every frame: kept as pixels
        draw_text(painter, self._text_rect(), int(FLAGS), self._text, pixel_font(self.font(), self.px, True), WHITE)
        painter.end()
