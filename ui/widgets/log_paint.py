"""How :class:`ui.widgets.log_view.LogView` paints: only the rows in the area exposed, each shown
column's text in the model's colour, font and alignment (a wrapping column's text whole).  Each
row is drawn once into a picture of its own and copied from it while its texts, its height, its
place among the current row and the view's columns, palette and font stay (a new line at the
bottom moved twenty rows up, and drew all their texts again: about 2 ms of every GM action).

A part of the view, its base class: the attributes and methods declared here are the view's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractScrollArea, QHeaderView

from ui.widgets.log_rows import WRAP_FLAGS, RowTops

DISPLAY = Qt.ItemDataRole.DisplayRole
PAD = 4  # pixels between a cell's edge and its text
#: every property of a font set (``QFont.AllPropertiesResolved``): a painter on a row's picture
#: takes what a font leaves unset from the application's font, not the view's as on the screen
ALL_SET = 0xFFFFF


def whole(font: QFont) -> QFont:
    """``font`` with every property set, so that it draws the same on any device."""
    font = QFont(font)
    font.setResolveMask(ALL_SET)
    return font


class LogPainting(QAbstractScrollArea):
    """The painting of :class:`ui.widgets.log_view.LogView` (which sets what is declared here)."""

    _model: QAbstractItemModel | None
    _header: QHeaderView
    _tops: RowTops
    _row_height: int
    _wrap: tuple[int, ...]
    _meta: tuple[int, int] | None
    #: each row's picture as last painted, by row: (height, current, pixmap); a new line at the
    #: bottom moves the rows above it, which are copied from these rather than drawn again
    _painted: dict[int, tuple[int, bool, QPixmap]]
    _painted_shape: tuple[object, ...] | None
    #: paint rows from their kept pictures (False: every row drawn afresh, as a test compares)
    keep_rows = True
    rows_painted = 0  # rows drawn into a picture so far (a test counts them)

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

    def forget_painted(self, first: int = 0, last: int | None = None) -> None:
        """Forget the kept pictures of the rows ``first``..``last`` (all of them without ``last``):
        they paint afresh when next shown (their texts, marks or places changed)."""
        if last is None and first == 0:
            self._painted.clear()
            return
        end = self._rows() - 1 if last is None else last
        for row in [r for r in self._painted if first <= r <= end]:
            del self._painted[row]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self.viewport())
        area = event.rect()
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        if self._model is None:
            painter.fillRect(area, base)
            return
        first, last, offset = self._measured_rows(area)
        ratio = self.viewport().devicePixelRatioF()
        keep = self.keep_rows and ratio == int(ratio)  # a fractional scale paints straight (no resampling)
        if last < first or not keep:
            painter.fillRect(area, base)
        else:  # the rows' pictures cover their rows: only the rest of the area is filled
            above = self._tops.top(first) - offset
            below = self._tops.top(last) + self._tops.height(last) - offset
            if area.top() < above:
                painter.fillRect(QRect(area.left(), area.top(), area.width(), above - area.top()), base)
            if below <= area.bottom():
                painter.fillRect(QRect(area.left(), below, area.width(), area.bottom() + 1 - below), base)
        if last < first:
            return
        columns = self._columns()
        width = self.viewport().width()
        current = self.currentIndex().row()
        font = whole(self.font())
        # what every kept row picture was painted with: any change paints them all afresh
        shape = (width, tuple(columns), palette.cacheKey(), font.key(), self._row_height, self._meta, self._wrap, ratio)
        if shape != self._painted_shape:
            self._painted.clear()
            self._painted_shape = shape
        style = (palette, font, self.fontMetrics(), columns, width)
        painted = self._painted
        for row in range(first, last + 1):
            top = self._tops.top(row) - offset
            height = self._tops.height(row)
            selected = row == current
            if not keep:
                self._paint_row(painter, row, top, height, selected, style)
                continue
            kept = painted.get(row)
            if kept is None or kept[0] != height or kept[1] != selected:
                picture = QPixmap(int(width * ratio), int(height * ratio))
                picture.setDevicePixelRatio(ratio)
                picture.fill(base)
                inside = QPainter(picture)
                self._paint_row(inside, row, 0, height, selected, style)
                inside.end()
                kept = painted[row] = (height, selected, picture)
                self.rows_painted += 1
            painter.drawPixmap(0, top, kept[2])
        if len(painted) > 3 * (last - first + 1) + 16:  # keep what is on screen and a little more
            for row in [r for r in painted if not first - 8 <= r <= last + 8]:
                del painted[row]
        if self.hasFocus() and first <= current <= last:
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
            focus = self.row_rect(current)
            painter.drawRect(0, focus.top(), width - 1, focus.height() - 1)

    def _paint_row(
        self,
        painter: QPainter,
        row: int,
        top: int,
        height: int,
        selected: bool,
        style: tuple[QPalette, QFont, QFontMetrics, list[tuple[int, int, int]], int],
    ) -> None:
        """One row's background and cells, its top at ``top`` in ``painter``."""
        palette, base_font, metrics, columns, width = style
        model = self._model
        assert model is not None
        line = self._row_height
        text_colour = palette.color(QPalette.ColorRole.Text)
        flags_default = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if selected:
            painter.fillRect(0, top, width, height, palette.color(QPalette.ColorRole.Highlight))
        elif row % 2:
            painter.fillRect(0, top, width, height, palette.color(QPalette.ColorRole.AlternateBase))
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
                font = whole(QFont(font).resolve(base_font))
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
