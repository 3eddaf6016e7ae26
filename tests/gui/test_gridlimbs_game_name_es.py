"""The grid game has one name in Spanish: the window's title said «Casillas y miembros: el centro
comercial» (the demo's name) while the status bar said «Reglamento: Cuadrícula y extremidades»."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import i18n, open_main_window


def test_the_window_title_and_the_status_bar_name_the_game_alike(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs", language="es")  # File → Open demo in Spanish
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.show()
        activate(qtbot, window)
        ruleset = window.status_ruleset.accessibleName()  # its words (a die where the bar is short)
        assert ruleset.startswith("Reglamento: "), ruleset
        name = ruleset.removeprefix("Reglamento: ")
        assert name == "Casillas y miembros"
        assert window.windowTitle().startswith(name + ":"), (window.windowTitle(), ruleset)
    finally:
        i18n.set_language("en")
