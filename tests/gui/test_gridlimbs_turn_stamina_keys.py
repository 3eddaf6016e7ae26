"""The grid game's fight heading names the acting fighter's stamina beside whose turn it is ("Kit's
turn (Stamina 9/9)"), and the number follows a sprint made on the map at once.  The fight list's
rows have no room for stamina at 1366×768, and the text spends it each round (sprints, fighting):
the GM had it in sight only on the roster, or on the map's line once the token was chosen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_keys import CTRL_ALT, create, press


def test_the_heading_says_the_acting_fighters_stamina_and_follows_a_sprint(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", speed=9, stamina=5)  # the faster: his turn first; walk 2, sprint 9
    dov = create(window, "Dov", speed=3, stamina=6)
    services.battle_map.set_size(10, 6)
    services.battle_map.place({kit: (0, 0), dov: (0, 5)})
    services.campaign.execute(StartEncounter([kit, dov]))
    assert services.initiative.current().character_id == kit
    activate(qtbot, window)
    fight = window.docks["initiativeDock"]
    assert fight.header.text().endswith("Kit's turn (Stamina 5/5)"), fight.header.text()
    assert "Kit's turn (Stamina 5/5)" in fight.header.shown()  # whole on screen, not given up for "…"
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == kit
    for _ in range(3):
        press(qtbot, dock, Qt.Key.Key_Right)  # a sprint of 3 tiles: 3 stamina
    press(qtbot, dock, Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[kit] == (3, 0)
    assert fight.header.text().endswith("Kit's turn (Stamina 2/5)"), fight.header.text()
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_N)  # Dov's turn: his stamina, not Kit's
    assert fight.header.text().endswith("Dov's turn (Stamina 6/6)"), fight.header.text()
