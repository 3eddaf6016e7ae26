"""A sprint on the map that spends the last stamina says before Enter what it costs the legs, in
every language: «… за 2 ед. запаса сил. Этот рывок исчерпывает запас сил: каждая нога теряет 1 ОЗ.
(Enter — идти)»; Enter then takes 1 from each leg and the log says it once.  Before, the line
under the map said only the stamina spent, and the GM learnt of the legs from the log after Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create
from ui import i18n

SAID = {
    "en": "This sprint empties stamina: each leg loses 1 HP.",
    "ru": "Этот рывок исчерпывает запас сил: каждая нога теряет 1 ОЗ.",
    "es": "Este esprint agota el aguante: cada pierna pierde 1 PV.",
}


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_a_sprint_to_zero_stamina_says_the_legs_cost_before_enter(qtbot, tmp_path, lang):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", speed=5, stamina=3)  # walk 1, sprint 5
    zed = create(window, "Zombie 1", "zombie", speed=1)
    services.battle_map.set_size(12, 6)
    services.battle_map.place({ana: (0, 0), zed: (11, 5)})
    services.campaign.execute(StartEncounter([ana, zed]))
    legs = services.characters.character(ana).state.get("left_leg")
    try:
        assert i18n.set_language(lang)
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        keys.key(Qt.Key.Key_Right)
        keys.key(Qt.Key.Key_Right)  # 2 of the 3 tiles Ana can pay for: nothing said of her legs
        assert SAID[lang] not in dock.info.text()
        keys.key(Qt.Key.Key_Right)  # 3: the last of her stamina
        assert SAID[lang] in dock.info.text()
        keys.key(Qt.Key.Key_Return)
        assert services.battle_map.battle_map().tokens[ana] == (3, 0)
        state = services.characters.character(ana).state
        assert (state["left_leg"], state["right_leg"]) == (legs - 1, legs - 1)
        line = render_event(services.log.events_after(int(services.log.shown_session().id))[-1])
        assert line.count(SAID[lang]) == 1
    finally:
        i18n.set_language("en")
