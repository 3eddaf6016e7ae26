"""The session log as a table model, kept up to date in slices, and the filter in front of it.

The model holds one session's events.  New events are appended (only those after the last
sequence number seen); an event whose marks changed (undone, secret) is replaced in place, so a
10,000-event session is never reloaded for one new line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from app.services.logtext import BOOKKEEPING, dice_text, in_group, local_time, render_event, who_of

if TYPE_CHECKING:
    from app.services.log import LogLine

Index = QModelIndex | QPersistentModelIndex
ID_ROLE = Qt.ItemDataRole.UserRole
TIME, ROUND, EVENT, WHO, DICE, SECRET = range(6)


class LogModel(QAbstractTableModel):
    """One session's events: time, round, line, who, dice, secret mark (logical column order)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("LogModel", "Time"),
        QT_TRANSLATE_NOOP("LogModel", "Round"),
        QT_TRANSLATE_NOOP("LogModel", "Event"),
        QT_TRANSLATE_NOOP("LogModel", "Who"),
        QT_TRANSLATE_NOOP("LogModel", "Dice"),
        QT_TRANSLATE_NOOP("LogModel", "Secret"),
    )

    def __init__(self) -> None:
        super().__init__()
        self.session_id: int | None = None
        self.events: list[LogLine] = []
        self.lines: list[str] = []
        self._cells: list[tuple[str, str, str, str]] = []  # time, round, who, dice
        self._rows: dict[int, int] = {}  # event id → row
        self._secret_text = ""
        self._secret_tip = ""

    @property
    def last_seq(self) -> int:
        return self.events[-1].seq if self.events else 0

    def _cells_of(self, event: LogLine) -> tuple[str, str, str, str]:
        return (
            local_time(event.time).strftime("%H:%M"),
            "" if event.round is None else str(event.round),
            who_of(event),
            dice_text(event.faces),
        )

    def reset(self, events: list[LogLine], session_id: int | None = None) -> None:
        self.beginResetModel()
        self.session_id = session_id
        self.events = list(events)
        self.lines = [render_event(e) for e in self.events]
        self._cells = [self._cells_of(e) for e in self.events]
        self._rows = {int(e.id): i for i, e in enumerate(self.events)}  # type: ignore[arg-type]
        self._texts()
        self.endResetModel()

    def append(self, events: list[LogLine]) -> None:
        if not events:
            return
        first = len(self.events)
        self.beginInsertRows(QModelIndex(), first, first + len(events) - 1)
        for event in events:
            self._rows[int(event.id)] = len(self.events)  # type: ignore[arg-type]
            self.events.append(event)
            self.lines.append(render_event(event))
            self._cells.append(self._cells_of(event))
        self.endInsertRows()

    def update(self, events: Iterable[LogLine]) -> None:
        """Replace events already shown (their marks changed) and repaint just those rows."""
        for event in events:
            row = self._rows.get(int(event.id))  # type: ignore[arg-type]
            if row is None:
                continue
            self.events[row] = event
            self.lines[row] = render_event(event)
            self._cells[row] = self._cells_of(event)
            self.dataChanged.emit(self.index(row, 0), self.index(row, SECRET))

    def event_by_id(self, event_id: int) -> LogLine | None:
        row = self._rows.get(event_id)
        return None if row is None else self.events[row]

    def row_of(self, event_id: int) -> int | None:
        return self._rows.get(event_id)

    def retranslate(self) -> None:
        self._texts()
        self.lines = [render_event(e) for e in self.events]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, SECRET)
        if self.events:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.events) - 1, SECRET))

    def _texts(self) -> None:
        self._secret_text = QCoreApplication.translate("LogModel", "secret")
        self._secret_tip = QCoreApplication.translate(
            "LogModel", "Secret: for the GM only, left out of exports unless asked for"
        )

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.events)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("LogModel", self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        event = self.events[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == EVENT:
                return self.lines[row]
            if column == SECRET:
                return self._secret_text if event.secret else ""
            time, round_, who, dice = self._cells[row]
            return (time, round_, "", who, dice)[column]
        if role == ID_ROLE:
            return int(event.id)  # type: ignore[arg-type]
        if role == Qt.ItemDataRole.FontRole and (event.undone or (event.secret and column == SECRET)):
            font = QFont()
            font.setStrikeOut(event.undone)
            font.setItalic(event.secret)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if event.undone or event.kind in BOOKKEEPING or event.kind == "session":
                return QBrush(QColor("#8a8a8a"))
            if event.secret:
                return QBrush(QColor("#b47fd0"))
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.lines[row]
            if self._cells[row][3]:
                tip += "\n" + self._cells[row][3]
            return tip + ("\n" + self._secret_tip if event.secret else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (TIME, ROUND):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class LogFilter(QSortFilterProxyModel):
    """Shows the events that match the kind group, the character, the search text and the undone switch."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.group = ""  # "" = every kind
        self.character = ""  # "" = everyone
        self.search = ""
        self.show_undone = True

    def set_filter(self, **values: Any) -> None:
        self.beginFilterChange()
        for key, value in values.items():
            setattr(self, key, value.casefold() if key == "search" else value)
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, LogModel)
        event = model.events[source_row]
        if not self.show_undone and (event.undone or event.kind in BOOKKEEPING):
            return False
        if self.group and not in_group(event, self.group):
            return False
        if self.character and self.character not in (event.actor, event.target, event.args.get("name")):
            return False
        if self.search:
            haystack = f"{model.lines[source_row]} {event.actor} {event.target}".casefold()
            if self.search not in haystack:
                return False
        return True
