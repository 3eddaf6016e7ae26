"""The import preview's list rows as tall as their text, wrapped in the width its column has now
(a long value or reason reads whole at 1366×768, without a tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped in the width their column has now."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        width = self.tree.columnWidth(index.column())
        if index.column() == 0:  # the branch's indentation comes off the first column
            depth, parent = 1, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= depth * self.tree.indentation()
        opt.rect = QRect(0, 0, max(width, 40), 1)  # a valid rectangle: the style wraps in its width
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        style = self.tree.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), self.tree)
