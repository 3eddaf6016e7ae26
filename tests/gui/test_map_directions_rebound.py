"""The map's four directions are keymap entries like the others (issue 20: each key can be
rebound, remembered in QSettings): Help → Keys lists each on its line and rebinds it, the map then
steps with the GM's own key (Shift with it: the diagonal), the arrow it replaced no longer steps,
and the keypad still does.  Keys only."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_map_keys import map_window
from ui import keymap

SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_the_gm_rebinds_a_direction_in_help_keys_and_the_map_follows(qtbot, tmp_path):
    window, dock, (ana, _zed1, _zed2) = map_window(qtbot, tmp_path)
    settings_path = str(tmp_path / "s.ini")  # the window's own settings
    keymap.load(QSettings(settings_path, QSettings.Format.IniFormat))
    seen = {}

    def rebind(dialog):
        try:
            rows = {key_id: (item.text(0), item.text(1)) for key_id, item in dialog.items.items()}
            seen["rows"] = [rows[k] for k in ("map.up", "map.right", "map.down", "map.left", "map.keypad")]
            dialog.tree.setCurrentItem(dialog.items["map.right"])
            seen["settable"] = dialog.set_button.isEnabled()
            dialog.edit.setFocus()
            qtbot.keyClick(dialog.edit, Qt.Key.Key_L)
            dialog.set_button.setFocus()
            qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
            seen["set"] = dialog.message.text()
        finally:
            dialog.reject()

    try:
        when_dialog_opens(rebind)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        assert seen["rows"] == [
            ("A step of the planned move up (Shift: up and right)", "Up"),
            ("A step of the planned move right (Shift: down and right)", "Right"),
            ("A step of the planned move down (Shift: down and left)", "Down"),
            ("A step of the planned move left (Shift: up and left)", "Left"),
            ("A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)", "Keypad"),
        ]
        assert seen["settable"]
        assert seen["set"] == "“A step of the planned move right (Shift: down and right)” is now L."
        assert QSettings(settings_path, QSettings.Format.IniFormat).value("keys/map.right") in ("L", ["L"])

        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(dock.view.hasFocus)
        qtbot.keyClick(dock.view, Qt.Key.Key_Right)  # no longer a step
        assert dock.modes.path == []
        qtbot.keyClick(dock.view, Qt.Key.Key_L)  # the GM's own right
        qtbot.keyClick(dock.view, Qt.Key.Key_L, SHIFT)  # and with Shift: down and right
        qtbot.keyClick(dock.view, Qt.Key.Key_Down)  # an arrow the GM kept
        assert dock.modes.path == [(0, 0), (1, 0), (2, 1), (2, 2)]
        qtbot.keyClick(dock.view, Qt.Key.Key_1, Qt.KeyboardModifier.KeypadModifier)  # the keypad: down and left
        assert dock.modes.path[-1] == (1, 3)
        for _ in range(4):  # too far for a turn: the steps taken back, and one step made
            qtbot.keyClick(dock.view, Qt.Key.Key_Backspace)
        assert dock.modes.path == []
        qtbot.keyClick(dock.view, Qt.Key.Key_L)
        qtbot.keyClick(dock.view, Qt.Key.Key_Return)
        assert window.services.battle_map.battle_map().tokens[ana] == (1, 0), dock.info.text()
        keymap.load(QSettings(settings_path, QSettings.Format.IniFormat))  # the next start: remembered
        assert keymap.keys_of("map.right") == ("L",)
        dock.retranslate()  # its texts set again (a start, a new language): the map's hint names the GM's key
        assert dock.view.toolTip().startswith("Up Left Down L: a step (Shift with one")
    finally:
        keymap.reset(QSettings(settings_path, QSettings.Format.IniFormat))
