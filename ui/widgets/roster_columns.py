"""The roster's columns on a narrow screen: the bars keep the room their texts need, the condition
badges take the rest and wrap onto more lines (the row grows) rather than run off the edge."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

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
        self._again = False
        self._held = 0  # inside batch(): fit once at its end

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
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def _cells(self, column: int) -> list[tuple[QTreeWidgetItem, QWidget]]:
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

    def fit(self) -> None:
        """Fit now, and once more when the events queued now have run: a bar added to a shown
        row is shown (and measured) only then."""
        if self._held:
            return
        self._fit()
        if not self._again:
            self._again = True
            QTimer.singleShot(0, self._later)

    def _later(self) -> None:
        self._again = False
        self._fit()

    def _fit(self) -> None:
        tree, header = self.tree, self.tree.header()
        bars = self._cells(TRACKS)
        for _item, widget in bars:  # measured afresh: a bar's text or the body's numbers changed
            layout = widget.layout()
            if layout is not None:
                layout.invalidate()
        least = max((w.minimumSizeHint().width() for _i, w in bars), default=0)  # the widest bar
        whole = max((w.sizeHint().width() for _i, w in bars), default=0)  # all bars on one line
        cells = self._cells(CONDITIONS)
        labels = [label for _i, w in cells for label in w.findChildren(QLabel)]
        for label in labels:  # measured on one line (a wrapped label asks for less)
            if label.wordWrap():
                label.setWordWrap(False)
        heading = header.fontMetrics().horizontalAdvance(tree.headerItem().text(CONDITIONS)) + 16
        wanted = max(max((w.sizeHint().width() for _i, w in cells), default=0) + 8, heading)
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
        for label in labels:
            label.setWordWrap(width < wanted)  # a badge too long for one line goes on the next
        for item, widget in cells:
            self._fit_height(item, widget, CONDITIONS, width)
        for item, widget in bars:  # the stretching column's width as it will be (the header lays out later)
            self._fit_height(item, widget, TRACKS, max(least, room - width))

    @staticmethod
    def _fit_height(item: QTreeWidgetItem, widget: QWidget, column: int, width: int) -> None:
        """The row as tall as the cell's widget needs at ``width`` (its lines of bars or badges)."""
        layout = widget.layout()
        height = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
        hint = QSize(0, max(height, widget.sizeHint().height()) + 4) if height > 0 else QSize()
        if item.sizeHint(column) != hint:
            item.setSizeHint(column, hint)
