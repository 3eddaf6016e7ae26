"""The ammo dock's tables: one character's stocks (big counts with their unit) and the ledger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.services.logtext import qt_translate, render_event, render_value
from ui.dialogs.ammo_dialog import stock_name, unit_text
from ui.widgets.gm_only import gm_only
from ui.widgets.table_fit import floor_of, share_columns, steady_room
from ui.widgets.wrap_header import WrapHeader

if TYPE_CHECKING:
    from app.services.ammo import StockView
    from app.store.models import LogEvent

KEY_ROLE = Qt.ItemDataRole.UserRole
#: the stock rows always shown whole (more scroll in the table)
SHOWN_ROWS = 2
#: the Fire cells' column (dropped while the other columns' words need the room)
FIRE = 4


class StockTable(QTableWidget):
    """One row per stock: name, what is left, spare rounds or clips, status, and a Fire cell.

    Signals: ``fireRequested(str)`` — the GM clicked a row's Fire cell (the stock key).
    """

    fireRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setTabKeyNavigation(False)  # the arrows go through its cells; Tab on to the ledger below
        self.setObjectName("stockTable")
        self.setHorizontalHeader(WrapHeader(self))  # «Состояние», «Repuesto» wrap rather than push sideways
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        # the columns share the dock's width, their texts wrapped rather than scrolled sideways
        self.setWordWrap(True)
        self.horizontalHeader().setStretchLastSection(False)
        self.row_height = 0  # the least height of a row: its big count
        self.views: list[StockView] = []
        self.spare_rounds = False
        #: each row's weapon and status (the status under the weapon's name while ``folded``)
        self._names: list[str] = []
        self._statuses: list[str] = []
        #: the statuses read under the weapons' names, their column hidden: the four columns' words
        #: would not fit side by side (the Russian fight layout scrolled sideways, «Ст…» at its edge)
        self.folded = False
        self.cellClicked.connect(self._clicked)

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Weapon"), self.tr("Left"), self.tr("Spare"), self.tr("Status"), ""])
        if self.views:
            self.show_stocks(self.views)

    def fire_cell(self, key: str) -> QTableWidgetItem | None:
        """The Fire cell of stock ``key``'s row (None when it does not fire)."""
        for row, view in enumerate(self.views):
            if view.stock.key == key and "fire" in view.stock.actions:
                return self.item(row, 4)
        return None

    def _clicked(self, row: int, column: int) -> None:
        if column == FIRE and 0 <= row < len(self.views) and "fire" in self.views[row].stock.actions:
            self.fireRequested.emit(self.views[row].stock.key)

    def current_key(self) -> str | None:
        row = self.currentRow()
        return self.views[row].stock.key if 0 <= row < len(self.views) else None

    def show_stocks(self, views: list[StockView], spare_rounds: bool | None = None) -> None:
        """Show ``views``; ``spare_rounds``: the currency keeps spare rounds beside the magazine."""
        from app.services.ammo import EMPTY, LOW  # the services load with the campaign

        colours = {EMPTY: "#e04848", LOW: "#e0a030"}
        if spare_rounds is not None:
            self.spare_rounds = spare_rounds
        keep = self.current_key()
        self.views = list(views)
        self.setRowCount(len(views))
        self._names, self._statuses = [], []
        big = QFont(self.font())
        big.setPointSize(max(big.pointSize(), 10) + 4)
        big.setBold(True)
        for row, view in enumerate(views):
            stock = view.stock
            name = QTableWidgetItem(stock_name(stock))
            name.setData(KEY_ROLE, stock.key)
            left = QTableWidgetItem(self._left(view))
            left.setFont(big)
            left.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            spare = QTableWidgetItem(self._spare(view))
            status = QTableWidgetItem(self._status(view))
            colour = colours.get(view.status)
            if colour:
                status.setBackground(QBrush(QColor(colour)))
                status.setForeground(QBrush(QColor("#000000")))
                left.setForeground(QBrush(QColor(colour)))
            for column, item in enumerate((name, left, spare, status)):
                self.setItem(row, column, item)
            self._names.append(name.text())
            self._statuses.append(status.text())
            fire = QTableWidgetItem("")
            if "fire" in stock.actions:
                fire.setText("  " + self.tr("Fire") + "  ")
                fire.setToolTip(self.tr("Spend what this weapon fires (F when its row is selected)"))
                fire.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                fire.setBackground(QBrush(QColor("#7a1f1f")))
                fire.setForeground(QBrush(QColor("#ffffff")))
                bold = QFont(self.font())
                bold.setBold(True)
                fire.setFont(bold)
            self.setItem(row, 4, fire)
        self.row_height = big.pointSize() * 3
        if self.folded:  # the new texts as the table reads them now (fit may unfold them)
            self._fold(True)
        self.fit()
        keys = [v.stock.key for v in views]
        if keep in keys:
            self.selectRow(keys.index(keep))
        elif views:
            self.selectRow(0)

    def fit(self) -> None:
        """The columns within the view (the spare and the status hidden while no row has one, the
        Fire cells while the other columns' words need the room: the dock's Fire button, F and
        Enter fire the selected row), each row as tall as its wrapped texts and its big count; the
        statuses under the weapons' names while the columns' words would not fit side by side."""
        fold = self._fold_needed()
        if fold != self.folded:
            self._fold(fold)
        share_columns(self, optional=(2, 3), droppable=(FIRE,))
        for row in range(self.rowCount()):
            self.setRowHeight(row, max(self.rowHeight(row), self.row_height))
        # no taller than its rows: an empty band under a character's one or two weapons pushed the
        # dock's buttons below a laptop's view (the Spanish dock's second row of them half hidden)
        # and its first rows whole however the dock's splitter shares the rest
        heights = [self.rowHeight(row) for row in range(self.rowCount())] or [self.row_height]
        frame = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        self.setMinimumHeight(frame + sum(heights[:SHOWN_ROWS]))
        self.setMaximumHeight(frame + sum(heights))

    def _fold_needed(self) -> bool:
        """Whether the weapon, what is left, the spare and the status, each read whole under its
        heading, are wider than the view (the Fire cells given way first), measured as the view is
        with the dock's scroll bar shown (:func:`~ui.widgets.table_fit.steady_room`): the rows
        folded are shorter, the dock's scroll bar went, the table widened by its width, and the
        Spanish table folded and unfolded at every pass of the event loop."""
        if not any(self._statuses):
            return False
        def filled(column: int) -> bool:
            return any((item := self.item(row, column)) is not None and item.text().strip()
                       for row in range(self.rowCount()))

        columns = [floor_of(self, 0, self._names), floor_of(self, 3, self._statuses)]
        columns += [floor_of(self, column) for column in (1, 2) if filled(column)]
        return sum(columns) > steady_room(self)

    def _fold(self, fold: bool) -> None:
        """The statuses under the weapons' names (``fold``) or in their own column, each name's cell
        coloured as its status's while it holds it."""
        self.folded = fold
        for row, (name, status) in enumerate(zip(self._names, self._statuses, strict=True)):
            weapon, state = self.item(row, 0), self.item(row, 3)
            if weapon is None or state is None:
                continue
            weapon.setText(self.tr("{weapon}:\n{status}").format(weapon=name, status=status) if fold and status
                           else name)
            weapon.setBackground(state.background() if fold and status else QBrush())
            weapon.setForeground(state.foreground() if fold and status else QBrush())
            state.setText("" if fold else status)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit()

    def _left(self, view: StockView) -> str:
        stock = view.stock
        if stock.capacity:
            return self.tr("{count} / {capacity} {unit}").format(
                count=stock.count, capacity=stock.capacity, unit=unit_text(stock.unit, stock.count)
            )
        return self.tr("{count} {unit}").format(count=stock.count, unit=unit_text(stock.unit, stock.count))

    def _spare(self, view: StockView) -> str:
        stock = view.stock
        if "fire" not in stock.actions and stock.clips:
            return self.tr("rounds in each: {clips}").format(clips=" · ".join(str(c) for c in stock.clips))
        if self.spare_rounds and "reload" in stock.actions:
            return self.tr("{spare} spare").format(spare=stock.spare)
        return ""

    def _status(self, view: StockView) -> str:
        from app.services.ammo import EMPTY, LOW

        parts = []
        if view.status == EMPTY:
            parts.append(self.tr("EMPTY"))
        elif view.status == LOW:
            parts.append(self.tr("Low (warning at {threshold})").format(threshold=view.threshold))
        if view.fired_this_round:
            parts.append(self.tr("fired this round"))
        return ", ".join(parts)


