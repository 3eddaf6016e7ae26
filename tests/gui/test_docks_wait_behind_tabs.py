"""A campaign opened into the window on screen (as Deadwatch starts) leaves the docks behind a tab
unbuilt and unread until the GM needs them: their tab, their keys, the menu that holds their
actions, a refusal of their services.  Each of those then finds the dock bound to the campaign, as
if it had been all along."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from ui.main_window import MainWindow

BEHIND = ("swarmDock", "ammoDock", "historyDock")


def opened_on_screen(qtbot, tmp_path, ruleset="twdu"):  # noqa: ANN001, ANN201
    """The window shown empty, then the demo opened into it (ui.launch's order)."""
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset, None)
    window = MainWindow(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    assert window.open_campaign(str(path))
    qtbot.wait(100)  # the window's first turns after the campaign: nothing behind a tab is read
    return window


def test_the_docks_behind_tabs_wait_and_the_docks_on_screen_show_the_campaign(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    for name in BEHIND:
        dock = window.docks[name]
        assert not dock.on_screen() and not dock.built and dock.waiting is window.services, name
    for dock in window.docks.values():
        if dock.on_screen():
            assert dock.services is window.services and dock.widget().isEnabled(), dock.objectName()


def test_clicking_a_tab_shows_its_dock_filled(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    history = window.docks["historyDock"]
    assert window.services.threat.step(+1, "gm")  # an action while the history waits
    assert history.waiting is window.services
    history.raise_()  # as a click on its tab
    qtbot.waitUntil(history.on_screen)
    assert history.built and history.services is window.services and history.waiting is None
    assert history.model.rowCount() > 0  # the threat step, read when it came on screen


def test_go_to_key_builds_the_ammunition_and_puts_the_focus_in_it(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    ammo = window.docks["ammoDock"]
    Keys(qtbot).key(Qt.Key.Key_6, CTRL)
    assert ammo.built and ammo.services is window.services and ammo.on_screen()
    focus = QApplication.focusWidget()
    assert focus is not None and ammo.isAncestorOf(focus)


def test_a_key_of_a_waiting_dock_that_cannot_act_says_why(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    swarm = window.docks["swarmDock"]
    window.docks["initiativeDock"].tree.setFocus()
    Keys(qtbot).key(Qt.Key.Key_W, CTRL | ALT)  # roll the swarm round: there is no swarm fight
    assert window.statusBar().currentMessage() == "No swarm round to roll now: Ctrl+Shift+W starts a swarm fight."
    assert swarm.services is window.services and not swarm.act_roll.isEnabled()
    assert not window.services.swarm.active()


def test_a_key_of_a_waiting_dock_acts(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    swarm = window.docks["swarmDock"]
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    for _ in range(3):  # Threat 3: the dead are coming
        keys.type("+3")
    assert swarm.waiting is not None  # the threat dial's keys are not the swarm's
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # to the panel, on the count of the dead
    assert swarm.on_screen() and QApplication.focusWidget() is swarm.dead
    keys.key(Qt.Key.Key_A, CTRL)
    keys.type("30")
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # a second press starts the fight
    assert window.services.swarm.active()


def test_the_fight_menu_shows_the_waiting_docks_actions_as_they_are(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    swarm = window.docks["swarmDock"]
    assert swarm.waiting is not None
    window.fight_menu.aboutToShow.emit()
    assert swarm.services is window.services and not swarm.act_roll.isEnabled()  # no swarm round now


def test_the_map_steps_aside_for_a_campaign_without_a_grid_without_being_built(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path)
    battle_map = window.docks["mapDock"]
    assert battle_map.isHidden() and not battle_map.toggleViewAction().isVisible() and not battle_map.built
    assert not battle_map.act_focus.isEnabled() and not battle_map.act_place.isEnabled()


def test_the_map_of_a_grid_campaign_waits_and_its_go_to_key_shows_it(qtbot, tmp_path):
    window = opened_on_screen(qtbot, tmp_path, "gridlimbs")
    battle_map = window.docks["mapDock"]
    assert battle_map.waiting is window.services and not battle_map.built
    Keys(qtbot).key(Qt.Key.Key_9, CTRL)
    assert battle_map.built and battle_map.on_screen() and QApplication.focusWidget() is battle_map.view
