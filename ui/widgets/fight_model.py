"""The fight list's item model: one row per combatant, in the fight's order.  Each row
(:class:`FightRow`) holds its *face*, what the columns are measured by (its order's mark, its
name, its initiative, its bars, its conditions, its turn), worked out for every row at each change
of it, and its *cells*, every value the row shows by column and role (tooltips, colours, the font),
worked out only when the row is painted, measured or read, and forgotten when the row changes.
The view (:class:`ui.docks.order_tree.OrderTree`) and its delegates read the cells from the model;
nothing in the list is a widget.

The model is a ``QStandardItemModel``: the view's every question of a cell it paints or measures
(a dozen roles a cell) is answered in Qt's own code, not by a call into Python.  Its items stay by
place: a row is made with no item, and a place's six items are made, or set anew, when the row
shown there is first painted, measured or read (:meth:`FightModel.fill`, called by the view as it
draws a row and by the delegates as they measure one), with the cells that differ from what they
held.  So a list of four hundred costs, at a build or a round's end, its rows' faces and the rows
in sight, not four hundred rows of cells.  Rows whose changes keep their height (a turn's word, the
order's number, a colour) are told while :attr:`FightModel.same_height` is set, so the view
repaints them without measuring them again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView

ORDER, NAME, INIT, TRACKS, CONDITIONS, TURN = range(6)
COLUMNS = 6
ID_ROLE = Qt.ItemDataRole.UserRole
_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

Cells = dict[tuple[int, int], object]  # (column, role) → value


class FightRow:
    """One combatant's row: its id, its face (the values the columns are measured by), what its
    cells are worked out from (:attr:`source`, set by the list's rows) and, once worked out, its
    cells by (column, role).  A row marked :attr:`due` changed in a way that keeps its height and
    its columns' widths (a round's end: its turn's word): its face is made again (by ``renew``)
    only when it is next painted, measured or read."""

    __slots__ = ("cells", "cid", "due", "face", "make", "renew", "source")

    def __init__(
        self, cid: int, make: Callable[[FightRow], Cells], renew: Callable[[FightRow], None] | None = None
    ) -> None:
        self.cid = cid
        self.face: Cells = {}
        self.source: object = None
        self.cells: Cells | None = None  # None: to be worked out (by ``make``) when next asked
        self.make = make
        self.renew = renew
        self.due = False

    def forget(self, face: Cells, source: object) -> None:
        """The row changed: its new face and source; its cells are worked out when next asked."""
        self.face = face
        self.source = source
        self.cells = None
        self.due = False

    def all_cells(self) -> Cells:
        """Every cell's value, worked out now if the row changed since they were."""
        if self.due and self.renew is not None:
            self.renew(self)
        if self.cells is None:
            self.cells = self.make(self)
        return self.cells

    def data(self, column: int, role: int) -> object:
        """A cell's value in ``role`` (None: nothing); the face's without working the cells out."""
        if self.due and self.renew is not None:
            self.renew(self)
        key = (column, _DISPLAY if role == _EDIT else role)
        if key in self.face:
            return self.face[key]
        return self.all_cells().get(key)

    def text(self, column: int) -> str:
        """A cell's text ("" when it has none)."""
        value = self.data(column, _DISPLAY)
        return "" if value is None else str(value)


class FightModel(QStandardItemModel):
    """The fight's rows, in order.  Its headings are set with :meth:`set_headings`; ``make`` works a
    row's cells out (:meth:`ui.docks.fight_rows.FightRows.work_out`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self.rows: list[FightRow] = []
        self._place: dict[int, int] = {}  # combatant id → its row
        self._written: list[Cells | None] = []  # by place: the cells its items hold (None: no items yet)
        self.make: Callable[[FightRow], Cells] = lambda _row: {}
        #: makes a row's face again when it was marked due (FightRow.due)
        self.renew: Callable[[FightRow], None] | None = None
        #: while set, the rows being told of keep their heights (see the module's docstring)
        self.same_height = False
        #: how many times a place's items were set from a row's cells (what the tests count)
        self.rows_filled = 0

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
        self._written = []
        self._place = {}

    def set_order(self, ids: Sequence[int]) -> bool:
        """The rows of ``ids`` in that order: the rows of those gone taken out, new rows (with no
        item yet) made for those who came, the rest put in the new order.  True when rows were put
        in a new order (the view's chosen row is then chosen again by the caller)."""
        wanted = set(ids)
        for place in reversed(range(len(self.rows))):
            if self.rows[place].cid not in wanted:
                self.removeRow(place)
                del self.rows[place]
                del self._written[place]
        held = {row.cid for row in self.rows}
        new = [cid for cid in ids if cid not in held]
        if new:  # one insertion: the view lays the rows out once
            self.insertRows(len(self.rows), len(new))
            self.rows.extend(FightRow(cid, self.make, self.renew) for cid in new)
            self._written.extend([None] * len(new))
        moved = [row.cid for row in self.rows] != list(ids)
        if moved:  # the items stay in their places, each shows its new row when next filled
            self.layoutAboutToBeChanged.emit()
            by_id = {row.cid: row for row in self.rows}
            self.rows = [by_id[cid] for cid in ids]
            self.layoutChanged.emit()
        self._place = {row.cid: i for i, row in enumerate(self.rows)}
        return moved

    def fill(self, place: int) -> None:
        """The items of a place set to its row's cells (worked out if the row changed), only the
        values that differ from what they held, the view not told (it asks as it paints or measures
        the row)."""
        if not 0 <= place < len(self.rows):
            return
        row = self.rows[place]
        cells = row.all_cells()
        written = self._written[place]
        if written is cells:
            return
        self.rows_filled += 1
        blocked = self.blockSignals(True)
        try:
            if written is None:  # the place's first items
                for column in range(COLUMNS):
                    item = QStandardItem()
                    item.setFlags(_ROW_FLAGS)  # a row is dragged to a new place; nothing is edited
                    self.setItem(place, column, item)
                written = {}
            items = [self.item(place, column) for column in range(COLUMNS)]
            items[ORDER].setData(row.cid, ID_ROLE)
            for key, value in cells.items():
                if written.get(key) != value:
                    items[key[0]].setData(value, key[1])
            for key in written.keys() - cells.keys():
                items[key[0]].setData(None, key[1])
        finally:
            self.blockSignals(blocked)
        self._written[place] = cells

    def fill_all(self) -> None:
        """Every place's items set (what a search of the whole list reads)."""
        for place in range(len(self.rows)):
            self.fill(place)

    def tell(self, measured: Sequence[FightRow], same_height: Sequence[FightRow]) -> None:
        """Tell the view of the rows that changed: ``same_height`` (whose changes keep their height)
        first, marked so (repainted), then ``measured``, in one range when there are many (the view
        lays them out once) or row by row."""
        kept = sorted(self._place[row.cid] for row in same_height)
        told = sorted(self._place[row.cid] for row in measured)
        if kept:
            self.same_height = True
            try:
                self._tell(kept)
            finally:
                self.same_height = False
        if told:
            self._tell(told)

    def _tell(self, places: list[int]) -> None:
        last = COLUMNS - 1
        if len(places) > 4:
            self.dataChanged.emit(self.index(places[0], 0), self.index(places[-1], last))
            return
        for place in places:
            self.dataChanged.emit(self.index(place, 0), self.index(place, last))


def fill_row(index: QModelIndex | QPersistentModelIndex) -> None:
    """The row of ``index`` filled, if it is a fight list's (what a delegate calls before it
    measures or paints a cell)."""
    model = index.model()
    if isinstance(model, FightModel):
        model.fill(index.row())


def rows_of(view: QAbstractItemView) -> list[FightRow]:
    """The rows of a fight list's model, in order (none for another model)."""
    model = view.model()
    return model.rows if isinstance(model, FightModel) else []


def heading_of(view: QAbstractItemView, column: int) -> str:
    """A column's heading as the view's model says it."""
    model = view.model()
    value = model.headerData(column, Qt.Orientation.Horizontal) if model is not None else None
    return "" if value is None else str(value)
