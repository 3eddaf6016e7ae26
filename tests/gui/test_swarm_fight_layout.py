"""F11 during a swarm fight: the fight layout shows the swarm panel in front of its tabs (the dice
behind), since the swarm is what the GM plays; without a swarm fight the dice stay in front."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import open_main_window


def laptop_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    settings = QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)
    source = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    window = open_main_window(str(source), settings)
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def test_f11_with_a_swarm_fight_running_shows_the_swarm_panel_in_front(qtbot, tmp_path):
    window = laptop_window(qtbot, tmp_path)
    services = window.services
    while services.threat.level() < 3:
        assert services.threat.step(1)
    assert services.swarm.set_dead(30) and services.swarm.start(False)
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    QApplication.processEvents()
    assert window.fight_layout.is_on()
    assert window.docks["swarmDock"].on_screen()
    assert not window.docks["diceDock"].on_screen()


def test_f11_without_a_swarm_fight_keeps_the_dice_in_front(qtbot, tmp_path):
    window = laptop_window(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    QApplication.processEvents()
    assert window.fight_layout.is_on()
    assert window.docks["diceDock"].on_screen()
    assert not window.docks["swarmDock"].on_screen()


def test_f11_in_a_swarm_fight_without_a_listed_fight_gives_the_swarm_panel_the_room(qtbot, tmp_path):
    """Issue 40: half the screen was the empty "No fight running" list while the swarm panel was
    squeezed beside it and scrolled."""
    window = laptop_window(qtbot, tmp_path)
    services = window.services
    while services.threat.level() < 3:
        assert services.threat.step(1)
    assert services.swarm.set_dead(30) and services.swarm.start(False)
    assert services.initiative.encounter() is None
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    QApplication.processEvents()
    swarm, fight = window.docks["swarmDock"], window.docks["initiativeDock"]
    assert swarm.on_screen() and swarm.width() > 2 * fight.width()
