"""The initiative dock's order list: the view of the fight's rows (:mod:`ui.widgets.fight_model`),
its columns, and the rows dragged to a new place in the order."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QDropEvent, QFont, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

from ui.widgets.fight_columns import narrowest_tracks, share_columns, text_margin, wrapped_height
from ui.widgets.fight_model import (
    CONDITIONS,
    INIT,
    NAME,
    ORDER,
    TRACKS,
    TURN,
    FightModel,
    FightRow,
    fill_row,
    heading_of,
)
from ui.widgets.fight_widths import KeptWidths
from ui.widgets.tracks_delegate import TRACKS_ROLE, Cell

__all__ = ["CONDITIONS", "CURRENT_BRUSH", "INIT", "NAME", "ORDER", "SEVERITY_COLOURS", "TRACKS", "TURN",
           "OrderTree", "rules_tr"]  # fmt: skip
SEVERITY_COLOURS = {"info": "#5b8def", "warn": "#e0a030", "danger": "#e04848"}
CURRENT_BRUSH = QBrush(QColor(224, 160, 48, 70))


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class OrderDelegate(QStyledItemDelegate):
    """The order's column: its row filled before it is measured (the view measures a row's cells
    from the first column in sight; the others' delegates fill it too).  Where the row's conditions
    go on a line under its cells (:attr:`OrderTree.below`), the row is as tall as its tallest cell
    and that line."""

    def __init__(self, tree: OrderTree) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        fill_row(index)
        size = super().sizeHint(option, index)
        band = self.tree.band(index)
        if not band:
            return size
        tallest = size.height()
        for column in (NAME, INIT, TRACKS, TURN):
            delegate = self.tree.itemDelegateForColumn(column)
            if delegate is not None and not self.tree.isColumnHidden(column):
                tallest = max(tallest, delegate.sizeHint(option, index.sibling(index.row(), column)).height())
        return QSize(size.width(), tallest + band)


class OrderTree(QTreeView):
    """The order of the fight, a view of ``model``'s rows; rows can be dragged to a new place.

    Signals: ``moved(int combatant_id, int index)`` — the GM dropped a row at ``index``;
    ``words_short()`` — the columns were shared short of the room the bars' values' words need.
    """

    moved = Signal(int, int)
    words_short = Signal()

    def __init__(self, model: FightModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fight_model = model
        self.setModel(model)
        self.header().setSectionsClickable(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDropIndicatorShown(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # nothing in it is edited
        self.setItemDelegateForColumn(ORDER, OrderDelegate(self))
        #: each row's widths, and the widest of each column (ui.widgets.fight_widths)
        self.widths = KeptWidths()
        self._unmeasured: set[int] = set()  # rows changed out of sight, measured as they come into sight
        self._keep_chosen = False  # the chosen row was in sight as rows changed: whole in sight after them
        #: each row's conditions on a line of their own under its cells, wrapped across the list,
        #: where the list is too narrow for their column beside the tracks (F11 with the map on a
        #: laptop): read whole, not past the list's right edge (set by share_columns)
        self.below = False
        #: every text the initiatives' column may show in the fight's mode, the one before any
        #: declaration first (a phase mode), or none: the column's width from these, not from what
        #: the rows declare (set by ui.docks.fight_rows)
        self.initiative_forms: tuple[str, ...] = ()
        #: the tracks' column's width the rows were last laid out for: a row's bars take more or fewer
        #: lines as it stretches (a value's word on the bar's line or under its numbers)
        self._tracks_laid = -1
        # empty (no fight) it asks for no more than its least height: see sizeHint
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._empty_or_not)
        self._was_empty = model.rowCount() == 0

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """With no fight (no rows) the list asks for its least height, not Qt's 192 pixels: its
        dock's scroll area counts what the list asks for as the least its body can take without a
        scroll bar, and the roster above could not take from the empty list the few pixels it lacked
        to show every row (the Russian twdu demo's «Зомби» and «Ходячий», 36 pixels under its bottom
        at open)."""
        hint = super().sizeHint()
        if self.model() is not None and self.model().rowCount() == 0:
            return QSize(hint.width(), max(self.minimumHeight(), self.minimumSizeHint().height()))
        return hint

    def _empty_or_not(self) -> None:
        empty = self.model().rowCount() == 0
        if empty != self._was_empty:
            self._was_empty = empty
            self.updateGeometry()  # its dock's body asks again

    def band(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """The height of the line under a row's cells that shows its conditions (0: none)."""
        if not self.below:
            return 0
        conditions = index.sibling(index.row(), CONDITIONS)
        text = conditions.data(Qt.ItemDataRole.DisplayRole)
        if not text:
            return 0
        font = conditions.data(Qt.ItemDataRole.FontRole) or self.font()
        return wrapped_height(str(text), font, self.band_rect(QRect()).width() - 2 * text_margin(self)) + 6

    def band_rect(self, row: QRect, band: int = 0) -> QRect:
        """Where a row (``row``: its rectangle) shows its conditions: under its cells, from its
        name's left to the list's right edge, ``band`` pixels high."""
        left = max(0, self.header().sectionViewportPosition(NAME))
        return QRect(left, row.bottom() + 1 - band, max(1, self.viewport().width() - left), band)

    def drawRow(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        """A row's items filled with its cells (worked out if it changed) before it is painted."""
        row = index.row()
        self.fight_model.fill(row)
        if row in self._unmeasured:  # (come into sight by a way the list did not see: painted again)
            self._unmeasured.discard(row)
            self._measure(row)
        band = self.band(index)
        if not band:
            super().drawRow(painter, option, index)
            return
        cells = QStyleOptionViewItem(option)
        cells.rect = QRect(option.rect.x(), option.rect.y(), option.rect.width(), option.rect.height() - band)
        super().drawRow(painter, cells, index)
        self._draw_band(painter, option, index, band)

    def _draw_band(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex, band: int
    ) -> None:
        """The row's conditions on their line under its cells, in the row's colours (selected, the
        turn's), wrapped across the list."""
        conditions = index.sibling(index.row(), CONDITIONS)
        chosen = self.selectionModel()
        selected = chosen is not None and chosen.isSelected(index.sibling(index.row(), 0))
        place = self.band_rect(option.rect, band)
        for rect, shown in ((QRect(0, place.y(), place.x(), band), None), (place, conditions)):
            if rect.width() <= 0:
                continue
            line = QStyleOptionViewItem(option)
            delegate = self.itemDelegateForColumn(CONDITIONS)
            if isinstance(delegate, QStyledItemDelegate):
                delegate.initStyleOption(line, conditions)
            line.rect = rect
            line.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
            line.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            line.state &= ~QStyle.StateFlag.State_HasFocus
            if selected:
                line.state |= QStyle.StateFlag.State_Selected
            if shown is None:
                line.text = ""
            self.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, line, painter, self)

    def keyboardSearch(self, search: str) -> None:
        """A typed number goes to its row: every row's order is read."""
        self.fight_model.fill_all()
        super().keyboardSearch(search)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_columns([])  # (the rows' widths are as they were)
        self.measure_in_sight()
        # the row whose turn it is (or the one the GM picked) stays in sight when the list gets
        # smaller: a window opened mid-fight scrolled to it before its docks took their sizes,
        # and showed it cut at the list's foot
        current = self.currentIndex()
        if current.isValid() and event.size().height() < event.oldSize().height():
            self.scrollTo(current.siblingAtColumn(0), QAbstractItemView.ScrollHint.EnsureVisible)

    def dataChanged(
        self, top: QModelIndex | QPersistentModelIndex, bottom: QModelIndex | QPersistentModelIndex,
        roles: Sequence[int] = (),
    ) -> None:  # fmt: skip
        """Rows the model says keep their heights are repainted, not measured (a round's end's
        forty turns); many rows changed are laid out once, at the next layout or paint.  A row out
        of sight is measured when it comes into sight (the view would measure every row between
        the top and it to find its place), or with the others when the list's foot (what its
        scroll bar is worked out from) is out of sight."""
        span = bottom.row() - top.row() + 1
        first, last = self.rows_in_sight()
        if self.fight_model.same_height:
            if span > 4:
                self.viewport().update()
            else:
                for row in range(top.row(), bottom.row() + 1):
                    if first <= row <= last:
                        self.viewport().update(self.row_rect(row))
            return
        chosen = self.currentIndex().row()
        # the chosen row in sight before: whole in sight after, however far a row above pushed it
        self._keep_chosen |= first <= chosen <= last
        if span > 4:
            self.scheduleDelayedItemsLayout()  # (the chosen row kept whole as it is laid out)
            super().dataChanged(top, bottom, list(roles))
            return
        foot = self.count() - (last - first + 1) - 1  # the rows from here down lay the scroll bar out
        laid_later = False
        for row in range(top.row(), bottom.row() + 1):
            if first <= row <= last:
                self._measure(row)
            elif row >= foot:
                self.scheduleDelayedItemsLayout()
                laid_later = True
            else:
                self._unmeasured.add(row)
        if not laid_later:
            self.keep_chosen_whole()

    def keep_chosen_whole(self) -> None:
        """The chosen row (the turn's, or the one declaring) whole in view while it is in sight in
        part, or was before the rows that changed: a row grown taller at the list's foot (Ben hurt
        on his turn, "Broken — every skill roll fails" under his conditions) scrolls the list up as
        far as it needs, not left cut; so does a row pushed down by one above it that grew (Ana
        Broken above Ben at the list's foot pushed his row past it, out of sight)."""
        was, self._keep_chosen = self._keep_chosen, False
        current = self.currentIndex()
        if not current.isValid():
            return
        first, last = self.rows_in_sight()
        row = current.row()
        if (was or first <= row <= last) and not self.viewport().rect().contains(self.row_rect(row)):
            self.scrollTo(current.siblingAtColumn(0), QAbstractItemView.ScrollHint.EnsureVisible)
            # scrollTo counts a row cut at the foot as in view (the turn's row pushed down by a row
            # above that grew a line of conditions beside the map, F11): up a row at a time
            self.show_chosen_whole()

    def show_chosen_whole(self) -> None:
        """The chosen row, cut at the list's foot, scrolled up a row at a time until it shows whole
        (its top kept in view); the view's own scrollTo counts a row cut at its foot as in view."""
        row = self.chosen_row()
        bar = self.verticalScrollBar()
        while row >= 0 and not self.row_in_sight(row) and bar.value() < bar.maximum():
            rect = self.row_rect(row)
            if not rect.isValid() or rect.top() <= 0 or rect.top() >= self.viewport().height():
                return  # above the view, or not in it at all: left as it is
            bar.setValue(bar.value() + 1)

    def _measure(self, row: int) -> None:
        """A row's height measured again, the row repainted (the view's own dataChanged)."""
        index = self.model().index(row, 0)
        QTreeView.dataChanged(self, index, index.siblingAtColumn(self.columnCount() - 1), [])

    def measure_in_sight(self) -> None:
        """The rows that changed out of sight measured as they come into sight."""
        if not self._unmeasured:
            return
        first, last = self.rows_in_sight()
        for row in sorted(r for r in self._unmeasured if first <= r <= last):
            self._unmeasured.discard(row)
            self._measure(row)

    def doItemsLayout(self) -> None:
        """Every row laid out afresh: each measured as it is needed."""
        self._unmeasured.clear()
        super().doItemsLayout()
        self.keep_chosen_whole()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.measure_in_sight()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):  # the cells' sizes measured anew
            for column in range(self.columnCount()):
                forget = getattr(self.itemDelegateForColumn(column), "forget", None)
                if forget is not None:
                    forget()
        super().changeEvent(event)

    def share_columns(self, changed: list[FightRow] | None = None) -> None:
        """Names, initiatives and conditions as wide as shows them whole (on several lines in a
        narrow dock, a laptop's screen), the tracks the rest (see :mod:`ui.widgets.fight_columns`);
        ``changed``: the only rows whose cells changed since the last call (None: any may have).
        The list short of the room its bars' values' words need says so (``words_short``)."""
        if share_columns(
            self, NAME, INIT, TRACKS, CONDITIONS, (ORDER, TURN), changed, self.widths, self.initiative_forms
        ):
            self._tracks_laid = self.header().sectionSize(TRACKS)
            self.doItemsLayout()  # the rows' heights follow the new widths
        elif self.header().sectionSize(TRACKS) != self._tracks_laid:  # the tracks stretched (the dock widened)
            self._tracks_laid = self.header().sectionSize(TRACKS)
            self.scheduleDelayedItemsLayout()
        if self.widths.lack > 0 or self.widths.lack_line > 0:
            self.words_short.emit()

    def words_lack(self, line: bool = False) -> int:
        """The pixels the list lacks to show its bars' values' words, under their numbers (``line``:
        on their bars' line; 0: shown, or none)."""
        return self.widths.lack_line if line else self.widths.lack

    def least_width(self) -> int:
        """The narrowest the list's viewport shows the order, the names, the initiatives, the tracks
        (in their shortest form: a bar a line, a body figure with its parts' abbreviations) and whose
        turn it is whole in; the conditions may go past its edge."""
        header = self.header()
        metrics = self.fontMetrics()
        tracks = max((narrowest_tracks(cells, metrics) for cells in self._track_cells()), default=0)
        return sum(header.sectionSize(c) for c in (ORDER, NAME, INIT, TURN) if not header.isSectionHidden(c)) + tracks

    def conditions_width(self) -> int:
        """The narrowest the conditions column shows its words whole in (a word a line), 0 with none."""
        header = self.header()
        if header.isSectionHidden(CONDITIONS) or not self.widths.any("has_badges"):
            return 0
        pad = 2 * text_margin(self) + 2  # as the columns share a narrow list's room
        heading = header.fontMetrics().horizontalAdvance(heading_of(self, CONDITIONS)) + pad
        return max(heading, self.widths.most("badge_word") + pad)

    def _track_cells(self) -> list[list[Cell]]:
        out = []
        for row in self.fight_model.rows:
            cells = row.data(TRACKS, TRACKS_ROLE)
            if isinstance(cells, list) and cells:
                out.append(cells)
        return out

    def quietly(self, fit: Callable[[], None]) -> None:
        """Run ``fit`` (which sets the columns' widths) with the header's ``sectionResized``
        unheard: the list's own slot for it repaints the resized columns from a timer, after the
        paint the change itself brings (the whole list painted twice at a round's end, whose
        order column narrows); the list's geometries and rows are brought up to date here instead,
        and painted once: a column that changed width lays the rows out again at the next paint (a
        row's wrapped text may take another line; the rows a round's end repaints untold rely on it)."""
        header = self.header()
        sizes = [header.sectionSize(c) for c in range(self.columnCount())]
        blocked = header.blockSignals(True)
        try:
            fit()
        finally:
            header.blockSignals(blocked)
        if [header.sectionSize(c) for c in range(self.columnCount())] != sizes:
            self.updateGeometries()
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    # ------------------------------------------------------------------ what the list shows
    # read through its model, row by row (row: the place in the list, from 0), whatever holds
    # the rows' cells: what the window's other parts and the tests ask of it

    def count(self) -> int:
        """How many rows the list shows."""
        return self.model().rowCount()

    def columnCount(self) -> int:  # noqa: N802 (QTreeWidget's name, which the list was)
        """How many columns the list has."""
        return self.model().columnCount()

    def cell(self, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """What a cell holds in ``role`` (None: nothing)."""
        self.fight_model.fill(row)
        return self.model().index(row, column).data(role)

    def text(self, row: int, column: int) -> str:
        """A cell's text ("" when it has none)."""
        value = self.cell(row, column)
        return "" if value is None else str(value)

    def cell_font(self, row: int, column: int) -> QFont:
        """The font a cell is drawn in: its own (bold for the turn, struck through for one out of
        the fight, italic for one hidden from the players) or the list's."""
        value = self.cell(row, column, Qt.ItemDataRole.FontRole)
        return value if isinstance(value, QFont) else self.font()

    def combatant_at(self, row: int) -> int | None:
        """The combatant id of a row (None: no such row)."""
        rows = self.fight_model.rows
        return rows[row].cid if 0 <= row < len(rows) else None

    def row_of(self, combatant_id: int) -> int:
        """The row of a combatant (-1: not in the list)."""
        return self.fight_model.place(combatant_id)

    def row_rect(self, row: int) -> QRect:
        """The rectangle a row takes in the viewport, across its columns (empty: out of the list)."""
        index = self.model().index(row, 0)
        if not index.isValid():
            return QRect()
        header = self.header()
        first = header.logicalIndexAt(-header.offset())
        last = header.logicalIndexAt(header.length() - header.offset() - 1)
        return self.visualRect(index.siblingAtColumn(max(0, first))) | self.visualRect(
            index.siblingAtColumn(max(0, last))
        )

    def rows_in_sight(self) -> tuple[int, int]:
        """The first and the last row the viewport shows, whole or in part ((0, -1): none)."""
        top = self.indexAt(QPoint(0, 0)).row()
        if top < 0:
            return 0, -1
        bottom = self.indexAt(QPoint(0, self.viewport().height() - 1)).row()
        return top, bottom if bottom >= 0 else self.count() - 1

    def row_in_sight(self, row: int) -> bool:
        """Whether a row is whole in the viewport (asked of the rows in sight alone: the view measures
        every row between the top and a row it is asked the place of)."""
        top, bottom = self.rows_in_sight()
        if not top <= row <= bottom:
            return False
        return self.viewport().rect().contains(self.row_rect(row))

    def chosen_row(self) -> int:
        """The list's chosen row (-1: none)."""
        index = self.currentIndex()
        return index.row() if index.isValid() else -1

    def choose_row(self, row: int) -> None:
        """Make a row the list's chosen one."""
        self.setCurrentIndex(self.model().index(row, 0))

    def heading(self, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> str:
        """A column's heading (or, with ``ToolTipRole``, what its tooltip says)."""
        value = self.model().headerData(column, Qt.Orientation.Horizontal, role)
        return "" if value is None else str(value)

    # ------------------------------------------------------------------ dragging
    def drop_index(self, target: int, below: bool) -> int:
        """Where a row dropped on the row ``target`` (above it, or below when ``below``; -1: under
        the last row) lands in the order."""
        if target < 0:
            return self.count() - 1
        index = target + (1 if below else 0)
        current = self.chosen_row()
        if 0 <= current < index:
            index -= 1
        return index

    def dropEvent(self, event: QDropEvent) -> None:
        dragged = self.combatant_at(self.chosen_row())
        target = self.indexAt(event.position().toPoint()).row()
        below = self.dropIndicatorPosition() == QAbstractItemView.DropIndicatorPosition.BelowItem
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if dragged is not None:
            self.moved.emit(dragged, self.drop_index(target, below))
