"""A name typed on a list goes into the name field beside it.

The Start-fight dialog opens on who fights, where Space ticks the current fighter and Enter starts
the fight; a GM who typed the fight's name straight away ("Ambush at the mall") unticked fighters
with its spaces and jumped about the list with its letters (the list's type-ahead).  A
:class:`TypedName` watches the list: a printable character other than Space, typed with no
Ctrl, Alt or Meta, moves the focus to the field and is typed there, after what it already holds;
the rest of the name follows the focus.  Space, the arrows, Enter and the shortcuts stay the list's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

KM = Qt.KeyboardModifier
#: the modifiers a typed character may come with (a capital, the keypad's digits, a layout switched)
TYPING = KM.ShiftModifier | KM.KeypadModifier | KM.GroupSwitchModifier
#: AltGr as Windows reports it: Ctrl+Alt, with a character ("@" on a Spanish keyboard)
ALT_GR = KM.ControlModifier | KM.AltModifier


def typed_text(event: QKeyEvent) -> str:
    """The characters ``event`` types into a field, "" when it is a key of the list's own (Space,
    an arrow, Enter, Escape, Tab) or a shortcut (Ctrl+A, Alt+N)."""
    text = event.text()
    if not text or not text.isprintable() or text.isspace():
        return ""
    held = event.modifiers() & ~TYPING
    return text if held in (KM.NoModifier, ALT_GR) else ""


class TypedName(QObject):
    """Sends what is typed on ``source`` into ``field`` (see the module's docstring)."""

    def __init__(self, source: QWidget, field: QLineEdit) -> None:
        super().__init__(source)
        self.field = field
        source.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or not self.field.isVisible():
            return False
        if not typed_text(event):
            return False
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)  # not Tab's reason: what it holds is not selected
        self.field.deselect()
        self.field.end(False)
        QApplication.sendEvent(self.field, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                                                     event.isAutoRepeat(), event.count()))
        return True
