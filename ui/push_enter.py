"""Enter presses the push button that has the focus in a dock, as Space does.

A QPushButton outside a dialog takes only Space: a GM who Tabs to "Add note", "Roll" or an offer and
presses Enter saw nothing happen.  One filter per main window, put on each push button of its docks
as it takes the focus (docks floating as windows of their own included), presses it by Enter or
Return (the keypad's too) with no Ctrl, Alt, Shift or Meta: every dock's buttons alike, whichever
class they are.  Dialogs keep their own rule (Enter presses the default button)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QPushButton, QWidget

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: modifiers that make Enter another key (Ctrl+Enter applies a swarm's picks)
CHORDS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
          | Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.MetaModifier)


def dock_of(widget: QWidget, window: QWidget) -> QDockWidget | None:
    """The dock of ``window`` that ``widget`` sits in (floating or not); None outside its docks or
    inside a dialog."""
    parent: QWidget | None = widget
    while parent is not None:
        if isinstance(parent, QDialog):
            return None
        if isinstance(parent, QDockWidget):
            return parent if parent.parentWidget() is window else None
        parent = parent.parentWidget()
    return None


class EnterPresses(QObject):
    """Installed once per main window: Enter on a dock's focused push button presses it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, QPushButton) and dock_of(new, self.window) is not None:
            new.installEventFilter(self)  # once: Qt moves a filter installed again to the front

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QPushButton):
            return False
        assert isinstance(event, QKeyEvent)
        if event.key() not in ENTER_KEYS or event.modifiers() & CHORDS:
            return False
        if not watched.isEnabled() or not watched.isVisible():
            return False
        watched.animateClick()
        return True
