"""The History dock's list as a Qt item model: one row per undoable action of the session, oldest
first, each with its line ("12. Damage to Ana: 4 · Laptop"), its event id, and its marks (undone:
struck through and grey; undone and no longer redoable: disabled).  The number is the row's place
among the session's actions (1, 2, 3… as the GM reads them, undone ones counted), not the log event's
sequence, which also counts the undo lines and the round markers (the list jumped 5→7, 24→28); the
whole line is its tooltip, for a line the dock's width elides.

The view asks for the rows it shows; a night of thousands of actions costs what a screenful does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app.rules.records import record
from app.services.logtext import render

if TYPE_CHECKING:
    from app.services.history import HistoryItem

EVENT_ROLE = Qt.ItemDataRole.UserRole
UNDONE_GREY = "#888888"

Index = QModelIndex | QPersistentModelIndex


@record
class HistoryRow:
    event_id: int
    line: str
    undone: bool
    discarded: bool


def history_line(h: HistoryItem) -> str:
    """An action's line without its number (the model numbers the rows)."""
    console = f" · {h.console}" if h.console else ""  # which console did it
    return render(h.text, h.args, h.ctx) + console


class HistoryModel(QAbstractListModel):
    """The actions listed, oldest first, and where each one is (by its event id)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[HistoryRow] = []
        self._where: dict[int, int] = {}  # event id → row
        #: how many of the session's actions come before the first row (not listed yet)
        self.before = 0

    # ------------------------------------------------------------------ Qt's side
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return f"{self.before + index.row() + 1}. {row.line}"
        if role == EVENT_ROLE:
            return row.event_id
        if role == Qt.ItemDataRole.FontRole and row.undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row.undone:
            return QBrush(QColor(UNDONE_GREY))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        row = self._rows[index.row()]
        if row.undone and row.discarded:  # undone for good: it can be neither redone nor stepped back to
            return Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled

    # ------------------------------------------------------------------ the dock's side
    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self._where = {}
        self.before = 0
        self.endResetModel()

    def __contains__(self, event_id: object) -> bool:
        return event_id in self._where

    def row_of(self, event_id: int) -> int | None:
        return self._where.get(event_id)

    def event_id(self, row: int) -> int:
        return self._rows[row].event_id

    def marks(self, event_id: int) -> tuple[bool, bool]:
        row = self._rows[self._where[event_id]]
        return row.undone, row.discarded

    def append(self, items: list[HistoryItem]) -> None:
        """New actions at the end (the latest)."""
        if not items:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(items) - 1)
        for n, h in enumerate(items, first):
            self._rows.append(HistoryRow(h.event_id, history_line(h), h.undone, h.discarded))
            self._where[h.event_id] = n
        self.endInsertRows()

    def prepend(self, items: list[HistoryItem]) -> None:
        """Earlier actions above the first one listed."""
        if not items:
            return
        self.before = max(0, self.before - len(items))
        self.beginInsertRows(QModelIndex(), 0, len(items) - 1)
        self._rows[:0] = [HistoryRow(h.event_id, history_line(h), h.undone, h.discarded) for h in items]
        self._where = {r.event_id: n for n, r in enumerate(self._rows)}
        self.endInsertRows()

    def mark(self, event_id: int, undone: bool, discarded: bool, line: str | None = None) -> None:
        """An action undone, redone, or no longer redoable, or named anew (``line``: a counter's
        burst grew): its row drawn again."""
        n = self._where[event_id]
        row = self._rows[n]
        line = row.line if line is None else line
        if (row.undone, row.discarded, row.line) == (undone, discarded, line):
            return
        row.undone, row.discarded, row.line = undone, discarded, line
        index = self.index(n)
        self.dataChanged.emit(index, index)
