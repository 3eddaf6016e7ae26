"""The session log dock: every event of the session, newest at the bottom, following live."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from app.services.changes import ChangeSet
from app.services.logtext import render_event
from app.store.models import LogEvent
from ui.docks.base import Dock

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractTableModel):
    """The events of one session: time, round, line."""

    HEADERS = (
        QT_TRANSLATE_NOOP("LogModel", "Time"),
        QT_TRANSLATE_NOOP("LogModel", "Round"),
        QT_TRANSLATE_NOOP("LogModel", "Event"),
    )

    def __init__(self) -> None:
        super().__init__()
        self.events: list[LogEvent] = []
        self._lines: list[str] = []

    def reset(self, events: list[LogEvent]) -> None:
        self.beginResetModel()
        self.events = list(events)
        self._lines = [render_event(e) for e in self.events]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.events)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        event = self.events[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return event.time.astimezone().strftime("%H:%M")
            if index.column() == 1:
                return "" if event.round is None else str(event.round)
            return self._lines[index.row()]
        if role == Qt.ItemDataRole.FontRole and event.undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and (event.undone or event.kind in {"undo", "redo", "session"}):
            return QColor("#8a8a8a")
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._lines[index.row()]
        return None


class LogDock(Dock):
    object_name = "logDock"
    title = QT_TRANSLATE_NOOP("Docks", "Session log")
    area = Qt.DockWidgetArea.BottomDockWidgetArea

    def __init__(self, services, parent=None) -> None:  # noqa: ANN001
        super().__init__(services, parent)
        self.model = LogModel()
        self.view = QTableView(self)
        self.view.setObjectName("logView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.setWidget(self.view)

    def retranslate(self) -> None:
        super().retranslate()
        self.rebind()

    def rebind(self) -> None:
        self.model.reset(self.services.campaign.events())
        self.view.scrollToBottom()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.log or changes.session:
            self.rebind()
