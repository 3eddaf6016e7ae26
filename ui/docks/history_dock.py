"""The History dock: the session's actions, from which the GM can step back."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app.services.changes import ChangeSet
from app.services.logtext import render
from ui.docks.base import Dock


class HistoryDock(Dock):
    object_name = "historyDock"
    title = QT_TRANSLATE_NOOP("Docks", "History")
    area = Qt.DockWidgetArea.RightDockWidgetArea

    def __init__(self, services, parent=None) -> None:  # noqa: ANN001
        super().__init__(services, parent)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.list = QListWidget(body)
        self.list.setObjectName("historyList")
        self.list.itemActivated.connect(self._step_back)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.step_button = QPushButton(body)
        self.step_button.clicked.connect(lambda: self._step_back(self.list.currentItem()))
        row.addWidget(self.step_button)
        layout.addLayout(row)
        self.setWidget(body)
        QShortcut(QKeySequence(Qt.Key.Key_Delete), self.list, lambda: self._step_back(self.list.currentItem()))

    def retranslate(self) -> None:
        super().retranslate()
        self.step_button.setText(self.tr("Step back to here"))
        self.step_button.setToolTip(self.tr("Undo the selected action and every action after it (Enter)"))
        self.list.setToolTip(self.tr("This session's actions. Struck-through actions are undone."))
        self.rebind()

    def rebind(self) -> None:
        self.list.clear()
        items = self.services.campaign.history()
        for h in items:
            item = QListWidgetItem(f"{h.seq}. " + render(h.text, h.args, h.ctx))
            item.setData(Qt.ItemDataRole.UserRole, h.event_id)
            if h.undone:
                font = QFont(item.font())
                font.setStrikeOut(True)
                item.setFont(font)
                item.setForeground(QBrush(QColor("#888888")))
                if h.discarded:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
            self.list.scrollToBottom()

    def on_changed(self, changes: ChangeSet) -> None:
        self.rebind()

    def _step_back(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        self.services.campaign.undo_to(int(item.data(Qt.ItemDataRole.UserRole)))
