"""The status bar's last messages, whole, for the GM who reads by keys.

The bar has one line beside its fields (a second took the grid game's roster its third character on
a 1366×768 laptop), so a long message (a refusal, an undo's words, an alert) ends at its last whole
word and "…", and its whole text was only in the bar's tooltip, out of a keyboard GM's reach.
:class:`RecentMessages` keeps the last :data:`KEPT` messages as they were said (an alert's whole
text, not the shortened one the bar painted); View → Status messages… (``view.messages``, Ctrl+M)
opens them in a window of their own, the newest last with the cursor on it, selectable and copyable;
Esc closes it and the focus goes back where it was.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QPlainTextEdit,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from ui import keymap

#: the messages kept, the oldest dropped first
KEPT = 50


class RecentMessages(QObject):
    """The bar's messages said since the window opened (the last :data:`KEPT`), with their times;
    ``action``: View → Status messages… and its key."""

    def __init__(self, window: QMainWindow, bar: QStatusBar) -> None:
        super().__init__(window)
        self.window = window
        self.said: list[tuple[str, str]] = []  # (hh:mm, the whole text)
        self.dialog: MessagesDialog | None = None
        self._back: QWidget | None = None
        bar.messageChanged.connect(self._said)
        self.action = QAction(window)
        self.action.setObjectName("actStatusMessages")
        keymap.bind(self.action, "view.messages")
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.show_messages)
        window.addAction(self.action)  # the key works wherever the focus is in the window
        view = getattr(window, "view_menu", None)
        if view is not None:
            view.addAction(self.action)
        self.retranslate()
        window.installEventFilter(self)

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("RecentMessages", "Status &messages…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _said(self, text: str) -> None:
        if not text or (self.said and self.said[-1][1] == text):
            return
        self.said.append((datetime.now().strftime("%H:%M"), text))
        del self.said[:-KEPT]

    def whole(self, shown: str, text: str) -> None:
        """The message just said as ``shown`` (shortened for the bar) is ``text`` whole."""
        if self.said and self.said[-1][1] == shown:
            self.said[-1] = (self.said[-1][0], text)

    def texts(self) -> list[str]:
        return [text for _time, text in self.said]

    def show_messages(self) -> None:
        """The messages in their window, the newest last and the cursor on it."""
        if self.dialog is None:
            self._back = QApplication.focusWidget()  # where the focus goes back to as it closes
            self.dialog = MessagesDialog(self.window)
            self.dialog.finished.connect(self._closed)
        self.dialog.show_said(self.said)

    def _closed(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
        back, self._back = self._back, None
        if back is not None and back.isVisible():
            self.window.activateWindow()
            back.setFocus(Qt.FocusReason.OtherFocusReason)


class MessagesDialog(QDialog):
    """The bar's last messages, each whole on its lines, read-only text the arrows move through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("statusMessagesDialog")
        self.setWindowTitle(QCoreApplication.translate("RecentMessages", "Status messages"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("statusMessagesText")
        self.text.setReadOnly(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setTabChangesFocus(True)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 420)

    def show_said(self, said: list[tuple[str, str]]) -> None:
        if said:
            self.text.setPlainText("\n\n".join(f"{time}  {text}" for time, text in said))
        else:
            self.text.setPlainText(QCoreApplication.translate(
                "RecentMessages", "No message yet: what the status bar says is kept here, whole."))
        cursor = self.text.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if said:  # the newest message's start, its words from there on under the cursor
            cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        self.text.setTextCursor(cursor)
        self.text.ensureCursorVisible()
        self.show()
        self.activateWindow()
        self.text.setFocus()
