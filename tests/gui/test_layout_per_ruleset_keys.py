"""A GM plays the grid demo in Spanish, goes to the map (Ctrl+9: its column a third of the window),
closes Deadwatch and opens the d10 demo in Russian at 1366x768.  The grid night's layout came with
it: the map's column stood empty beside the log (the History tab in front), the roster was three
rows high with a sideways scroll bar.  Now each ruleset keeps its own layout: the d10 campaign opens
on its own (the default, the first time), and the grid campaign comes back as the GM left it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_a_grid_nights_layout_stays_with_the_grid(qtbot, tmp_path):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language="es")
    d10 = build_demo(tmp_path / "demo" / "d10under.deadwatch", "d10under", None, language="ru")
    try:
        assert i18n.set_language("es")
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
        settle()
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_9, CTRL)  # the map, with the room it needs
        settle()
        map_width = window.docks["mapDock"].width()
        assert window.docks["mapDock"].on_screen() and map_width > LAPTOP[0] // 3
        window.close()
        window.deleteLater()

        assert i18n.set_language("ru")
        window = open_window(qtbot, tmp_path, d10, LAPTOP, fight=False)
        settle()
        docks = window.docks
        window.grab().save("/tmp/s29g/layout_d10_after_grid_ru.png")
        assert docks["mapDock"].isHidden() and not docks["mapDock"].toggleViewAction().isVisible()
        assert docks["logDock"].on_screen()  # the log, not the history, where the map had been
        assert docks["logDock"].width() < LAPTOP[0] // 3  # no empty map column
        roster = docks["charactersDock"].tree
        assert not roster.horizontalScrollBar().isVisible()  # the roster's columns whole
        assert roster.viewport().height() > 5 * roster.sizeHintForRow(0)  # more than three rows
        window.close()
        window.deleteLater()

        assert i18n.set_language("es")
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
        settle()
        assert window.docks["mapDock"].on_screen()  # the grid's layout as the GM left it
        assert abs(window.docks["mapDock"].width() - map_width) <= 8
        assert window.open_campaign(str(tmp_path / d10.name))  # File → Open in the same window
        settle()
        assert window.docks["mapDock"].isHidden() and window.docks["logDock"].width() < LAPTOP[0] // 3
        window.close()
        window.deleteLater()
    finally:
        i18n.set_language("en")
