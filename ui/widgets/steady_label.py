"""A word-wrapped label whose height can be held steady while its text changes.

The fight's heading changes every turn ("Round 2 · Walker 30's turn", then "Round 2 · Ana's
turn").  A wrapped ``QLabel`` grew to two lines and shrank to one as names went by, and each time
the list below it moved and repainted whole; even when its height stayed, every new text made the
dock lay itself out again.  This label paints its own text: with ``steady=True`` it keeps the
tallest height its texts have needed at its present width, and a new text that fits that height
only repaints the label.  A plain :meth:`set_text` lets it shrink again.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


class SteadyLabel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._steady = False
        self._held = 0  # the tallest height needed while steady
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        self.set_text(text)

    def set_text(self, text: str, steady: bool = False) -> None:
        was_held = self._held
        if not steady:
            self._held = 0
        self._steady = steady
        if text == self._text and self._held == was_held:
            return
        fits = steady and self._needed(text, self.width()) <= self.height() and self.width() > 0
        self._text = text
        self.setAccessibleName(text)
        if fits:
            self.update()  # the same height will do: no new layout
            return
        if steady:
            self._held = max(self._held, self._needed(text, self.width()))
        self.updateGeometry()
        self.update()

    def _needed(self, text: str, width: int) -> int:
        if width <= 0:
            return self.fontMetrics().height()
        rect = self.fontMetrics().boundingRect(QRect(0, 0, width, 100000), FLAGS, text or " ")
        return rect.height()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return max(self._needed(self._text, width), self._held if self._steady else 0)

    def sizeHint(self) -> QSize:  # noqa: N802
        """As wide as the text (up to a line's worth), as tall as the text needs at the present width
        (a dock's layout asks for the hint, not for the height at a width)."""
        metrics = self.fontMetrics()
        width = self.width() if self.width() > 0 else 480
        return QSize(min(metrics.horizontalAdvance(self._text), 480), self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self.fontMetrics().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            if self._steady:
                self._held = self._needed(self._text, event.size().width())  # another width: measure again
            if self.heightForWidth(event.size().width()) != event.size().height():
                self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.rect(), FLAGS, self._text)
