"""The map's keys (``map.move`` and the others in :mod:`ui.keymap`): a step from the arrows (Shift
turns one 45° clockwise for a diagonal) or from the numeric keypad (7, 9, 1, 3 the diagonals, with
Num Lock on or off)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ui import keymap

ARROWS = {
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
}
#: Shift turns an arrow 45° clockwise
TURNED = {(0, -1): (1, -1), (1, 0): (1, 1), (0, 1): (-1, 1), (-1, 0): (-1, -1)}
KEYPAD = {
    Qt.Key.Key_8: (0, -1),
    Qt.Key.Key_2: (0, 1),
    Qt.Key.Key_4: (-1, 0),
    Qt.Key.Key_6: (1, 0),
    Qt.Key.Key_7: (-1, -1),
    Qt.Key.Key_9: (1, -1),
    Qt.Key.Key_1: (-1, 1),
    Qt.Key.Key_3: (1, 1),
    Qt.Key.Key_Home: (-1, -1),
    Qt.Key.Key_PageUp: (1, -1),
    Qt.Key.Key_End: (-1, 1),
    Qt.Key.Key_PageDown: (1, 1),
}


def key_step(event: QKeyEvent) -> tuple[int, int] | None:
    """The step a key asks for, or None."""
    key = Qt.Key(event.key())
    mods = event.modifiers()
    if mods & Qt.KeyboardModifier.KeypadModifier and key in KEYPAD:
        return KEYPAD[key]
    if key in ARROWS:
        step = ARROWS[key]
        return TURNED[step] if mods & Qt.KeyboardModifier.ShiftModifier else step
    return None


def pressed(event: QKeyEvent, key_id: str) -> bool:
    """Whether ``event`` is one of the keys of ``key_id`` in the keymap (see :func:`ui.keymap.pressed`)."""
    return keymap.pressed(event, key_id)
