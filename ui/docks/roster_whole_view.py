"""The roster's rows whole in its view: the list's bottom edge cuts no row.

The roster scrolls a row at a time; where its view ends inside a row, that row's lower part was cut
off — on a 1366×768 laptop the grid game's second character, Dov, showed his body figure and half of
«Запас сил 5/5» under it, a bar the GM read as missing.  The view now ends under its last whole row:
the strip under it (less than that row's height) stays empty, the scroll bar saying there is more,
and the next row is a scroll (or an arrow key) away, whole.  A row taller than the whole view is
shown from its top as before.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint
from PySide6.QtWidgets import QTreeView


def cut_height(tree: QTreeView, bottom_margin: int) -> int:
    """How much of the view (its height with ``bottom_margin`` given back) the row its bottom edge
    cuts takes up: the margin that leaves the rows above it whole (0: no row is cut, or the first
    row is taller than the view)."""
    full = tree.viewport().height() + bottom_margin
    index = tree.indexAt(QPoint(1, 1))
    whole = 0  # the bottom of the last whole row
    while index.isValid():
        rect = tree.visualRect(index)
        if rect.top() >= full:
            return 0
        if rect.bottom() + 1 > full:
            return full - whole if whole > 0 else 0
        whole = rect.bottom() + 1
        index = tree.indexBelow(index)
    return 0


def fitted_margins(tree: QTreeView, margins: QMargins) -> QMargins | None:
    """The view's margins with the cut row's part taken off its bottom, or None where they stand."""
    wanted = cut_height(tree, margins.bottom())
    if wanted == margins.bottom():
        return None
    return QMargins(margins.left(), margins.top(), margins.right(), wanted)
