"""The players' screen open when Deadwatch closed is open again after a restart with the same
settings, on its projector, showing the campaign's current view at once (not black until F5)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tests.gui.test_player_display import make
from ui import open_main_window


def reopen(qtbot, window, tmp_path):
    """Deadwatch closed and started again with the same settings and campaign."""
    path = window.services.campaign.store.path
    window.close()
    again = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    again.show()
    return again


def test_the_players_screen_open_at_closing_shows_the_game_at_once_after_a_restart(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    window.player.act_toggle.trigger()  # F5: the players' screen on the projector
    qtbot.waitUntil(window.player.display.isVisible)
    services.initiative.start([ana, rook])
    services.threat.step(1)
    services.threat.step(1)
    again = reopen(qtbot, window, tmp_path)
    display = again.player.display
    assert display.isVisible() and again.player.act_toggle.isChecked()  # no F5 needed
    assert display.screen().name() == "Projector" and display.isFullScreen()
    assert display.stack.currentWidget() is display.content and not display.blacked_out
    assert display.view == again.services.player_view.view()
    assert (display.dial.level, display.threat_name.text()) == (2, "Dead close by")
    assert display.round.text().startswith("Round 1") and display.order.text().strip() == "Ana — Health 3/3"


def test_the_players_screen_closed_at_closing_stays_closed(qtbot, tmp_path):
    window, _services, _ana, _rook = make(qtbot, tmp_path)
    window.player.act_toggle.trigger()
    window.player.act_toggle.trigger()  # F5 again: the GM closed it
    again = reopen(qtbot, window, tmp_path)
    assert not again.player.display.isVisible() and not again.player.act_toggle.isChecked()
