"""The roster's rows whole in its view: the list's bottom edge cuts no row.

The roster scrolls a row at a time; where its view ends inside a row, that row's lower part was cut
off — on a 1366×768 laptop the grid game's second character, Dov, showed his body figure and half of
«Запас сил 5/5» under it, a bar the GM read as missing.  The view now ends under its last whole row:
the strip under it (less than that row's height) stays empty, the scroll bar saying there is more,
and the next row is a scroll (or an arrow key) away, whole.  A row taller than the whole view is
shown from its top as before.  A group's heading is never the last row shown: where its first row
is cut, the heading goes under the strip with it (the Spanish «Zombis» stood alone at the bottom
of the roster in a fight, its zombies all out of view).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint
from PySide6.QtWidgets import QTreeView


def cut_height(tree: QTreeView, bottom_margin: int) -> int:
    """How much of the view (its height with ``bottom_margin`` given back) the row its bottom edge
    cuts takes up: the margin that leaves the rows above it whole (0: no row is cut, or the first
    row is taller than the view); a group's heading just above the cut row goes with it, unless it
    is the first row shown."""
    full = tree.viewport().height() + bottom_margin
    index = tree.indexAt(QPoint(1, 1))
    whole = 0  # the bottom of the last whole row
    heading = -1  # the top of that row when it is a group's heading (a top-level row with rows under it)
    while index.isValid():
        rect = tree.visualRect(index)
        if rect.top() >= full or rect.bottom() + 1 > full:  # the first row out of view, or cut
            if heading > 0:  # the heading just above it goes with it, out of the view
                return full - heading
            return full - whole if whole > 0 and rect.top() < full else 0
        whole = rect.bottom() + 1
        heading = rect.top() if not index.parent().isValid() and tree.model().hasChildren(index) else -1
        index = tree.indexBelow(index)
    return 0


def fitted_margins(tree: QTreeView, margins: QMargins) -> QMargins | None:
    """The view's margins with the cut row's part taken off its bottom, or None where they stand."""
    wanted = cut_height(tree, margins.bottom())
    if wanted == margins.bottom():
        return None
    return QMargins(margins.left(), margins.top(), margins.right(), wanted)
