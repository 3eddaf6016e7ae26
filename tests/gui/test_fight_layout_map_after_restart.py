"""F11 in the grid game keeps its Map tab after a restart: the map, waiting behind its tab until it
is first shown (as every dock behind a tab waits when Deadwatch starts), was taken by the fight
layout for a dock this campaign has no use for and hidden; quit and start again on the same
campaign, F11 shows the Map tab beside the log as it did before."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui.main_window import MainWindow


def _started(qtbot, path, ini):  # noqa: ANN001, ANN202
    """Deadwatch started: the window on screen, then the campaign opened into it (ui.launch's order)."""
    window = MainWindow(None, QSettings(ini, QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    assert window.open_campaign(str(path))
    qtbot.wait(50)
    return window


def _map_tab(window) -> list[str]:  # noqa: ANN001
    """The docks the Map is tabbed with, when its tab is there (empty: no Map tab)."""
    dock = window.docks["mapDock"]
    if dock.isHidden() or not dock.toggleViewAction().isChecked():
        return []
    return sorted(d.objectName() for d in window.tabifiedDockWidgets(dock))


def test_f11_shows_the_map_tab_after_a_restart(qtbot, tmp_path):
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs", None)
    ini = str(tmp_path / "layout.ini")
    first = _started(qtbot, path, ini)
    qtbot.keyClick(first, Qt.Key.Key_F11)
    assert first.fight_layout.is_on()
    before = _map_tab(first)
    assert "logDock" in before
    qtbot.keyClick(first, Qt.Key.Key_F11)  # the GM's own layout back, then quit
    assert not first.fight_layout.is_on()
    first.close()
    again = _started(qtbot, path, ini)
    assert not again.docks["mapDock"].built  # behind its tab, not shown yet
    qtbot.keyClick(again, Qt.Key.Key_F11)
    assert again.fight_layout.is_on()
    assert _map_tab(again) == before
    again.close()
    # quit with the fight layout up: it comes back with its Map tab, and F11 twice keeps it
    third = _started(qtbot, path, ini)
    assert third.fight_layout.is_on()
    assert _map_tab(third) == before
    qtbot.keyClick(third, Qt.Key.Key_F11)
    qtbot.keyClick(third, Qt.Key.Key_F11)
    assert third.fight_layout.is_on()
    assert _map_tab(third) == before
    third.close()
