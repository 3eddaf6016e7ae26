"""The initiative order on the players' screen: one line per revealed combatant, painted directly.

Whose turn it is comes first with ▶ in yellow and bold; those who have acted are grey; a revealed
health word or number follows the name in a lighter grey.  A turn changes two lines, and only those
two repaint (a rich-text label laid out and repainted the whole list, across a projector's screen,
on every turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.widgets.fonts import variant

CURRENT = QColor("#ffd400")
ACTED = QColor("#888888")
HEALTH = QColor("#bbbbbb")
INDENT = "\u00a0\u00a0\u00a0"  # where ▶ stands on the current line, so the names line up

Line = tuple[str, str, bool, bool]  # name, health, current, acted


def line_of(entry: dict[str, Any]) -> Line:
    return (str(entry["name"]), str(entry.get("health") or ""), bool(entry.get("current")), bool(entry.get("acted")))


class OrderList(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[Line] = []

    def set_order(self, order: Sequence[dict[str, Any]]) -> None:
        lines = [line_of(e) for e in order]
        if lines == self.lines:
            return
        if len(lines) != len(self.lines):
            self.lines = lines
            self.updateGeometry()
            self.update()
            return
        changed = [i for i, (old, new) in enumerate(zip(self.lines, lines, strict=True)) if old != new]
        self.lines = lines
        for i in changed:
            self.update(self._line_rect(i))

    def text(self) -> str:
        """The lines as the players read them (one per combatant)."""
        return "\n".join(self._words(line) for line in self.lines)

    @staticmethod
    def _words(line: Line) -> str:
        name, health, current, _acted = line
        return ("▶ " if current else INDENT) + name + (f" — {health}" if health else "")

    def _line_height(self) -> int:
        return self.fontMetrics().lineSpacing()

    def _line_rect(self, i: int) -> QRect:
        height = self._line_height()
        return QRect(0, i * height, self.width(), height)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.fontMetrics().horizontalAdvance("M" * 16), self._line_height() * max(1, len(self.lines)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        height = self._line_height()
        area = event.rect()
        first = max(0, area.top() // height)
        last = min(len(self.lines) - 1, area.bottom() // height)
        plain = self.font()
        bold = variant(plain, bold=True)
        text_colour = self.palette().color(self.foregroundRole())
        for i in range(first, last + 1):
            name, health, current, acted = self.lines[i]
            painter.setFont(bold if current else plain)
            painter.setPen(CURRENT if current else ACTED if acted else text_colour)
            rect = QRect(0, i * height, self.width(), height)
            lead = ("▶ " if current else INDENT) + name
            shown = painter.fontMetrics().elidedText(lead, Qt.TextElideMode.ElideRight, rect.width())
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
            if health and shown == lead:
                x = painter.fontMetrics().horizontalAdvance(lead)
                painter.setFont(plain)
                painter.setPen(HEALTH)
                rest = QRect(x, rect.top(), max(0, rect.width() - x), height)
                tail = painter.fontMetrics().elidedText(f" — {health}", Qt.TextElideMode.ElideRight, rest.width())
                painter.drawText(rest, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tail)
