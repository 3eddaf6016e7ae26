"""Page Up and Page Down through a list whose rows are of any height (the import preview's, where a
reason wrapped on many lines is one tall row): Qt's own paging stops at a row taller than the view
and the key does nothing more.  Here each press moves the current row on by about the view's
height, and by one row at least, so the list always moves until its end."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem


def _next(tree: QTreeWidget, item: QTreeWidgetItem, down: bool) -> QTreeWidgetItem | None:
    return tree.itemBelow(item) if down else tree.itemAbove(item)


def page(tree: QTreeWidget, down: bool) -> None:
    """Move the current row of ``tree`` a page down (or up) and show it."""
    current = tree.currentItem() or tree.topLevelItem(0)
    if current is None:
        return
    room = tree.viewport().height()
    target = _next(tree, current, down)
    if target is None:
        return
    travelled = tree.visualItemRect(target).height()
    while True:
        following = _next(tree, target, down)
        if following is None:
            break
        height = tree.visualItemRect(following).height() or tree.sizeHintForRow(0)
        if travelled + height > room:
            break
        travelled += height
        target = following
    tree.setCurrentItem(target)
    hint = QAbstractItemView.ScrollHint.PositionAtTop if down else QAbstractItemView.ScrollHint.PositionAtBottom
    tree.scrollToItem(target, hint if tree.visualItemRect(target).height() > room else
                      QAbstractItemView.ScrollHint.EnsureVisible)


class PageKeys(QObject):
    """Page Up and Page Down on ``tree`` as :func:`page` moves (installed on the tree)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        tree.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.tree and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp)
                and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            page(self.tree, event.key() == Qt.Key.Key_PageDown)
            return True
        return super().eventFilter(watched, event)


class FoldKeys(QObject):
    """Left on a row under another (a change under its character) folds the row it is under and
    makes that the current row: one key from a long character's rows back to its one line (installed
    on the tree); Left on an unfolded row folds it, as Qt's."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        tree.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.tree and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Left and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            current = self.tree.currentItem()
            parent = current.parent() if current is not None else None
            if current is not None and parent is not None and not (current.childCount() and current.isExpanded()):
                parent.setExpanded(False)  # Qt's Left only goes up to it
                self.tree.setCurrentItem(parent)
                self.tree.scrollToItem(parent)
                return True
        return super().eventFilter(watched, event)
