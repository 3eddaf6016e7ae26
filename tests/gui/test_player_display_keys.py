"""The blackout key on the players' screen is the keymap's (issue #20, 1): rebound in Help → Keys,
it changes there too, and the GM's menu shows the blackout the display is in."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from tests.gui.test_player_display import make, screen
from ui import keymap


def test_the_blackout_key_on_the_display_follows_the_keymap(qtbot, tmp_path):
    window, _services, _ana, _rook = make(qtbot, tmp_path)
    display = window.player.display
    window.player.move_to(screen("Laptop"))  # (on the projector it takes no keys: test_player_display_focus)
    qtbot.waitUntil(display.isVisible)
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow)
    qtbot.keyClick(display, Qt.Key.Key_B)
    assert display.stack.currentWidget() is display.black
    assert window.player.act_blackout.isChecked()  # the GM's menu says so
    qtbot.keyClick(display, Qt.Key.Key_B)
    assert display.stack.currentIndex() == 0 and not window.player.act_blackout.isChecked()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert keymap.rebind("player.blackout", ("J",), settings) is None
    qtbot.keyClick(display, Qt.Key.Key_B)
    assert display.stack.currentIndex() == 0
    qtbot.keyClick(display, Qt.Key.Key_J)
    assert display.stack.currentWidget() is display.black
    keymap.reset(settings)
