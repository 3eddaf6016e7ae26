"""A table view for a log that grows at the bottom: one line of cells per row, drawn from any item model.

The wrapping columns (:meth:`LogView.setWrapColumns`, the event text) show their text whole: a
long line wraps and its row is as tall as it needs (:mod:`ui.widgets.log_rows`).

``QTableView`` draws every visible row's texts again whenever its row count changes, so each new
line of the session log cost the drawing of the whole table.  This view keeps each row's picture
as last drawn (:mod:`ui.widgets.log_paint` paints): a line added at the bottom moves the rows on
screen up, each copied from its picture at its new place, and draws the one new row; a row whose
marks change is drawn again alone.  (The pictures are the rows', not the screen's: a row above
that grows taller moves the rows below it, each still drawn from its own picture.)

It reads the model's display, foreground, font, alignment and tooltip roles; the columns, their
order, widths and hidden sections are its :meth:`horizontalHeader`'s.  The selection is one row,
the current one, kept in a ``QItemSelectionModel`` (``currentRowChanged`` is its signal).  Keys:
arrows, Page Up/Down, Home and End move the current row.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPoint,
    QRect,
    Qt,
)
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QHeaderView, QToolTip, QWidget

from ui.widgets.log_paint import DISPLAY, PAD, LogPainting
from ui.widgets.log_rows import HeightCache, RowTops, wrapped_height


class LogView(LogPainting):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model: QAbstractItemModel | None = None
        self._selection: QItemSelectionModel | None = None
        self._row_height = self.fontMetrics().height() + 8
        self._wrap: tuple[int, ...] = ()  # columns whose text wraps rather than elides
        self._meta: tuple[int, int] | None = None  # (column, role): a line drawn above that column's text
        self._tops = RowTops()
        self._painted = {}
        self._painted_shape = None
        self._known = bytearray()  # 1 for each row measured since the rows or the columns changed
        self._heights = HeightCache(lambda text, width: wrapped_height(self.fontMetrics(), text, width))
        self._wrap_widths: tuple[int, ...] = ()
        self._header = QHeaderView(Qt.Orientation.Horizontal, self)
        self._header.setHighlightSections(False)
        self._header.sectionResized.connect(self._columns_changed)
        self._header.sectionMoved.connect(self._columns_changed)
        self._header.sectionCountChanged.connect(self._columns_changed)
        self._header.geometriesChanged.connect(self._place_header)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the scroll bar's room kept from the first line: the text's width holds steady over a night
        # (a bar that came with the page's worth of lines took 14 px from the text, which wrapped anew)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the view paints every pixel it is asked for, so Qt may scroll by copying pixels
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.viewport().setBackgroundRole(QPalette.ColorRole.Base)
        self.verticalScrollBar().setSingleStep(self._row_height)

    # ------------------------------------------------------------------ model and header
    def setModel(self, model: QAbstractItemModel) -> None:  # noqa: N802 (Qt's name)
        self._model = model
        self._header.setModel(model)
        self._selection = QItemSelectionModel(model, self)
        self._selection.currentRowChanged.connect(self._current_moved)
        model.rowsInserted.connect(self._rows_inserted)
        model.dataChanged.connect(self._data_changed)
        for signal in (model.rowsRemoved, model.rowsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self._relayout)
        self._relayout()

    def model(self) -> QAbstractItemModel | None:
        return self._model

    def selectionModel(self) -> QItemSelectionModel | None:  # noqa: N802
        return self._selection

    def horizontalHeader(self) -> QHeaderView:  # noqa: N802
        return self._header

    def setColumnHidden(self, column: int, hidden: bool) -> None:  # noqa: N802
        self._header.setSectionHidden(column, hidden)

    def isColumnHidden(self, column: int) -> bool:  # noqa: N802
        return self._header.isSectionHidden(column)

    def rowHeight(self) -> int:  # noqa: N802
        """The height of a line that does not wrap."""
        return self._row_height

    def setWrapColumns(self, columns: tuple[int, ...]) -> None:  # noqa: N802
        self._wrap = tuple(columns)
        self._relayout()

    def setMetaLine(self, column: int | None, role: int = 0) -> None:  # noqa: N802
        """Draw ``column``'s ``role`` text (wrapped, dimmed) above that column's text, the row as
        tall as both need (None: no such line).  A narrow log shows its other columns so."""
        meta = None if column is None else (column, role)
        if meta != self._meta:
            self._meta = meta
            self._relayout()

    def metaLine(self) -> tuple[int, int] | None:  # noqa: N802
        return self._meta

    def row_height(self, row: int) -> int:
        """A row's height, measured now if it was not yet."""
        self._ensure_measured(row, row)
        return self._tops.height(row)

    def _ensure_measured(self, first: int, last: int) -> bool:
        """Measure the rows ``first``..``last`` not measured yet; whether any height changed."""
        known, tops = self._known, self._tops
        changed = False
        for row in range(max(0, first), min(last, len(known) - 1) + 1):
            if not known[row]:
                known[row] = 1
                changed = tops.set(row, self._measure(row)) or changed
        return changed

    def _unmeasured(self, count: int) -> list[int]:
        return [self._row_height] * count

    def _measure(self, row: int) -> int:
        """A row's height: one line, or its wrapping cells' text wrapped at their widths."""
        height = self._row_height
        if self._model is None:
            return height
        for column in self._wrap:
            if self._header.isSectionHidden(column):
                continue
            index = self._model.index(row, column)
            text = index.data(DISPLAY)
            room = self._header.sectionSize(column) - 2 * PAD
            above = self._meta_height(index, room)
            if not text:
                continue
            if above or self.fontMetrics().horizontalAdvance(str(text)) >= room:  # (see _text_height)
                height = max(height, above + self._text_height(str(text), room) + 8)
        return height

    def _text_height(self, text: str, room: int) -> int:
        # one line only where the text is narrower than its room: the advance is rounded, and a text
        # as wide as its room (285.08 px read as 285) wraps its last word onto a second line when drawn
        # ("Mia Chen healed — Bitten forearm is" with "stabilized." cut off under it): measured then
        if self.fontMetrics().horizontalAdvance(text) < room:
            return self.fontMetrics().height()
        return self._heights(text, room)

    def _meta_height(self, index: QModelIndex, room: int) -> int:
        """The height of the line drawn above a cell's text, and the gap below it (0: none)."""
        if self._meta is None or index.column() != self._meta[0]:
            return 0
        meta = index.data(self._meta[1])
        return self._text_height(str(meta), room) + 2 if meta else 0

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """Rows as tall as the font needs: the theme's style sheet sets the font after the view is
        made (the projector theme's large type overlapped rows sized for the default font)."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            height = self.fontMetrics().height() + 8
            if height != self._row_height:
                self.setRowHeight(height)

    def setRowHeight(self, height: int) -> None:  # noqa: N802
        self._row_height = max(1, height)
        self._heights.known.clear()  # measured in the old font
        self.verticalScrollBar().setSingleStep(self._row_height)
        self._relayout()

    def _rows(self) -> int:
        return 0 if self._model is None else self._model.rowCount()

    # ------------------------------------------------------------------ geometry
    def _place_header(self) -> None:
        height = self._header.sizeHint().height() if not self._header.isHidden() else 0
        self.setViewportMargins(0, height, 0, 0)
        rect = self.viewport().geometry()
        self._header.setGeometry(rect.left(), rect.top() - height, rect.width(), height)

    def _update_range(self) -> None:
        bar = self.verticalScrollBar()
        page = self.viewport().height()
        bar.setPageStep(page)
        bar.setRange(0, max(0, self._tops.total() - page))

    def _relayout(self, *_args: object) -> None:
        """Every row one line tall until it is drawn or asked about (then measured): a long log
        opens, and follows a column's new width, without measuring the lines nobody sees."""
        following = self._following()
        self._wrap_widths = tuple(self._header.sectionSize(c) for c in self._wrap)
        rows = self._rows()
        self.forget_painted()
        self._tops.reset(self._unmeasured(rows))
        self._known = bytearray(rows)
        self._update_range()
        if following:
            self.scrollToBottom()
        self.viewport().update()

    def _following(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def _columns_changed(self, *_args: object) -> None:
        if tuple(self._header.sectionSize(c) for c in self._wrap) != self._wrap_widths:
            self._relayout()  # a wrapping column's width changed: the rows' heights follow
            return
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """A log at its newest line stays there as the view's height changes (the dock's boxes wrap
        onto another row when an undo brings back a long name: the view a row shorter was left a
        row above its bottom, and the lines after it went on below the view)."""
        following = self._following()
        super().resizeEvent(event)
        self._place_header()
        self._columns_changed()
        self._update_range()
        if following:
            self.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._place_header()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        # painted afresh, not moved by copying: a row above measured taller since the last paint
        # (a long line wrapped) moves the rows below it, and copied pixels kept its old place too
        # (a long initiative line drawn twice, one under the other)
        self.viewport().update()

    def row_rect(self, row: int) -> QRect:
        top = self._tops.top(row) - self.verticalScrollBar().value()
        return QRect(0, top, self.viewport().width(), self._tops.height(row) or self._row_height)

    def rowAt(self, y: int) -> int:  # noqa: N802
        """The row at viewport height ``y``, or -1 below the last row."""
        row = self._tops.row_at(y + self.verticalScrollBar().value())
        return row if 0 <= row < self._rows() else -1

    def indexAt(self, point: QPoint) -> QModelIndex:  # noqa: N802
        row = self.rowAt(point.y())
        column = self._header.logicalIndexAt(point.x())
        if self._model is None or row < 0 or column < 0:
            return QModelIndex()
        return self._model.index(row, column)

    def scrollToBottom(self) -> None:  # noqa: N802
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def scrollTo(self, index: QModelIndex) -> None:  # noqa: N802
        """Scroll just enough to show the row of ``index``."""
        if not index.isValid():
            return
        if self._ensure_measured(index.row(), index.row()):
            self._update_range()
        bar = self.verticalScrollBar()
        top, height = self._tops.top(index.row()), self._tops.height(index.row())
        if top < bar.value():
            bar.setValue(top)
        elif top + height > bar.value() + self.viewport().height():
            bar.setValue(top + height - self.viewport().height())

    # ------------------------------------------------------------------ model changes
    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        if first == len(self._tops):  # lines added at the bottom: only they are measured
            self._tops.extend([self._measure(row) for row in range(first, last + 1)])
            self._known.extend(b"\x01" * count)
        else:  # older lines above: what is on screen stays where it is
            self.forget_painted()  # the rows' numbers (and so their shading) moved
            bar = self.verticalScrollBar()
            above = self._tops.top(first) <= bar.value()  # they go above the rows on screen
            self._tops.insert(first, self._unmeasured(count))
            self._known[first:first] = bytearray(count)
            self._update_range()
            if above:
                bar.setValue(bar.value() + count * self._row_height)
            self.viewport().update()
            return
        self._update_range()
        rect = self.row_rect(first)
        if rect.top() < self.viewport().height():  # rows from ``first`` down moved or appeared
            self.viewport().update(rect.united(QRect(0, rect.top(), rect.width(), self.viewport().height())))

    def _data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object = None) -> None:
        first, last = top_left.row(), bottom_right.row()
        self.forget_painted(first, last)
        self._known[first : last + 1] = bytearray(len(self._known[first : last + 1]))
        if self._ensure_measured(first, last):
            following = self._following()
            self._update_range()  # a line's new text wraps differently: the rows below move
            if following:
                self.scrollToBottom()
            self.viewport().update()
            return
        self.viewport().update(self.row_rect(first).united(self.row_rect(last)))

    # ------------------------------------------------------------------ current row
    def currentIndex(self) -> QModelIndex:  # noqa: N802
        return QModelIndex() if self._selection is None else self._selection.currentIndex()

    def setCurrentIndex(self, index: QModelIndex) -> None:  # noqa: N802
        if self._selection is None:
            return
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        self._selection.setCurrentIndex(index, flags)
        self.scrollTo(index)

    def _current_moved(self, current: QModelIndex, previous: QModelIndex) -> None:
        for index in (previous, current):
            if index.isValid():
                self.viewport().update(self.row_rect(index.row()))
        # a screen reader reads the current line (the view is not an item view Qt describes by rows)
        self.setAccessibleDescription(self.row_text(current.row()) if current.isValid() else "")

    def row_text(self, row: int) -> str:
        """A row's cells as the columns show them, left to right."""
        if self._model is None or not 0 <= row < self._rows():
            return ""
        texts = []
        for column, _x, _w in self._columns():
            index = self._model.index(row, column)
            if self._meta is not None and column == self._meta[0]:
                texts.append(index.data(self._meta[1]))
            texts.append(index.data(DISPLAY))
        return "  ".join(str(t) for t in texts if t)

    def _move_to(self, row: int) -> None:
        rows = self._rows()
        if self._model is not None and rows:
            self.setCurrentIndex(self._model.index(max(0, min(row, rows - 1)), 0))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        current = self.currentIndex()
        row = current.row() if current.isValid() else -1
        page = max(1, self.viewport().height() // self._row_height - 1)  # in lines of one row
        moves = {
            Qt.Key.Key_Up: row - 1 if row >= 0 else self._rows() - 1,
            Qt.Key.Key_Down: row + 1,
            Qt.Key.Key_PageUp: row - page if row >= 0 else self._rows() - 1 - page,
            Qt.Key.Key_PageDown: row + page,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self._rows() - 1,
        }
        key = Qt.Key(event.key())
        mods = Qt.KeyboardModifier
        if key in moves and not event.modifiers() & (mods.ShiftModifier | mods.AltModifier | mods.MetaModifier):
            self._move_to(moves[key])
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        row = self.rowAt(int(event.position().y()))
        if row >= 0:
            self._move_to(row)
        super().mousePressEvent(event)

    # ------------------------------------------------------------------ tooltips and painting
    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip:
            index = self.indexAt(event.pos())  # type: ignore[attr-defined]
            tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
            QToolTip.showText(event.globalPos(), str(tip or self.toolTip()), self.viewport())  # type: ignore[attr-defined]
            return True
        return super().viewportEvent(event)
