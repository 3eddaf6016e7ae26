"""The map's keys (``map.up`` … ``map.left`` and the others in :mod:`ui.keymap`): a step from the
four direction keys, the arrows unless the GM rebound them (Shift turns one 45° clockwise for a
diagonal), or from the numeric keypad (7, 9, 1, 3 the diagonals, with Num Lock on or off)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ui import keymap

#: the keymap's direction entries and their steps
DIRECTIONS = {
    "map.up": (0, -1),
    "map.down": (0, 1),
    "map.left": (-1, 0),
    "map.right": (1, 0),
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
    shift = Qt.KeyboardModifier.ShiftModifier
    bare = QKeyEvent(event.type(), event.key(), mods & ~shift, event.text()) if mods & shift else event
    for key_id, step in DIRECTIONS.items():
        if keymap.pressed(event, key_id):  # the GM's own key may have Shift in it
            return step
        if bare is not event and keymap.pressed(bare, key_id):
            return TURNED[step]
    return None


def pressed(event: QKeyEvent, key_id: str) -> bool:
    """Whether ``event`` is one of the keys of ``key_id`` in the keymap (see :func:`ui.keymap.pressed`)."""
    return keymap.pressed(event, key_id)
