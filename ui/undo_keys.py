"""Undo and Redo from every field of the window.

Qt gives Ctrl+Z to the field with the focus before the window's Edit → Undo: a spin box (the
swarm's count of dead, a modifier) takes it for its own text undo, which undoes nothing the GM
did (the count's step was an action, logged), so Ctrl+Z there did nothing.  Here the window's
Undo and Redo keys pass a spin box by and reach Edit → Undo; a text field keeps them only while it
has typing of its own to take back (a name half typed), and passes them on once it has none, or
once it is empty: a field emptied by the action it wrote (a note written into the log) would bring
its words back as a draft (a secret note's, its secret box unticked, that Enter then wrote public).

:class:`UndoKeysInFields` is a member of :class:`ui.key_guard.KeyGuard`: it watches each field of
the main window (docks floating or not) the first time the field takes the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QWidget

from ui import keymap

WATCHED = "undoKeysWatched"


def _own_undo(widget: QObject, redo: bool) -> bool:
    """Whether ``widget`` has typing of its own that Ctrl+Z (Ctrl+Shift+Z) would take back (redo)."""
    if isinstance(widget, QAbstractSpinBox):
        return False  # its text follows its value: its own undo is never what the GM means
    if isinstance(widget, QLineEdit) and not widget.isReadOnly():
        if not widget.text():
            return False  # nothing typed in it now: Ctrl+Z is the window's, never an old text back
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    return True


class UndoKeysInFields(QObject):
    """Lets the window's Undo and Redo keys through the fields of ``window``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def watch(self, widget: QWidget | None) -> None:
        """Watch ``widget`` (a field of the window that just took the focus), once."""
        if widget is None or widget.property(WATCHED) is True or not self.window.isAncestorOf(widget):
            return
        if isinstance(widget, QAbstractSpinBox) or (
            isinstance(widget, QLineEdit) and not isinstance(widget.parentWidget(), QAbstractSpinBox)
        ):
            widget.setProperty(WATCHED, True)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride:
            return False
        assert isinstance(event, QKeyEvent)
        undo = keymap.pressed(event, "edit.undo")
        redo = not undo and keymap.pressed(event, "edit.redo")
        if (undo or redo) and not _own_undo(watched, redo):
            event.ignore()  # not the field's: the window's Edit → Undo (Redo) takes the key
            return True
        return False
