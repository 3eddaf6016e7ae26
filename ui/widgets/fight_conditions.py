"""The fight list's conditions, kept to the room its row holds.

A character at 0 Life Points or below carries long conditions ("Aturdimiento, en el suelo, Chequeo
para Seguir en Pie: −3", «Без сознания, Недееспособность, при смерти»): wrapped whole they made his
row four lines tall, and with a few fighters pushed the others out of view at 1366×768.  Now the
conditions take no more lines than the row's other cells (its bars, its name) and are elided with
"…" where they go on; the whole text stays in the cell's tooltip and on the roster's row."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QTreeView

from ui.widgets.fight_columns import WrappedTextDelegate, text_margin
from ui.widgets.fight_model import CONDITIONS, INIT, NAME, TRACKS, TURN, fill_row

#: the cells whose height the conditions keep to
_OTHERS = (NAME, INIT, TRACKS, TURN)


def fitted_text(text: str, font: QFont, width: int, lines: int) -> str:
    """``text`` wrapped at word boundaries in ``width`` pixels on at most ``lines`` lines, the last
    elided with "…" where the text goes on; as it is where it fits."""
    metrics = QFontMetrics(font)
    width = max(1, width)
    words = text.split()
    out: list[str] = []
    while words:
        if len(out) == max(1, lines) - 1:  # the last line: the rest, elided
            rest = " ".join(words)
            out.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
            break
        line = words.pop(0)
        while words and metrics.horizontalAdvance(line + " " + words[0]) <= width:
            line += " " + words.pop(0)
        out.append(line)
    return "\n".join(out)


def line_count(font: QFont, height: int) -> int:
    """How many lines of ``font`` ``height`` pixels hold (at least one)."""
    return max(1, height // max(1, QFontMetrics(font).lineSpacing()))


class ConditionsDelegate(WrappedTextDelegate):
    """The conditions' column: as tall as the row's other cells at most (one line at least), the
    words that do not fit elided with "…"; the whole text is the cell's tooltip."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)

    def others_height(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> int:
        """The tallest of the row's other cells in sight."""
        tallest = 0
        for column in _OTHERS:
            delegate = self.view.itemDelegateForColumn(column)
            if delegate is not None and not self.view.isColumnHidden(column):
                tallest = max(tallest, delegate.sizeHint(option, index.sibling(index.row(), column)).height())
        return tallest

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        font = index.data(Qt.ItemDataRole.FontRole) or self.view.font()
        least = QFontMetrics(font).lineSpacing() + 6
        return QSize(size.width(), min(size.height(), max(least, self.others_height(option, index))))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        fill_row(index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not text or index.column() != CONDITIONS:
            super().paint(painter, option, index)
            return
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        style = self.view.style()
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, cell, self.view)
        width = room.width() - 2 * text_margin(self.view) - 2  # where the style wraps the text
        lines = line_count(cell.font, room.height() - 4)
        shown = fitted_text(str(text), cell.font, width, lines)
        if shown.replace("\n", " ") == " ".join(str(text).split()):  # whole: as the view paints it
            super().paint(painter, option, index)
            return
        cell.text = shown.replace("\n", "\u2028")  # the style's text layout breaks at a line separator
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, cell, painter, self.view)