class LedgerTable(QTableWidget):
    """The ammunition events: round, who, what happened; a secret result shown to the GM only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("ledgerTable")
        self.setTabKeyNavigation(False)  # the arrows go through its rows; Tab on out of it (not a cell trap)
        self.setHorizontalHeader(WrapHeader(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)  # an entry wraps in a narrow dock, read whole rather than cut
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # who ("Ana Reyes → Caminante") wraps in at most a third of the width: the entry keeps the
        # rest (sized to its names, the entry was left four characters wide at 1366×768)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.sectionResized.connect(self._entry_resized)
        self.events: list[LogEvent] = []
        self._refit_pending = False

    def retranslate(self) -> None:
        # the round's heading abbreviated as the log's ("Rd", «Р.», «As.»): «Asalto» took a column
        # six digits wide for a round's one or two, the room the entries needed to stay on one line
        rd = self.tr("Rd", "the round column's heading, abbreviated (its tooltip says Round)")
        self.setHorizontalHeaderLabels([rd, self.tr("Who"), self.tr("Entry")])
        heading = self.horizontalHeaderItem(0)
        if heading is not None:
            heading.setToolTip(self.tr("Round"))
        self.show_events(self.events)

    def line(self, event: LogEvent, short: bool = True) -> str:
        """The entry's words: a roll that fired says what it spent ("Pistol: 15 → 14 rounds", its
        whole line, the shot's target and dice, on the mouse: it took a row ten lines tall in a
        laptop's narrow column); the ammunition dock's own actions say their line; then what the GM
        alone is told of it (:mod:`ui.widgets.gm_only`).  ``short`` False: the whole line."""
        from app.services.ammo.fired_rolls import spent_words  # the services load with the campaign

        spent = spent_words(event) if short else []
        text = render_value(spent, qt_translate) if spent else render_event(event)
        return text + gm_only(event.payload)

    def show_events(self, events: list[LogEvent]) -> None:
        self.events = list(events)
        self.setRowCount(len(self.events))
        for row, event in enumerate(self.events):
            who = event.actor + (f" → {event.target}" if event.target else "")
            whole = self.line(event, short=False)
            cells = ("" if event.round is None else str(event.round), who, self.line(event))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(whole)
                # a taller row reads from its top: the round beside the entry's first line, not under it
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                self.setItem(row, column, item)
        self._fit_who()
        self.resizeRowsToContents()
        self.scrollToBottom()

    def _entry_resized(self, column: int, _old: int, _new: int) -> None:
        if column == 2:  # the entries' column took the dock's new width: their rows follow
            self.refit_rows()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.refit_rows()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.refit_rows()  # its width changed while it was hidden (behind a tab, F11 and back)

    def refit_rows(self) -> None:
        """Each row as tall as its entry wrapped at the column's width, once the header has laid its
        columns out: measured as the column resized, the rows took the height of the width before
        (a line fired in the fight layout's wide column stayed one line high, cut, back in the
        narrower own layout)."""
        if not self._refit_pending:
            self._refit_pending = True
            QTimer.singleShot(0, self, self._refit)

    def _refit(self) -> None:
        self._refit_pending = False
        self._fit_who()
        if self.rowCount():
            self.resizeRowsToContents()

    def _fit_who(self) -> None:
        """Who's column: its names on a line where the entries beside them still fit theirs on one
        (a row a line high), else where a third of the width holds them, else wrapped between
        names, never narrower than the widest word (the entry keeps the rest)."""
        metrics = self.fontMetrics()
        cells = (self.item(row, 1) for row in range(self.rowCount()))
        names = [cell.text() for cell in cells if cell is not None]
        # a name never cut: at least each row's who on one line when it fits a third of the width,
        # else wrapped between its names, never narrower than its widest word
        word = max((metrics.horizontalAdvance(w) for n in names for w in n.split()), default=0) + 16
        whole = max(max((metrics.horizontalAdvance(n) for n in names), default=0) + 16,
                    self.horizontalHeader().sectionSizeHint(1))
        entries = (self.item(row, 2) for row in range(self.rowCount()))
        entry = max((metrics.horizontalAdvance(cell.text()) for cell in entries if cell is not None), default=0) + 16
        room = self.viewport().width() - self.columnWidth(0)
        who = whole if whole + entry <= room else min(whole, max(self.viewport().width() // 3, word, 60))
        if who != self.columnWidth(1):
            self.setColumnWidth(1, who)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        """Reached by Tab: the ledger brought into the dock's view, its top
        first (a table keeps its own place for a click)."""
        super().focusInEvent(event)
        keys = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        if event.reason() not in keys:
            return
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea):
            view = parent.viewport()
            top = self.mapTo(view, QPoint(0, 0)).y()
            if top < 0 or top + min(self.height(), view.height()) > view.height():
                bar = parent.verticalScrollBar()  # its top at the view's top, as much of it shown as fits
                bar.setValue(bar.value() + top - max(0, view.height() - self.height()))
