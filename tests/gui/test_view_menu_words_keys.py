"""AFMBE's View menu: "Players see the map (Ctrl+Alt+V)" was offered in a game with no map, and Go to
said "Go to the threat" for a dock titled "Tension" (the 0-6 tension meter).  Now the players' map
is offered only where the ruleset has a grid, and Go to names the dock after its title, in each
language; a game with a Threat Level keeps "Go to the threat"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_menus_of_the_ruleset_keys import demo_window, shown

WORDS = {"en": ("Tension", "Go to the tension meter"), "ru": ("Напряжение", "К шкале напряжения"),
         "es": ("Tensión", "Al medidor de tensión")}


def _go_to(window):
    return window.findChild(type(window.view_menu), "goToMenu")


@pytest.mark.parametrize("code", list(WORDS))
def test_afmbe_view_menu_has_no_players_map_and_goes_to_the_tension_meter(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = demo_window(qtbot, tmp_path, "afmbe", "unisystem")
        texts = [a.text() for a in shown(window.view_menu)]
        players = window.docks["mapDock"].act_players
        assert players.text() not in texts and not players.isEnabled()
        title, words = WORDS[code]
        threat = window.docks["threatDock"]
        threat.ensure_built()
        QApplication.processEvents()
        assert threat.windowTitle() == title
        assert words in [a.text() for a in shown(_go_to(window))]
        qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        assert not window.docks["mapDock"].isVisible()
    finally:
        set_language("en")


def test_a_game_on_a_grid_offers_the_players_map_and_twdu_goes_to_the_threat(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs", None)
    players = window.docks["mapDock"].act_players
    assert players in shown(window.view_menu) and players.isEnabled()
    twdu = demo_window(qtbot, tmp_path / "twdu", "twdu", None)
    assert "Go to the threat" in [a.text() for a in shown(_go_to(twdu))]
