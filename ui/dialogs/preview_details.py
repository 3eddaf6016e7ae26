"""The import preview's details: the whole value of the row the GM is on, under the list.

A value the list shows cut (a Foundry actor's notes, one line of 80 characters there) is held
whole on its row (:data:`WHOLE`); the pane under the list shows the current row's label and its
whole value, wrapped, as the GM moves through the list by keys.  It is a few lines high; Alt+Down
and Alt+Up scroll it from the list, where the focus stays (Tab still goes to the buttons).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QTreeWidget, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP

#: the role of a row's whole value, where the list shows it cut
WHOLE = int(Qt.ItemDataRole.UserRole) + 8
#: the role of a row's place in the file as the file names it (a path in a Foundry actor), where the
#: list says it in the GM's words
PATH = int(Qt.ItemDataRole.UserRole) + 9
#: that place, on its own line of the pane
IN_THE_FILE = QT_TRANSLATE_NOOP("ImportPreview", "In the file: {path}")
#: the lines the pane shows before it scrolls
LINES = 6


class RowDetails(QObject):
    """The pane under ``tree`` showing its current row whole; :attr:`area` goes into the layout."""

    def __init__(self, tree: QTreeWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.tree = tree
        self.label = QLabel(parent)
        self.label.setObjectName("importDetails")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.area = QScrollArea(parent)
        self.area.setObjectName("importDetailsArea")
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.StyledPanel)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the focus stays in the list
        self.area.setWidget(self.label)
        margins = self.label.contentsMargins()
        self.area.setMaximumHeight(self.label.fontMetrics().lineSpacing() * LINES + margins.top() + margins.bottom()
                                   + 2 * self.area.frameWidth())
        tree.currentItemChanged.connect(self.show_row)
        tree.installEventFilter(self)

    def show_row(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        """Show ``item``'s label and its whole value ("" for no row)."""
        if item is None:
            self.label.setText("")
            return
        whole = item.data(1, WHOLE)
        value = whole if isinstance(whole, str) and whole else item.text(1)
        label = item.text(0)
        text = f"{label}: {value}" if label and value else label or value
        path = item.data(2, PATH)
        if isinstance(path, str) and path:  # "items[type=armor].system.protection": for the GM who looks it up
            text += "\n" + QCoreApplication.translate("ImportPreview", IN_THE_FILE).replace("{path}", path)
        self.label.setText(text)
        self.area.verticalScrollBar().setValue(0)

    def text(self) -> str:
        return self.label.text()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.tree and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.modifiers() == Qt.KeyboardModifier.AltModifier
                and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)):
            bar = self.area.verticalScrollBar()
            step = self.label.fontMetrics().lineSpacing() * (LINES - 1)
            bar.setValue(bar.value() + (step if event.key() == Qt.Key.Key_Down else -step))
            return True
        return super().eventFilter(watched, event)
