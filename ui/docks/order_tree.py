"""The initiative dock's order list: its columns and the tree whose rows are dragged to a new
place in the order."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDropEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from ui.widgets.fight_columns import share_columns

ORDER, NAME, INIT, TRACKS, CONDITIONS, TURN = range(6)
ID_ROLE = Qt.ItemDataRole.UserRole
SEVERITY_COLOURS = {"info": "#5b8def", "warn": "#e0a030", "danger": "#e04848"}
CURRENT_BRUSH = QBrush(QColor(224, 160, 48, 70))


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class OrderTree(QTreeWidget):
    """The order of the fight; rows can be dragged to a new place.

    Signals: ``moved(int combatant_id, int index)`` — the GM dropped a row at ``index``.
    """

    moved = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDropIndicatorShown(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_columns()
        # the row whose turn it is (or the one the GM picked) stays in sight when the list gets
        # smaller: a window opened mid-fight scrolled to it before its docks took their sizes,
        # and showed it cut at the list's foot
        current = self.currentItem()
        if current is not None and event.size().height() < event.oldSize().height():
            self.scrollToItem(current, QAbstractItemView.ScrollHint.EnsureVisible)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):  # the cells' sizes measured anew
            for column in range(self.columnCount()):
                forget = getattr(self.itemDelegateForColumn(column), "forget", None)
                if forget is not None:
                    forget()
        super().changeEvent(event)

    def share_columns(self, changed: list[QTreeWidgetItem] | None = None) -> None:
        """Names, initiatives and conditions as wide as shows them whole (on several lines in a
        narrow dock, a laptop's screen), the tracks the rest (see :mod:`ui.widgets.fight_columns`);
        ``changed``: the only rows whose cells changed since the last call (None: any may have)."""
        if share_columns(self, NAME, INIT, TRACKS, CONDITIONS, (ORDER, TURN), changed):
            self.doItemsLayout()  # the rows' heights follow the new widths

    def quietly(self, fit: Callable[[], None]) -> None:
        """Run ``fit`` (which sets the columns' widths) with the header's ``sectionResized``
        unheard: the list's own slot for it repaints the resized columns from a timer, after the
        paint the change itself brings (the whole list painted twice at a round's end, whose
        order column narrows); the list's geometries and rows are brought up to date here instead,
        and painted once: a column that changed width lays the rows out again at the next paint (a
        row's wrapped text may take another line; the rows a round's end repaints untold rely on it)."""
        header = self.header()
        sizes = [header.sectionSize(c) for c in range(self.columnCount())]
        blocked = header.blockSignals(True)
        try:
            fit()
        finally:
            header.blockSignals(blocked)
        if [header.sectionSize(c) for c in range(self.columnCount())] != sizes:
            self.updateGeometries()
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def drop_index(self, target: QTreeWidgetItem | None, below: bool) -> int:
        """Where a row dropped on ``target`` (above it, or below when ``below``) lands in the order."""
        if target is None:
            return self.topLevelItemCount() - 1
        index = self.indexOfTopLevelItem(target) + (1 if below else 0)
        current = self.currentItem()
        if current is not None and self.indexOfTopLevelItem(current) < index:
            index -= 1
        return index

    def dropEvent(self, event: QDropEvent) -> None:
        item = self.currentItem()
        target = self.itemAt(event.position().toPoint())
        below = self.dropIndicatorPosition() == QAbstractItemView.DropIndicatorPosition.BelowItem
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if item is not None:
            self.moved.emit(int(item.data(ORDER, ID_ROLE)), self.drop_index(target, below))
