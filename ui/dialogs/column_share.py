"""Columns of a tree that share its width by their content.

Each column wants the width of its widest text on one line (:func:`wanted`).  When every column's
want fits, each gets it and one column (the one whose texts wrap, the preview's Value) takes the
rest; when they do not, a column that wants less than an equal share gets what it wants and the
others share what is left equally (:func:`share`): a short column is never squeezed to make room
for a long one, and a long label wraps over two lines rather than five.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

#: room around a cell's text (the style's margins on both sides)
PADDING = 16
#: the narrowest a column is made
NARROWEST = 60


def share(wants: Sequence[int], total: int, rest_to: int) -> list[int]:
    """Widths for columns wanting ``wants`` in ``total`` pixels; the column ``rest_to`` takes what
    is left when every want fits."""
    if sum(wants) <= total:
        out = list(wants)
        out[rest_to] += total - sum(wants)
        return out
    out = [0] * len(wants)
    left, count = total, len(wants)
    for column in sorted(range(len(wants)), key=lambda c: wants[c]):
        fair = max(NARROWEST, left // count)
        out[column] = min(wants[column], fair) if count > 1 else max(NARROWEST, left)
        left -= out[column]
        count -= 1
    return out


def wanted(tree: QTreeWidget) -> list[int]:
    """Each column's width for its widest text (header included) on one line."""
    header = tree.headerItem()
    metrics = tree.fontMetrics()
    wants = [metrics.horizontalAdvance(header.text(c)) + PADDING for c in range(tree.columnCount())]

    def walk(item: QTreeWidgetItem, depth: int) -> None:
        for n in range(item.childCount()):
            child = item.child(n)
            if child is None:
                continue
            for column in range(tree.columnCount()):
                lines = child.text(column).splitlines() or [""]
                font_metrics = type(metrics)(child.font(column))
                width = max(font_metrics.horizontalAdvance(text) for text in lines) + PADDING
                if column == 0:
                    width += depth * tree.indentation()
                wants[column] = max(wants[column], width)
            walk(child, depth + 1)

    root = tree.invisibleRootItem()
    if root is not None:
        walk(root, 1)
    return wants


def fit_columns(tree: QTreeWidget, wants: Sequence[int], rest_to: int) -> None:
    """Set the columns' widths to their share of the tree's width now."""
    for column, width in enumerate(share(wants, tree.viewport().width(), rest_to)):
        if tree.columnWidth(column) != width:
            tree.setColumnWidth(column, width)
