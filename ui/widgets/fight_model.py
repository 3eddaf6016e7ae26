"""The fight list's item model: one row per combatant, in the fight's order, each row holding the
values of its cells by column and role (what :class:`ui.docks.fight_rows.FightRows` works out from
the service's view of the fight).  The view (:class:`ui.docks.order_tree.OrderTree`) and its
delegates read the cells through :meth:`FightModel.data`; nothing is a widget or an item.

A change sets the cells that differ on the rows that changed and tells the view with
``dataChanged`` for those rows only: one range when many rows changed (a round's end), a row at a
time otherwise.  Rows whose changes keep their height (a turn's word, the order's number, a colour)
are told while :attr:`FightModel.same_height` is set, so the view repaints them without measuring
them again (a round's end changes the forty rows' turns; two of them can change height)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView

ORDER, NAME, INIT, TRACKS, CONDITIONS, TURN = range(6)
COLUMNS = 6
ID_ROLE = Qt.ItemDataRole.UserRole
_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

Index = QModelIndex | QPersistentModelIndex
Cells = list[tuple[int, int, object]]  # (column, role, value)


class FightRow:
    """One combatant's row: its id and its cells' values by (column, role)."""

    __slots__ = ("cid", "cells")

    def __init__(self, cid: int) -> None:
        self.cid = cid
        self.cells: dict[tuple[int, int], object] = {}

    def data(self, column: int, role: int) -> object:
        """A cell's value in ``role`` (None: nothing)."""
        if role == ID_ROLE and column == ORDER:
            return self.cid
        return self.cells.get((column, _DISPLAY if role == _EDIT else role))

    def text(self, column: int) -> str:
        """A cell's text ("" when it has none)."""
        value = self.cells.get((column, _DISPLAY))
        return "" if value is None else str(value)


class FightModel(QAbstractTableModel):
    """The fight's rows, in order.  Its headings are set with :meth:`set_headings`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[FightRow] = []
        self._place: dict[int, int] = {}  # combatant id → its row
        self._headings: list[str] = [""] * COLUMNS
        self._heading_tips: dict[int, str] = {}
        #: while set, the rows being told of keep their heights (see the module's docstring)
        self.same_height = False

    # ------------------------------------------------------------------ Qt's model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else COLUMNS

    def data(self, index: Index, role: int = _DISPLAY) -> object:
        row = index.row()
        if not 0 <= row < len(self.rows):
            return None
        return self.rows[row].data(index.column(), role)

    def setData(self, index: Index, value: object, role: int = _EDIT) -> bool:  # noqa: N802
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self.rows):
            return False
        self.rows[row].cells[(index.column(), _DISPLAY if role == _EDIT else role)] = value
        self.dataChanged.emit(index, index, [role])
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        # a row is dragged to a new place; a drop lands between rows, never on one
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMNS:
            return None
        if role in (_DISPLAY, _EDIT):
            return self._headings[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._heading_tips.get(section)
        return None

    # ------------------------------------------------------------------ what the fight list sets
    def set_headings(self, headings: Sequence[str], tips: dict[int, str]) -> None:
        """The columns' headings and the tooltips of those that say more."""
        self._headings = [*headings, *[""] * COLUMNS][:COLUMNS]
        self._heading_tips = dict(tips)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)

    def row(self, combatant_id: int) -> FightRow | None:
        """A combatant's row (None: not in the list)."""
        place = self._place.get(combatant_id)
        return None if place is None else self.rows[place]

    def place(self, combatant_id: int) -> int:
        """A combatant's row number (-1: not in the list)."""
        return self._place.get(combatant_id, -1)

    def clear(self) -> None:
        """No row (a campaign opened)."""
        self.beginResetModel()
        self.rows = []
        self._place = {}
        self.endResetModel()

    def set_order(self, ids: Sequence[int]) -> list[FightRow]:
        """The rows of ``ids`` in that order: the rows of those gone taken out, new (empty) rows
        made for those who came, the rest moved (the view keeps its chosen row on its combatant).
        Returns the new rows."""
        wanted = set(ids)
        for place in reversed(range(len(self.rows))):
            if self.rows[place].cid not in wanted:
                self.beginRemoveRows(QModelIndex(), place, place)
                del self.rows[place]
                self.endRemoveRows()
        held = {row.cid for row in self.rows}
        new = [FightRow(cid) for cid in ids if cid not in held]
        if new:
            first = len(self.rows)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self.rows.extend(new)
            self._place = {row.cid: i for i, row in enumerate(self.rows)}
            self.endInsertRows()
        if [row.cid for row in self.rows] != list(ids):
            self.layoutAboutToBeChanged.emit()
            before = [row.cid for row in self.rows]
            by_id = {row.cid: row for row in self.rows}
            self.rows = [by_id[cid] for cid in ids]
            self._place = {row.cid: i for i, row in enumerate(self.rows)}
            kept = self.persistentIndexList()
            moved = [self.index(self._place[before[i.row()]], i.column()) for i in kept]
            self.changePersistentIndexList(kept, moved)
            self.layoutChanged.emit()
        self._place = {row.cid: i for i, row in enumerate(self.rows)}
        return new

    def set_rows(self, changed: Sequence[tuple[FightRow, Cells]], same_height: Sequence[FightRow] = ()) -> None:
        """Set each row's changed cells, then tell the view of those rows: ``same_height`` (rows among
        ``changed`` whose changes keep their height) first, marked so, then the others, in one
        range when there are many (the view lays them out once) or row by row."""
        for row, cells in changed:
            for column, role, value in cells:
                row.cells[(column, role)] = value
        if not changed:
            return
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
