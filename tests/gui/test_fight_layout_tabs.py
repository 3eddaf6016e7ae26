"""F11's fight layout on a 1366×768 laptop with the map shown (issue 40): the dock tabs read whole
("Dice", "Swarm", "Ammunition", "Threat"; "Dados", "Horda", "Munición", "Amenaza"), never "D…",
"Swa…", "Ammuniti…": the map going to the front (Ctrl+9) takes its room from the other columns down
to their tab titles' width, not below."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.readable import tabs
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_f11_with_the_map_shows_every_tab_title_whole(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    path = build_demo(tmp_path / "demo.deadwatch", "gridlimbs")
    window = open_main_window(str(path), QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    try:
        window.setGeometry(0, 0, 1366, 768)
        window.show()
        qtbot.waitExposed(window)
        services = window.services  # a fight under way, as at the table
        services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        services.initiative.next_turn()
        settle()
        window.fight_layout.action.trigger()  # F11
        settle()
        from ui.dock_goto import go_to

        go_to(window.docks["mapDock"])  # Ctrl+9: the map in front, with the room it needs
        settle()
        assert window.docks["mapDock"].isVisible()
        assert tabs(window) == []
    finally:
        window.close()
        i18n.set_language("en")
