"""The GM's roster row whole in view when its own change makes it taller.

A zombie brought below zero at the roster's bottom row (AFMBE norms, a 1366×768 laptop) grew the
GM's call under its state («Вне строя: решает ведущий», «Уничтожен», «Всё ещё идёт») and ran past
the list's bottom edge, its words cut.  Once such a change is laid out (the row's buttons are
measured after the queued events), the current row, if it changed and was in sight, is scrolled
whole into the list's view (its top kept in view where it is taller than the list).  A row out of
sight stays so, and no other change scrolls the roster (a selection following the fight does not:
:meth:`ui.docks.characters_dock.CharactersDock._keep_in_view`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def follow(dock: CharactersDock, changed: Iterable[int]) -> None:
    """The rows of ``changed`` were shown anew: the current one whole in view if it was in sight."""
    tree = dock.tree
    item = tree.currentItem()
    if item is None or not any(dock.items.get(cid) is item for cid in changed):
        return
    # the strip under the last whole row counts (:mod:`ui.docks.roster_whole_view`): the row there was in sight
    sight = tree.viewport().rect().adjusted(0, 0, 0, tree.viewportMargins().bottom())
    if not sight.intersects(tree.visualItemRect(item)):
        return  # out of sight: left there
    # after the queued events (its buttons shown, the row measured again), and once more after those
    QTimer.singleShot(0, tree, lambda: QTimer.singleShot(0, tree, lambda: whole(tree, item)))


def whole(tree: QTreeWidget, item: QTreeWidgetItem) -> None:
    """``item`` scrolled whole into view where it is cut at the bottom edge (its top first)."""
    try:
        rect = tree.visualItemRect(item)
    except RuntimeError:  # the row went meanwhile (the roster built anew)
        return
    view = tree.viewport().rect()
    sight = view.adjusted(0, 0, 0, tree.viewportMargins().bottom())  # the strip under the last whole row too
    if not rect.isValid() or view.contains(rect) or not sight.intersects(rect) or rect.bottom() <= view.bottom():
        return
    bar = tree.verticalScrollBar()
    # a step at a time (a row, or a pixel, as the list scrolls) until its bottom shows, its top kept in view
    while bar.value() < bar.maximum():
        bar.setValue(bar.value() + 1)
        rect, view = tree.visualItemRect(item), tree.viewport().rect()  # the view ends under another row now
        if rect.top() < view.top():
            bar.setValue(bar.value() - 1)
            return
        if rect.bottom() <= view.bottom():
            return
