"""A heading on one line, whatever its width: the fight's "Round 2 · Phase 3: Close combat · Rook's turn".

The fight list's heading wrapped onto a second line on a 1366-pixel laptop in Spanish and Russian
(«Asalto 1 · Fase 3: Combate cuerpo a cuerpo · turno de Rook»), and the list under it moved
down a line and back as turns went by.  :class:`HeadingLine` paints its text on one line: where
the text is wider than the label, the parts between the first and the last (" · " between them)
give up their room first, elided with "…" (the round and whose turn it is stay whole), then the
whole line is elided at its end; the whole text is then its tooltip.  :meth:`text` is the whole
text.  ``set_text(text, steady)`` takes the same arguments as :class:`ui.widgets.steady_label.SteadyLabel`'s
(one line is always as tall as the last).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

SEPARATOR = " · "
FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def fitted(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` on one line of ``width`` pixels: whole, or its middle parts elided, or elided at its end."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    parts = text.split(SEPARATOR)
    elide = Qt.TextElideMode.ElideRight
    if len(parts) >= 3:
        first, middle, last = parts[0], SEPARATOR.join(parts[1:-1]), parts[-1]
        ends = metrics.horizontalAdvance(first + SEPARATOR + SEPARATOR + last)
        room = width - ends
        if room >= metrics.horizontalAdvance("…") * 4:  # a few letters of the middle and its "…"
            short = metrics.elidedText(middle, elide, room)
            if short and short != "…":
                return first + SEPARATOR + short + SEPARATOR + last
        both = first + SEPARATOR + last
        if metrics.horizontalAdvance(both) <= width:
            return both
    return metrics.elidedText(text, elide, max(0, width))


class HeadingLine(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def shown(self) -> str:
        """What the line shows at its present width (the whole text, or shortened)."""
        return fitted(self._text, self.fontMetrics(), self.contentsRect().width())

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        self.set_text(text)

    def set_text(self, text: str, steady: bool = False) -> None:
        """The heading ``text`` (``steady``: as :class:`~ui.widgets.steady_label.SteadyLabel`'s; one
        line keeps its height anyway)."""
        del steady
        if text == self._text:
            return
        self._text = text
        self.setAccessibleName(text)
        self._tip()
        self.update()

    def _tip(self) -> None:
        """The whole text as the tooltip where the line shortens it."""
        tip = self._text if self.shown() != self._text else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = self.fontMetrics()
        return QSize(min(metrics.horizontalAdvance(self._text), 480), metrics.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self.fontMetrics().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._tip()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # the theme's font
            self._tip()
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), FLAGS, self.shown())
