"""The window's Ctrl and Alt keys from every field of the window.

A text field takes a key before the window's shortcuts when it claims it (Qt's ShortcutOverride).
On X11 a line edit claims the Emacs keys of its platform's key bindings: Ctrl+E (end of line),
Ctrl+K (delete to the end of the line), and the like.  A GM in the swarm panel's typed dice pressed
Ctrl+E and no Export dialog opened; after Esc it did.  Here a key the window binds with Ctrl or Alt
(:data:`ui.key_table.KEYMAP`, scope ``window``) passes the field by and reaches the window's action,
except the few a field owns whichever way they are bound (:data:`FIELD_OWN`: select all, copy, cut,
paste, the word moves and deletes); Undo and Redo are :mod:`ui.undo_keys`' (a field keeps them while
it has typing of its own to take back).  A key the window does not bind stays the field's.

:class:`WindowKeysInFields` is a member of :class:`ui.key_guard.KeyGuard`: it watches each field of
the main window (docks floating or not) the first time the field takes the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from ui import keymap

WATCHED = "windowKeysWatched"
#: a field's property: the key ids (:data:`ui.keymap.KEYMAP`) it takes itself for now, before the window
KEPT = "keepsWindowKeys"
CHORDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
#: the keys a field keeps even where the GM bound them to a window action
FIELD_OWN = frozenset({
    "Ctrl+A", "Ctrl+C", "Ctrl+V", "Ctrl+X", "Ctrl+Insert", "Shift+Insert", "Shift+Del",
    "Ctrl+Left", "Ctrl+Right", "Ctrl+Shift+Left", "Ctrl+Shift+Right", "Ctrl+Up", "Ctrl+Down",
    "Ctrl+Home", "Ctrl+End", "Ctrl+Shift+Home", "Ctrl+Shift+End", "Ctrl+Backspace", "Ctrl+Del",
})
#: the window's keys that :mod:`ui.undo_keys` lets through (or not)
UNDO_KEYS = {"edit.undo", "edit.redo"}
FIELDS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)


def window_key(event: QKeyEvent) -> bool:
    """Whether ``event`` is a window key with Ctrl or Alt that a field does not own."""
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    if not mods & CHORDS:
        return False
    name = QKeySequence(QKeyCombination(mods, Qt.Key(event.key()))).toString()
    if name in FIELD_OWN:
        return False
    return any(
        key.scope == keymap.WINDOW and not key.fixed and key.id not in UNDO_KEYS and keymap.pressed(event, key.id)
        for key in keymap.KEYMAP
    )


class WindowKeysInFields(QObject):
    """Lets the window's Ctrl and Alt keys through the fields of ``window``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def watch(self, widget: QWidget | None) -> None:
        """Watch ``widget`` (a field of the window that just took the focus), once."""
        if widget is None or widget.property(WATCHED) is True or not self.window.isAncestorOf(widget):
            return
        if isinstance(widget, FIELDS):
            widget.setProperty(WATCHED, True)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        kept = watched.property(KEPT) or ()
        if any(keymap.pressed(event, key) for key in kept):
            return False  # the field's own filter takes it (the fight's dice field's Ctrl+R at a round's end)
        if window_key(event):
            event.ignore()  # not the field's: the window's action takes the key
            return True
        return False
