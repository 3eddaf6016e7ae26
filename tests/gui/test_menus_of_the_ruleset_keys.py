"""A GM opens the AFMBE demo and the Fight menu offered twdu's swarm (Fight the swarm, Clear out an
area, Roll the swarm round, Call off the swarm fight) and Avoid the dead, View its Swarm panel and
"Go to the typed dice (of the swarm round …)": the menus now hold what the campaign's ruleset
declares, in each of the five demos, and a swarm key does nothing in AFMBE."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import open_main_window

DEMOS = [("afmbe", "norms"), ("afmbe", "unisystem"), ("twdu", None), ("d10under", None), ("gridlimbs", None)]
SWARM_AND_THREAT = {"Fight the swarm", "Clear out an area", "Roll the swarm round", "Call off the swarm fight",
                    "Avoid the dead"}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def demo_window(qtbot, tmp_path, ruleset, preset):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / f"{ruleset}-{preset}.deadwatch", ruleset, preset)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    QApplication.processEvents()
    return window


def shown(menu) -> list:  # noqa: ANN001
    """The entries the GM sees when the menu opens."""
    menu.aboutToShow.emit()
    return [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_each_demo_menus_hold_only_what_its_ruleset_declares(qtbot, tmp_path, ruleset, preset):
    window = demo_window(qtbot, tmp_path, ruleset, preset)
    features = window.services.ruleset.features
    menus = (window.file_menu, window.edit_menu, window.session_menu, window.fight_menu, window.view_menu)
    entries = {a for menu in menus for a in shown(menu)}
    for dock in window.docks.values():
        for _, action in dock.menu_actions():
            feature = dock.action_feature(action)
            if feature and feature not in features:
                assert action not in entries, f"{action.text()} ({feature}) in a {ruleset} campaign's menu"
    for dock in window.docks.values():  # a panel of another ruleset's feature: no View entry, no Go to
        if dock.feature and dock.feature not in features:
            assert dock.toggleViewAction() not in entries
            assert not window.dock_keys.actions[dock.objectName()].isVisible()
    if "swarm" not in features:  # no word of a swarm anywhere in the menus
        assert not [a.text() for a in entries if "swarm" in a.text().lower()]
    fight = {a.text() for a in shown(window.fight_menu)}
    if ruleset == "twdu":
        assert fight >= SWARM_AND_THREAT
    else:
        assert not fight & SWARM_AND_THREAT
        assert "Start fight" in fight  # the fight's own entries stay


def test_the_swarm_key_does_nothing_in_an_afmbe_campaign(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "afmbe", "norms")
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    window.statusBar().clearMessage()  # (the "Opened …" of the file)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # twdu's "Fight the swarm"
    QApplication.processEvents()
    assert not window.docks["swarmDock"].on_screen()
    assert window.focusWidget() is window.docks["initiativeDock"].tree
    assert window.statusBar().currentMessage() == ""  # not even a "not now": the key is not AFMBE's
