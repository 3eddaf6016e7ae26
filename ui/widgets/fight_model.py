"""The fight list's item model: one row per combatant, in the fight's order, each row holding the
values of its cells by column and role (what :class:`ui.docks.fight_rows.FightRows` works out from
the service's view of the fight).  The view (:class:`ui.docks.order_tree.OrderTree`) and its
delegates read the cells from the model; nothing in the list is a widget.

The model is a ``QStandardItemModel``: the view's every question of a cell it paints or measures
(a dozen roles a cell) is answered in Qt's own code, not by a call into Python.  Each row also
keeps its cells' values in a dictionary (:attr:`FightRow.cells`), which a change is compared with
(not read back from Qt).  A change sets the cells that differ on the rows that changed and tells
the view with ``dataChanged`` for those rows only: one range when many rows changed (a round's
end), a row at a time otherwise.  Rows whose changes keep their height (a turn's word, the order's
number, a colour) are told while :attr:`FightModel.same_height` is set, so the view repaints them
without measuring them again (a round's end changes the forty rows' turns; two of them can change
height)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView

ORDER, NAME, INIT, TRACKS, CONDITIONS, TURN = range(6)
COLUMNS = 6
ID_ROLE = Qt.ItemDataRole.UserRole
_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

Cells = list[tuple[int, int, object]]  # (column, role, value)


class FightRow:
    """One combatant's row: its id, its cells' values by (column, role) and the model's items that
    hold them."""

    __slots__ = ("cells", "cid", "items")

    def __init__(self, cid: int) -> None:
        self.cid = cid
        self.cells: dict[tuple[int, int], object] = {(ORDER, ID_ROLE): cid}
        self.items = [QStandardItem() for _ in range(COLUMNS)]
        for item in self.items:  # a row is dragged to a new place; nothing is edited
            item.setFlags(_ROW_FLAGS)
        self.items[ORDER].setData(cid, ID_ROLE)

    def data(self, column: int, role: int) -> object:
        """A cell's value in ``role`` (None: nothing)."""
        return self.cells.get((column, _DISPLAY if role == _EDIT else role))

    def text(self, column: int) -> str:
        """A cell's text ("" when it has none)."""
        value = self.cells.get((column, _DISPLAY))
        return "" if value is None else str(value)


class FightModel(QStandardItemModel):
    """The fight's rows, in order.  Its headings are set with :meth:`set_headings`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self.rows: list[FightRow] = []
        self._place: dict[int, int] = {}  # combatant id → its row
        #: while set, the rows being told of keep their heights (see the module's docstring)
        self.same_height = False

    def set_headings(self, headings: Sequence[str], tips: dict[int, str]) -> None:
        """The columns' headings and the tooltips of those that say more."""
        self.setHorizontalHeaderLabels(list(headings))
        for column, tip in tips.items():
            item = self.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)

    def row(self, combatant_id: int) -> FightRow | None:
        """A combatant's row (None: not in the list)."""
        place = self._place.get(combatant_id)
        return None if place is None else self.rows[place]

    def place(self, combatant_id: int) -> int:
        """A combatant's row number (-1: not in the list)."""
        return self._place.get(combatant_id, -1)

    def clear(self) -> None:  # (QStandardItemModel's would take the headings too)
        """No row (a campaign opened)."""
        self.removeRows(0, self.rowCount())
        self.rows = []
        self._place = {}

    def set_order(self, ids: Sequence[int]) -> bool:
        """The rows of ``ids`` in that order: the rows of those gone taken out, new (empty) rows
        made for those who came, the rest put in the new order.  True when rows were put in a new
        order (the view's chosen row is then chosen again by the caller)."""
        wanted = set(ids)
        for place in reversed(range(len(self.rows))):
            if self.rows[place].cid not in wanted:
                self.removeRow(place)
                del self.rows[place]
        held = {row.cid for row in self.rows}
        for cid in ids:
            if cid not in held:
                row = FightRow(cid)
                self.appendRow(row.items)
                self.rows.append(row)
        moved = [row.cid for row in self.rows] != list(ids)
        if moved:  # the rows taken out and put back in the new order, the view told once
            self.layoutAboutToBeChanged.emit()
            by_id = {row.cid: row for row in self.rows}
            blocked = self.blockSignals(True)
            try:
                while self.rowCount():
                    self.takeRow(0)
                self.rows = [by_id[cid] for cid in ids]
                for row in self.rows:
                    self.appendRow(row.items)
            finally:
                self.blockSignals(blocked)
            self.layoutChanged.emit()
        self._place = {row.cid: i for i, row in enumerate(self.rows)}
        return moved

    def set_rows(self, changed: Sequence[tuple[FightRow, Cells]], same_height: Sequence[FightRow] = ()) -> None:
        """Set each row's changed cells, then tell the view of those rows: ``same_height`` (rows among
        ``changed`` whose changes keep their height) first, marked so, then the others, in one
        range when there are many (the view lays them out once) or row by row (each cell set
        alone had the view measure its whole row again)."""
        if not changed:
            return
        blocked = self.blockSignals(True)
        try:
            for row, cells in changed:
                for column, role, value in cells:
                    row.items[column].setData(value, role)
                    row.cells[(column, role)] = value
        finally:
            self.blockSignals(blocked)
        quiet = {id(row) for row in same_height}
        kept = sorted(self._place[row.cid] for row in same_height)
        told = sorted(self._place[row.cid] for row, _cells in changed if id(row) not in quiet)
        roles = sorted({role for _row, cells in changed for _c, role, _v in cells})
        if kept:
            self.same_height = True
            try:
                self._tell(kept, roles)
            finally:
                self.same_height = False
        if told:
            self._tell(told, roles)

    def _tell(self, places: list[int], roles: list[int]) -> None:
        last = COLUMNS - 1
        if len(places) > 4:
            self.dataChanged.emit(self.index(places[0], 0), self.index(places[-1], last), roles)
            return
        for place in places:
            self.dataChanged.emit(self.index(place, 0), self.index(place, last), roles)


def rows_of(view: QAbstractItemView) -> list[FightRow]:
    """The rows of a fight list's model, in order (none for another model)."""
    model = view.model()
    return model.rows if isinstance(model, FightModel) else []


def heading_of(view: QAbstractItemView, column: int) -> str:
    """A column's heading as the view's model says it."""
    model = view.model()
    value = model.headerData(column, Qt.Orientation.Horizontal) if model is not None else None
    return "" if value is None else str(value)
