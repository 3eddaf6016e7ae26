"""A key rebound in Help → Keys shows at once in the texts that name it: the map's "Move (Enter)"
read the old key until the next start or language switch.  Keys only."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from tests.gui.helpers import when_dialog_opens
from tests.gui.test_map_keys import map_window
from ui import keymap


def test_the_map_s_move_button_names_the_key_the_gm_just_gave_it(qtbot, tmp_path):
    window, dock, _ids = map_window(qtbot, tmp_path)
    settings_path = str(tmp_path / "s.ini")  # the window's own settings
    assert dock.buttons["move"].text() == "Move (Enter)"

    def rebind(dialog):
        try:
            dialog.tree.setCurrentItem(dialog.items["map.commit"])
            dialog.edit.setFocus()
            qtbot.keyClick(dialog.edit, Qt.Key.Key_J)
            dialog.set_button.setFocus()
            qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
        finally:
            dialog.reject()

    try:
        when_dialog_opens(rebind)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        assert keymap.keys_of("map.commit") == ("J",)
        assert dock.buttons["move"].text() == "Move (J)"
    finally:
        keymap.reset(QSettings(settings_path, QSettings.Format.IniFormat))
