"""The grid game's furniture in a shot's way, from the map by keys: X aims at a zombie behind a
table, the map says the table stops the shot and the dice dock will not roll it; the table hit to
half its hit points, X again, and the shot is offered with its odds ("If a tile of furniture is
reduced to half hitpoints, it takes double damage, and attacks will be able to go through it")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_table_stops_the_shot_until_it_is_broken_through(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", accuracy=8, starting_item="pistol")
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    services.battle_map.set_size(8, 3)
    services.battle_map.paint([(3, 1)], "U")
    services.battle_map.place({ana: (0, 1), zed: (6, 1)})
    services.campaign.execute(StartEncounter([ana, zed]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.ensure_built()
    dock = window.docks["mapDock"]
    keys = Keys(qtbot)

    def aim() -> None:
        activate(qtbot, window)
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        qtbot.waitUntil(dock.view.hasFocus)
        keys.key(Qt.Key.Key_X)  # the next target: the zombie

    aim()
    assert dice.opponent_combo.currentText() == "Zombie 1"
    assert dice.form.values()["blocked"] is True
    assert "Furniture on D2 stops the shot" in dock.info.text()
    assert "urniture stops the shot" in dice.odds_label.text()  # the dock says why it will not roll
    assert services.furniture.hit((3, 1), 5, 10)  # 10 → 5 of 10: broken through
    aim()
    assert dice.form.values()["blocked"] is False
    assert "stops the shot" not in dock.info.text()
    assert "Hit" in dice.odds_label.text()
