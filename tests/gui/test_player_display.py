"""The players' screen: lands on the second screen, follows the GM's changes, blackout and flash,
falls back to the GM's screen when the projector is unplugged and returns with it."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from ui import open_main_window


def screen(name):
    return next(s for s in QGuiApplication.screens() if s.name() == name)


def make(qtbot, tmp_path, ruleset="twdu"):
    assert [s.name() for s in QGuiApplication.screens()] == ["Laptop", "Projector"], "tests/screens.json"
    path = tmp_path / f"{ruleset}.deadwatch"
    create_campaign(str(path), "Display", ruleset).engine.dispose()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    services = window.services
    ana = services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"]
    rook = services.campaign.execute(CreateCharacter("Rook", "npc")).changes[0]["id"]
    return window, services, ana, rook


def test_the_display_lands_on_the_projector_and_follows_the_game(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    display = window.player.display
    window.player.act_toggle.trigger()
    qtbot.waitUntil(display.isVisible)
    assert display.objectName() == "playerDisplay"
    assert display.screen().name() == "Projector" and display.isFullScreen()
    assert window.player.act_toggle.shortcut().toString() == "F5"

    services.initiative.start([ana, rook])
    assert display.round.text().startswith("Round 1")
    assert display.order.text().strip() == "Ana — Health 3/3" and "Rook" not in display.order.text()

    services.threat.step(1)
    services.threat.step(1)
    assert (display.dial.caption, display.dial.level, display.threat_name.text()) == ("Threat", 2, "Dead close by")
    assert display.stack.currentIndex() == 0 and not display.alarm.isVisible()
    services.threat.step(1)  # rising to 3: the dead are here
    assert (display.dial.level, display.threat_name.text()) == (3, "Aware")
    assert display.alarm.isVisible() and display.alarm.running()
    assert display.alarm.text() == "The dead are here"
    assert display.alarm.geometry().height() < display.height()  # a band over the screen, not a blank page


def test_blackout_and_turning_the_flash_off(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    display = window.player.display
    window.player.act_toggle.trigger()
    window.player.act_blackout.trigger()
    assert display.stack.currentWidget() is display.black
    window.player.act_blackout.trigger()
    assert display.stack.currentIndex() == 0
    window.player.act_blackout.trigger()
    for _ in range(3):  # blacked out: nothing plays on the black screen
        services.threat.step(1)
    assert services.threat.level() == 3 and not display.alarm.isVisible()
    window.player.act_blackout.trigger()
    for _ in range(3):
        services.threat.step(-1)
    window.player.act_flash.setChecked(False)
    for _ in range(4):
        services.threat.step(1)
    assert display.stack.currentIndex() == 0 and not display.alarm.isVisible()


def test_unplugging_the_projector_brings_the_display_home_and_back(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    controller = window.player
    controller.move_to(screen("Projector"))
    assert controller.settings.value("playerDisplay/screen") == "Projector"
    controller._screen_removed(screen("Projector"))
    assert controller.display.screen().name() == "Laptop" and not controller.display.isFullScreen()
    assert controller.display.isVisible()
    controller._screen_added(screen("Projector"))
    assert controller.display.screen().name() == "Projector" and controller.display.isFullScreen()


def test_revealing_an_npc_puts_it_on_the_display(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    window.player.act_toggle.trigger()
    services.initiative.start([ana, rook])
    services.player_view.set_reveal(rook, name=True)
    order = window.player.display.order.text()
    assert [line.strip() for line in order.splitlines()] == ["▶ Rook — Unharmed", "Ana — Health 3/3"]


def test_the_display_follows_the_turn_and_hides_hidden_npcs(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path, "d10under")
    window.player.act_toggle.trigger()
    services.initiative.start([ana, rook])
    display = window.player.display
    assert display.round.text() == "Round 1 · Ana's turn"
    assert display.threat_name.text() == "" and not display.dial.isVisible()
    services.initiative.next_turn()  # Rook's turn: hidden from the players, so they see Ana's still
    assert display.round.text() == "Round 1 · Ana's turn"
    assert "Rook" not in display.order.text()
