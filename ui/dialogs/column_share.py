"""Columns of a tree that share its width by their content.

Each column wants the width of its widest text on one line (:func:`wanted`).  When every column's
want fits, each gets it and one column (the one whose texts wrap, the preview's Value) takes the
rest; when they do not, a column that wants less than an equal share gets what it wants and the
others share what is left equally (:func:`share`): a short column is never squeezed to make room
for a long one, and a long label wraps over two lines rather than five.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

#: room around a cell's text (the style's margins on both sides)
PADDING = 16
#: the narrowest a column is made
NARROWEST = 60


def share(wants: Sequence[int], total: int, rest_to: int, least: Sequence[int] = ()) -> list[int]:
    """Widths for columns wanting ``wants`` in ``total`` pixels; the column ``rest_to`` takes what
    is left when every want fits.  No column is given less than its ``least`` (its widest word, which
    cannot wrap) while the others can give way."""
    if sum(wants) <= total:
        out = list(wants)
        out[rest_to] += total - sum(wants)
        return out
    floor = list(least) if least else [0] * len(wants)
    out = [0] * len(wants)
    left, count = total, len(wants)
    for column in sorted(range(len(wants)), key=lambda c: wants[c]):
        fair = max(NARROWEST, floor[column], left // count)
        out[column] = min(wants[column], fair) if count > 1 else max(NARROWEST, floor[column], left)
        left -= out[column]
        count -= 1
    return _within(out, total)


def _within(widths: list[int], total: int) -> list[int]:
    """``widths`` made to fit ``total`` (no scroll bar sideways): words wider than the list
    (a Spanish label deep in a tree, a long file name) take the widest columns past ``total``;
    those columns give way, widest first, to no less than :data:`NARROWEST`, their texts cut
    (each cell cut has its whole text as tooltip: :func:`fit_columns`)."""
    if sum(widths) <= total:
        return list(widths)
    low, high = NARROWEST, max(widths)  # the widest width a column keeps: the columns above it give way
    while low < high:
        level = (low + high + 1) // 2
        if sum(min(w, level) for w in widths) <= total:
            low = level
        else:
            high = level - 1
    return [min(w, low) for w in widths]


#: where a long text without spaces may wrap: after a path's dots and slashes
_BREAK = str.maketrans({".": ".\u200b", "/": "/\u200b", "]": "]\u200b"})


def breakable(text: str) -> str:
    """``text`` that wraps after the dots and slashes of a path ("system.skills.rangedCombat.level")
    as at spaces (a zero-width space after each)."""
    return text.translate(_BREAK) if len(text) > 12 and " " not in text.strip() else text


def _metrics(tree: QTreeWidget, item: QTreeWidgetItem, column: int) -> QFontMetrics:
    """The metrics of the font ``item`` is drawn with: its own over the tree's (the theme's type)."""
    return QFontMetrics(item.font(column).resolve(tree.font()))


def wanted(tree: QTreeWidget) -> list[int]:
    """Each column's width for its widest text (header included) on one line."""
    return _widths(tree, lambda metrics, text: metrics.horizontalAdvance(text))


def least(tree: QTreeWidget) -> list[int]:
    """Each column's width for its widest word (header included): less cuts that word."""
    return _widths(tree, lambda metrics, text: max(
        (metrics.horizontalAdvance(word) for word in text.replace("\u200b", " ").split()), default=0))


def _widths(tree: QTreeWidget, measure: Callable[[QFontMetrics, str], int]) -> list[int]:
    tree.ensurePolished()  # the theme's type, not the platform's, before the widget is shown
    header = tree.headerItem()
    head_metrics = QFontMetrics(tree.header().font())
    wants = [measure(head_metrics, header.text(c)) + PADDING for c in range(tree.columnCount())]

    def walk(item: QTreeWidgetItem, depth: int) -> None:
        for n in range(item.childCount()):
            child = item.child(n)
            if child is None:
                continue
            for column in range(tree.columnCount()):
                lines = child.text(column).splitlines() or [""]
                metrics = _metrics(tree, child, column)
                width = max(measure(metrics, text) for text in lines) + PADDING
                if column == 0:
                    width += depth * tree.indentation()
                wants[column] = max(wants[column], width)
            walk(child, depth + 1)

    root = tree.invisibleRootItem()
    if root is not None:
        walk(root, 1)
    return wants


def fit_columns(tree: QTreeWidget, wants: Sequence[int], rest_to: int, floor: Sequence[int] = ()) -> None:
    """Set the columns' widths to their share of the tree's width now (each at least ``floor``)."""
    widths = share(wants, tree.viewport().width(), rest_to, floor)
    for column, width in enumerate(widths):
        if tree.columnWidth(column) != width:
            tree.setColumnWidth(column, width)
    cut = [c for c, width in enumerate(widths) if c < len(floor) and floor[c] > width]
    if cut:
        _tip_cut(tree, cut)


def _tip_cut(tree: QTreeWidget, columns: Sequence[int]) -> None:
    """Each cell of ``columns`` (made narrower than their widest word) whose word is cut holds its
    whole text as tooltip (the mouse's; the details under the list show the current row whole)."""
    def walk(item: QTreeWidgetItem, depth: int) -> None:
        for n in range(item.childCount()):
            child = item.child(n)
            if child is None:
                continue
            for column in columns:
                text = child.text(column)
                metrics = _metrics(tree, child, column)
                room = tree.columnWidth(column) - PADDING - (depth * tree.indentation() if column == 0 else 0)
                widest = max((metrics.horizontalAdvance(w) for w in text.replace("\u200b", " ").split()), default=0)
                if widest > room and not child.toolTip(column):
                    child.setToolTip(column, text.replace("\u200b", ""))
            walk(child, depth + 1)

    root = tree.invisibleRootItem()
    if root is not None:
        walk(root, 1)
