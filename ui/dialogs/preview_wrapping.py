"""The import preview's list rows as tall as their text, wrapped in the width its column has now
(a long value or reason reads whole at 1366×768, without a tooltip).

A row that says nothing of where in the file it came from (a refused file's reason, a note, a
table's row under it: its "From the file" cell empty) reads its value on across that empty cell,
so a reason is two lines long, not six in the Value column alone, its file's name whole.  The
value wraps at its words: never inside a name joined by hyphens ("afmbe-jesuisfrog",
"fvtt-Actor-…json"), which the line breaking of Qt would cut after a hyphen."""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget

#: a hyphen inside a word: the text is wrapped at words, not after it
_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")
#: Unicode's word joiner: no line break on either side of it, and it shows nothing
JOINER = "\u2060"


def unbroken(text: str) -> str:
    """``text`` that wraps at its spaces, never after a hyphen inside a word."""
    return _HYPHEN.sub("-" + JOINER, text) if "-" in text else text


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped in the width their column has now; the column ``reads_on``
    (the preview's Value) reads on across the column after it where that one is empty."""

    def __init__(self, tree: QTreeWidget, reads_on: int | None = None) -> None:
        super().__init__(tree)
        self.tree = tree
        self.reads_on = reads_on

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        if index.column() == self.reads_on and option.text:
            option.text = unbroken(option.text)

    def spans(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether ``index``'s row reads its value on across the empty column after it (``index``
        either of the two)."""
        at = self.reads_on
        if at is None or index.column() not in (at, at + 1):
            return False
        header = self.tree.header()
        if header.visualIndex(at + 1) != header.visualIndex(at) + 1 or header.isSectionHidden(at + 1):
            return False  # the columns moved apart: each its own
        model = index.model()
        value = model.index(index.row(), at, index.parent()).data()
        after = model.index(index.row(), at + 1, index.parent()).data()
        return bool(value) and not after

    def _spanned(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QRect:
        """The rectangle of the two columns a row's value reads across, on the row of ``option``."""
        header, at = self.tree.header(), self.reads_on or 0
        left = header.sectionViewportPosition(at)
        return QRect(left, option.rect.top(), header.sectionSize(at) + header.sectionSize(at + 1),
                     option.rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        if not self.spans(index):
            super().paint(painter, option, index)
            return
        # each of the two cells draws the value laid out across both, clipped to its own part: what the
        # view draws of the second cell (a selected row's colour) never covers the value's words
        value = index.model().index(index.row(), self.reads_on or 0, index.parent())
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, value)
        opt.rect = self._spanned(option, index)
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        painter.save()
        painter.setClipRect(option.rect, Qt.ClipOperation.IntersectClip)
        style = self.tree.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, self.tree)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        width = self.tree.columnWidth(index.column())
        if self.spans(index):  # the value across both columns; the empty one as tall as nothing
            if index.column() != self.reads_on:
                return QSize(width, 0)
            width += self.tree.columnWidth(index.column() + 1)
        if index.column() == 0:  # the branch's indentation comes off the first column
            depth, parent = 1, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= depth * self.tree.indentation()
        opt.rect = QRect(0, 0, max(width, 40), 1)  # a valid rectangle: the style wraps in its width
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        style = self.tree.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), self.tree)
