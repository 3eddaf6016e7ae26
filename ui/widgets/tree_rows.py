"""Cells set on a tree's rows in one go, the tree told once (or not at all where no row's height
can change): the fight list's rows at a turn and at a round's end."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from ui.widgets.fight_columns import wrapped_height

Cells = list[tuple[int, int, object]]  # (column, role, value)
_HEIGHTS: dict[tuple[str, str, int], int] = {}


def kept_height(text: str, font: QFont, room: int) -> int:
    """The height of ``text`` wrapped in ``room`` pixels (``wrapped_height``), kept: a round's end asks
    it of forty rows' turns, in a few words."""
    key = (text, font.key(), room)
    found = _HEIGHTS.get(key)
    if found is None:
        if len(_HEIGHTS) > 1024:
            _HEIGHTS.clear()
        found = _HEIGHTS[key] = wrapped_height(text, font, room)
    return found


def set_rows_data(
    tree: QTreeWidget, rows: list[tuple[QTreeWidgetItem, Cells]], repaint: Sequence[QTreeWidgetItem] = ()
) -> None:
    """Set each row's changed cells and tell the list once per row: each set alone made the list
    measure the whole row again (every column's size hint, the row's height), ten times for a
    turn's row, 2 ms of the frame.  Many rows (a round's end: all forty) are told in one range and
    measured once, when the list lays its rows out next, not row by row now and all again when
    the columns are shared out.

    ``repaint``: rows among ``rows`` whose changes leave their height as it was (a turn's word, the
    order's number, a colour): set and repainted, the list not told, so it measures none of them
    (a round's end changes the forty rows' turns, and the list measured the forty rows' heights,
    every column's text, for two of them: the one whose turn ends and the one whose turn starts)."""
    if not rows:
        return
    model = tree.model()
    blocked = model.blockSignals(True)
    try:
        for item, cells in rows:
            for column, role, value in cells:
                item.setData(column, role, value)
    finally:
        model.blockSignals(blocked)
    quiet = {id(item) for item in repaint}
    if quiet:
        told = [row for row in rows if id(row[0]) not in quiet]
        if len(repaint) > 4:
            tree.viewport().update()
        else:
            for item in repaint:
                tree.viewport().update(tree.visualItemRect(item))
        rows = told
        if not rows:
            return
    last = tree.columnCount() - 1
    indexes = sorted((tree.indexFromItem(item, 0) for item, _cells in rows), key=lambda i: i.row())
    roles = sorted({r for _item, cells in rows for _c, r, _v in cells})
    if len(rows) > 4:
        # the rows laid out again once, when the list next lays out or paints (or at once, if the
        # columns are shared out anew); the range's news then measures nothing itself
        tree.scheduleDelayedItemsLayout()
        model.dataChanged.emit(indexes[0], indexes[-1].siblingAtColumn(last), roles)
        return
    for index in indexes:
        model.dataChanged.emit(index, index.siblingAtColumn(last), roles)
