"""F11 in the grid game puts the battle map in front: the fight layout tabbed the map behind the
Session log, so a GM who pressed F11 to fight on a grid saw the log and had to find the Map tab. Now
the map is in view in the right column (en, ru, es at 1366×768), the log and the History behind it;
a game without a grid keeps its log in front."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import close, open_window
from ui import i18n


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def in_view(dock) -> bool:  # noqa: ANN001
    """On screen and not behind another dock's tab."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_f11_on_the_grid_game_puts_the_map_in_front_of_the_log(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "demo" / "grid.deadwatch", "gridlimbs"), fight=False)
    try:
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)
        settle()
        assert window.fight_layout.is_on()
        map_dock, log = window.docks["mapDock"], window.docks["logDock"]
        assert in_view(map_dock), "the map is behind a tab"
        assert log in window.tabifiedDockWidgets(map_dock), "the log is not tabbed with the map"
        assert not in_view(log)
        assert in_view(window.docks["initiativeDock"]) and in_view(window.docks["diceDock"])
        # the map drawn in its dock, not an empty page
        assert map_dock.built and map_dock.view.battle_map is not None
        assert map_dock.view.viewport().width() > 300 and map_dock.view.viewport().height() > 300
    finally:
        close([window])
        i18n.set_language("en")


def test_f11_without_a_grid_keeps_the_log_in_front(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu"), fight=False)
    try:
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)
        settle()
        assert in_view(window.docks["logDock"])
        assert not window.docks["mapDock"].isVisible()
    finally:
        close([window])
