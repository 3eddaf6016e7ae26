"""The grid game counts a character's walk or sprint "per turn", his one turn in the round: moves the
GM made with his token during another's turn count in it, and his own turn's line now says so.
Before, Dov's line on his own turn read "Sprints 1 tile (3 of 3 this turn)" after two tiles moved
during Kit's turn, with no word of where the other two came from."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_keys import CTRL_ALT, create, press
from ui import i18n

SAID = {"en": ("Dov to F1:", "(3 of 3 this turn)", "Moved out of turn this round: 2 (counted in this turn's reach)."),
        "ru": ("Dov", "(3 из 3 за ход)", "Вне своего хода в этом раунде: 2 кл. (входит в дальность этого хода).")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_moves_out_of_turn_are_said_in_the_token_s_own_turn(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        kit = create(window, "Kit", speed=9)  # the faster: his turn first
        dov = create(window, "Dov", speed=3, stamina=6)  # walk 1, sprint 3
        services.battle_map.set_size(10, 6)
        services.battle_map.place({kit: (0, 0), dov: (2, 0)})
        services.campaign.execute(StartEncounter([kit, dov]))
        assert services.initiative.current().character_id == kit
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        press(qtbot, dock, Qt.Key.Key_Tab)  # Dov chosen during Kit's turn
        assert dock.modes.selected == dov
        press(qtbot, dock, Qt.Key.Key_Right)
        press(qtbot, dock, Qt.Key.Key_Right)
        press(qtbot, dock, Qt.Key.Key_Return)  # 2 tiles out of turn
        assert services.battle_map.battle_map().tokens[dov] == (4, 0)
        fight = window.docks["initiativeDock"]
        fight.tree.setFocus()
        qtbot.keyClick(fight.tree, Qt.Key.Key_N)  # Dov's turn
        assert services.initiative.current().character_id == dov
        qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
        qtbot.waitUntil(dock.view.hasFocus)
        assert dock.modes.selected == dov
        press(qtbot, dock, Qt.Key.Key_Right)
        where, count, told = SAID[lang]
        assert where in dock.info.text() and told in dock.info.text(), dock.info.text()  # said before Enter
        press(qtbot, dock, Qt.Key.Key_Return)
        line = render_event(services.campaign.events()[-1])
        assert count in line and told in line, line
    finally:
        i18n.set_language("en")
