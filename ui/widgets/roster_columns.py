"""The roster's columns on a narrow screen: the bars keep the room their texts need, the condition
badges take the rest and wrap onto more lines (the row grows) rather than run off the edge.

A change to one character measures that row's cells only: every cell's widths are kept from when
it was last measured (a cell is measured when it is new, when its row is refitted, and all of them
when the style or the font changes), and the rows' heights are set again only for the refitted
rows while the columns' widths stay (a damage among forty rows measured forty rows' bars and
badges and re-laid all eighty cells, 7 ms of the frame)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QWidget

TRACKS, CONDITIONS = 1, 2
BADGES = 110  # the badges' column at least, when the bars would rather keep one line


class RosterColumns(QObject):
    """Fits the tracks and conditions columns of ``tree`` whenever its rows or its width change."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        header = tree.header()
        header.setSectionResizeMode(TRACKS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(CONDITIONS, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)  # the tracks stretch, the badges have the width fit() gives
        tree.viewport().installEventFilter(self)
        tree.installEventFilter(self)  # a new style or font: every cell measured again
        self._again = False
        self._held = 0  # inside batch(): fit once at its end
        # by id() of the cell's widget (a deleted row's wrapper cannot be hashed; each entry holds
        # its widget, so no id is reused while it is kept): each cell's widths when last measured,
        # a bar cell's (narrowest, on one line), a badge cell's on one line
        self._bars: dict[int, tuple[QWidget, int, int]] = {}
        self._badges: dict[int, tuple[QWidget, int]] = {}
        self._labels: dict[int, list[QLabel]] = {}  # each badge cell's labels
        self._wrapped: dict[int, bool] = {}  # ... their word wrap as last set
        self._dirty: dict[int, QTreeWidgetItem] = {}  # rows to measure at the next fit, by id()
        self._later_dirty: dict[int, QTreeWidgetItem] = {}  # ... and again once the queued events ran
        self._shape: tuple[int, int, bool] | None = None  # (badges' width, bars' width, wrapped) last set
        self._found: dict[int, list[tuple[QTreeWidgetItem, QWidget]]] = {}  # column → its cells, until rows come or go
        model = tree.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.rowsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self._rows_changed)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Fill or refresh many rows, then fit once (each row's fit reads every row: forty rows
        shown one by one fitted 1,600 cells)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
        if not self._held:
            self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.tree:
            if kind in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
                self.forget()
                self.fit()
        elif kind == QEvent.Type.Resize:
            self.fit()
        return False

    def _rows_changed(self, *_args: object) -> None:
        self._found.clear()

    def forget(self) -> None:
        """Every cell is measured again at the next fit (the texts' font or style changed)."""
        self._bars.clear()
        self._badges.clear()
        self._labels.clear()
        self._wrapped.clear()
        self._shape = None

    def _cells(self, column: int) -> list[tuple[QTreeWidgetItem, QWidget]]:
        found = self._found.get(column)
        if found is None:
            found = self._found[column] = self._walk(column)
        return found

    def _walk(self, column: int) -> list[tuple[QTreeWidgetItem, QWidget]]:
        out = []
        tree = self.tree
        pending = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        while pending:
            item = pending.pop(0)
            if item is None:  # Qt's type: no item at that index
                continue
            pending[:0] = [item.child(i) for i in range(item.childCount())]
            widget = tree.itemWidget(item, column)
            if isinstance(widget, QWidget):
                out.append((item, widget))
        return out

    def fit(self, item: QTreeWidgetItem | None = None, again: bool = True) -> None:
        """Fit now, and once more when the events queued now have run: a widget added to a shown
        row (a check's button) is shown (and measured) only then, one taken away leaves only
        then.  ``item``: the row whose cells changed (measured again); without it only new cells
        are measured (a resize, a new list).  ``again`` False: the row's widgets stayed (a damage
        changed a bar's value): it is not measured a second time."""
        if item is not None:
            self._dirty[id(item)] = item
            if again:
                self._later_dirty[id(item)] = item
        if self._held:
            return
        self._fit()
        if not self._again and (item is None or self._later_dirty):
            self._again = True
            QTimer.singleShot(0, self, self._later)  # not after the tree is gone

    def _later(self) -> None:
        self._again = False
        if not shiboken6.isValid(self.tree):  # the window closed (and its roster went) meanwhile
            return
        self._dirty.update(self._later_dirty)
        self._later_dirty = {}
        self._fit()

    def _fit(self) -> None:
        tree, header = self.tree, self.tree.header()
        dirty, self._dirty = self._dirty, {}
        bars = self._cells(TRACKS)
        sizes: dict[int, tuple[QWidget, int, int]] = {}
        measured: set[int] = set()  # id() of the rows measured now
        for item, widget in bars:
            size = self._bars.get(id(widget))
            if size is None or id(item) in dirty:  # measured afresh: a bar's text or the body's numbers changed
                layout = widget.layout()
                if layout is not None:
                    layout.invalidate()
                size = (widget, widget.minimumSizeHint().width(), widget.sizeHint().width())
                measured.add(id(item))
            sizes[id(widget)] = size
        self._bars = sizes
        least = max((s[1] for s in sizes.values()), default=0)  # the widest bar
        whole = max((s[2] for s in sizes.values()), default=0)  # all bars on one line
        cells = self._cells(CONDITIONS)
        widths: dict[int, tuple[QWidget, int]] = {}
        labels: dict[int, list[QLabel]] = {}
        wrapped: dict[int, bool] = {}
        for item, widget in cells:
            key = id(widget)
            known = self._badges.get(key)
            if known is None or id(item) in dirty:
                labels[key] = widget.findChildren(QLabel)
                for label in labels[key]:  # measured on one line (a wrapped label asks for less)
                    if label.wordWrap():
                        label.setWordWrap(False)
                wrapped[key] = False
                known = (widget, widget.sizeHint().width())
                measured.add(id(item))
            else:
                labels[key] = self._labels[key]
                wrapped[key] = self._wrapped[key]
            widths[key] = known
        self._badges, self._labels, self._wrapped = widths, labels, wrapped
        heading = header.fontMetrics().horizontalAdvance(tree.headerItem().text(CONDITIONS)) + 16
        wanted = max(max((w for _c, w in widths.values()), default=0) + 8, heading)
        room = tree.viewport().width() - header.sectionSize(0)
        # the bars on one line (most rows have no badge), the badges the rest, wrapped if need be;
        # in a narrower list the bars go on more lines, each bar whole
        if room - wanted >= whole:
            width = wanted
        elif room - whole >= BADGES:
            width = room - whole
        else:
            width = max(BADGES // 2, min(wanted, room - least))
        if header.sectionSize(CONDITIONS) != width:
            header.resizeSection(CONDITIONS, width)
        wrap = width < wanted  # a badge too long for one line goes on the next
        shape = (width, max(least, room - width), wrap)
        every = shape != self._shape  # the columns' widths changed: every row's height again
        self._shape = shape
        for _item, widget in cells:
            if wrapped[id(widget)] != wrap:
                for label in labels[id(widget)]:
                    label.setWordWrap(wrap)
                wrapped[id(widget)] = wrap
        for item, widget in cells:
            if every or id(item) in measured:
                self._fit_height(item, widget, CONDITIONS, width)
        for item, widget in bars:  # the stretching column's width as it will be (the header lays out later)
            if every or id(item) in measured:
                self._fit_height(item, widget, TRACKS, shape[1])

    @staticmethod
    def _fit_height(item: QTreeWidgetItem, widget: QWidget, column: int, width: int) -> None:
        """The row as tall as the cell's widget needs at ``width`` (its lines of bars or badges)."""
        layout = widget.layout()
        height = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
        hint = QSize(0, max(height, widget.sizeHint().height()) + 4) if height > 0 else QSize()
        if item.sizeHint(column) != hint:
            item.setSizeHint(column, hint)
