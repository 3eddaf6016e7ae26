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


def test_the_console_shows_that_the_players_screen_is_black(qtbot, tmp_path):
    """B blacks out the players' screen: the GM's status bar says so until B brings it back."""
    from PySide6.QtWidgets import QLabel

    window, _services, _ana, _rook = make(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    sign = window.statusBar().findChild(QLabel, "blackoutLabel")
    assert sign is not None and not sign.isVisible()
    window.player.act_blackout.trigger()
    assert sign.isVisible() and sign.text() == "Players' screen: black (B)"
    assert window.player.act_blackout.isChecked()
    window.player.act_blackout.trigger()
    assert not sign.isVisible()
