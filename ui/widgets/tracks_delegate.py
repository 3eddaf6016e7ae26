"""Main tracks painted inside a list cell (no widget per row, so a long order stays light).

The cell's ``TRACKS_ROLE`` data is a list built by :func:`track_cells`: the text says what each
number is ("Life Points 24/30"); a narrow cell shows the numbers first ("24/30 Life Po…").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ui.widgets.track_bar import health_colour, rules_tr

if TYPE_CHECKING:
    from app.rules.base import TrackSpec

TRACKS_ROLE = Qt.ItemDataRole.UserRole + 7


def track_text(spec: TrackSpec, value: int) -> str:
    word = spec.value_labels.get(value)
    return f"{rules_tr(spec.label)} {value}/{spec.maximum}" + (f" {rules_tr(word)}" if word else "")


def track_cells(specs: Sequence[TrackSpec], values: dict[str, int]) -> list[tuple[str, str, float, float, bool]]:
    """Per track: the full text, numbers first (a narrow cell), initials and numbers (a very narrow
    cell: "LP 24/30"), health for the colour, how much of the bar is filled, below zero."""
    cells = []
    for spec in specs:
        value = int(values.get(spec.key, spec.maximum))
        fraction = max(0, value) / max(1, spec.maximum)
        word = spec.value_labels.get(value)
        short = f"{value}/{spec.maximum}" + (f" {rules_tr(word)}" if word else "") + f" {rules_tr(spec.label)}"
        health = 1 - fraction if spec.higher_is_worse else fraction
        initials = "".join(word[0] for word in rules_tr(spec.label).split() if word[0].isalnum())
        tiny = f"{initials} {value}/{spec.maximum}"
        cells.append((track_text(spec, value), short, tiny, health, min(1.0, fraction), value < 0))
    return cells


class TracksDelegate(QStyledItemDelegate):
    """Paints the bars side by side; the tooltip and accessible text are set on the item."""

    def __init__(self, parent=None) -> None:  # noqa: ANN001 - a QObject
        super().__init__(parent)
        self._drawn: dict[tuple, QPixmap] = {}  # bars already painted, by what they show and their size

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        cells = index.data(TRACKS_ROLE) or []
        super().paint(painter, option, index)
        if not cells:
            return
        rect = option.rect  # type: ignore[attr-defined]
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        font = painter.font()
        key = (tuple(cells), rect.width(), rect.height(), font.key(), ratio)
        bars = self._drawn.get(key)
        if bars is None:  # the bars are drawn once and copied after (a turn repaints rows that did not change)
            if len(self._drawn) > 512:
                self._drawn.clear()
            bars = QPixmap(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
            bars.setDevicePixelRatio(ratio)
            bars.fill(Qt.GlobalColor.transparent)
            canvas = QPainter(bars)
            canvas.setFont(font)
            self._paint_bars(canvas, QRectF(0, 0, rect.width(), rect.height()), cells)
            canvas.end()
            self._drawn[key] = bars
        painter.drawPixmap(rect.topLeft(), bars)

    @staticmethod
    def _paint_bars(painter: QPainter, area: QRectF, cells: Sequence[tuple]) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = area.adjusted(2, 3, -2, -3)
        gap = 4.0
        width = (rect.width() - gap * (len(cells) - 1)) / len(cells)
        metrics = painter.fontMetrics()
        room = int(width) - 10
        form = 2
        for candidate in (0, 1):
            if all(metrics.horizontalAdvance(cell[candidate]) <= room for cell in cells):
                form = candidate
                break
        for i, cell_texts in enumerate(cells):
            health, filled, negative = cell_texts[3:]
            cell = QRectF(rect.left() + i * (width + gap), rect.top(), width, rect.height())
            painter.setPen(QPen(QColor("#555a66"), 1))
            painter.setBrush(QColor("#0d0e10"))
            painter.drawRoundedRect(cell, 3, 3)
            fill = QRectF(cell)
            fill.setWidth(cell.width() * filled)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(health_colour(health).darker(140))
            painter.drawRoundedRect(fill, 3, 3)
            painter.setPen(QColor("#ff6b6b") if negative else QColor("#ffffff"))
            shown = metrics.elidedText(cell_texts[form], Qt.TextElideMode.ElideRight, room)
            painter.drawText(
                cell.adjusted(6, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown
            )

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        cells = index.data(TRACKS_ROLE) or []
        metrics = option.fontMetrics  # type: ignore[attr-defined]
        width = sum(metrics.horizontalAdvance(cell[0]) + 16 for cell in cells) + 4 * len(cells)
        return QSize(max(120, width), metrics.height() + 12)
