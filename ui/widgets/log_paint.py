"""How :class:`ui.widgets.log_view.LogView` paints: only the rows in the area exposed, each shown
column's text in the model's colour, font and alignment (a wrapping column's text whole).

A part of the view, its base class: the attributes and methods declared here are the view's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QHeaderView

from ui.widgets.log_rows import WRAP_FLAGS, RowTops

DISPLAY = Qt.ItemDataRole.DisplayRole
PAD = 4  # pixels between a cell's edge and its text


class LogPainting(QAbstractScrollArea):
    """The painting of :class:`ui.widgets.log_view.LogView` (which sets what is declared here)."""

    _model: QAbstractItemModel | None
    _header: QHeaderView
    _tops: RowTops
    _row_height: int
    _wrap: tuple[int, ...]
    _meta: tuple[int, int] | None

    if TYPE_CHECKING:  # the view's

        def _rows(self) -> int: ...
        def _ensure_measured(self, first: int, last: int) -> bool: ...
        def _update_range(self) -> None: ...
        def currentIndex(self) -> QModelIndex: ...  # noqa: N802
        def row_rect(self, row: int) -> QRect: ...
        def _meta_height(self, index: QModelIndex, room: int) -> int: ...

    def _columns(self) -> list[tuple[int, int, int]]:
        """(column, x, width) of each shown column, left to right."""
        header = self._header
        out = []
        for visual in range(header.count()):
            column = header.logicalIndex(visual)
            if not header.isSectionHidden(column):
                out.append((column, header.sectionViewportPosition(column), header.sectionSize(column)))
        return out

    def _rows_in(self, area: QRect) -> tuple[int, int, int]:
        offset = self.verticalScrollBar().value()
        first = max(0, self._tops.row_at(area.top() + offset))
        last = min(self._rows() - 1, self._tops.row_at(area.bottom() + offset))
        return first, last, offset

    def _measured_rows(self, area: QRect) -> tuple[int, int, int]:
        """The rows to paint in ``area``, every row on screen measured first.  When one is taller
        than a line, the rows below move (the log at its bottom stays there) and the whole
        viewport paints again."""
        first, last, _offset = self._rows_in(self.viewport().rect())
        if self._ensure_measured(first, last):
            bar = self.verticalScrollBar()
            following = bar.value() >= bar.maximum()
            blocked = bar.blockSignals(True)  # no scroll by copying pixels from inside a paint
            self._update_range()
            if following:
                bar.setValue(bar.maximum())
            while True:  # the rows that came on screen as those above grew
                first, last, _offset = self._rows_in(self.viewport().rect())
                if not self._ensure_measured(first, last):
                    break
                self._update_range()
                if following:
                    bar.setValue(bar.maximum())
            bar.blockSignals(blocked)
            self.viewport().update()
        return self._rows_in(area)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self.viewport())
        area = event.rect()
        palette = self.palette()
        painter.fillRect(area, palette.color(QPalette.ColorRole.Base))
        if self._model is None:
            return
        line = self._row_height
        first, last, offset = self._measured_rows(area)
        if last < first:
            return
        model = self._model
        columns = self._columns()
        width = self.viewport().width()
        current = self.currentIndex().row()
        base_font = self.font()
        metrics = self.fontMetrics()
        text_colour = palette.color(QPalette.ColorRole.Text)
        alternate = palette.color(QPalette.ColorRole.AlternateBase)
        flags_default = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for row in range(first, last + 1):
            top = self._tops.top(row) - offset
            height = self._tops.height(row)
            selected = row == current
            if selected:
                painter.fillRect(0, top, width, height, palette.color(QPalette.ColorRole.Highlight))
            elif row % 2:
                painter.fillRect(0, top, width, height, alternate)
            for column, x, w in columns:
                index = model.index(row, column)
                text = index.data(DISPLAY)
                if not text:
                    continue
                brush = index.data(Qt.ItemDataRole.ForegroundRole)
                font = index.data(Qt.ItemDataRole.FontRole)
                align = index.data(Qt.ItemDataRole.TextAlignmentRole)
                if selected:
                    painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
                elif isinstance(brush, QBrush | QColor):
                    painter.setPen(brush.color() if isinstance(brush, QBrush) else brush)
                else:
                    painter.setPen(text_colour)
                if isinstance(font, QFont):
                    font = QFont(font).resolve(base_font)
                    painter.setFont(font)
                    cell_metrics = painter.fontMetrics()
                else:
                    painter.setFont(base_font)
                    cell_metrics = metrics
                flags = Qt.AlignmentFlag(int(align)) if align else flags_default
                above = self._meta_height(index, w - 2 * PAD) if column in self._wrap else 0
                if above and self._meta is not None:  # the other columns' line, dimmed, then the text
                    pen = painter.pen()
                    if not selected:
                        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
                    meta = QRect(x + PAD, top + 4, w - 2 * PAD, above)
                    painter.drawText(meta, WRAP_FLAGS, str(index.data(self._meta[1])))
                    painter.setPen(pen)
                    below = QRect(x + PAD, top + 4 + above, w - 2 * PAD, height - 4 - above)
                    painter.drawText(below, WRAP_FLAGS, str(text))
                    continue
                if column in self._wrap and height > line:  # the whole text, wrapped, from the row's top
                    painter.drawText(QRect(x + PAD, top + 4, w - 2 * PAD, height - 4), WRAP_FLAGS, str(text))
                    continue
                shown = cell_metrics.elidedText(str(text), Qt.TextElideMode.ElideRight, w - 2 * PAD)
                painter.drawText(QRect(x + PAD, top, w - 2 * PAD, line), flags, shown)
        if self.hasFocus() and first <= current <= last:
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
            focus = self.row_rect(current)
            painter.drawRect(0, focus.top(), width - 1, focus.height() - 1)
