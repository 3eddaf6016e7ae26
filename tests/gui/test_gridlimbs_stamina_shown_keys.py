"""The grid game's stamina where the GM moves a token: the map's line names the chosen character's
stamina out of the Stamina stat before a sprint spends it ("Stamina 2/2."), after it ("Stamina
0/2: +1 at the end of a round without a fight." once none is left), and a sprint refused for want
of it says when it comes back (rule text: a round without a sprint or a fight gives back 2, 1 at 0).
Before, the GM learnt of stamina only from the refusal."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def test_the_map_line_shows_the_chosen_characters_stamina_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", speed=5, stamina=2)  # walk 1, sprint 5
    zed = create(window, "Zombie 1", "zombie", speed=1)
    services.battle_map.set_size(12, 6)
    services.battle_map.place({ana: (0, 0), zed: (11, 5)})
    services.campaign.execute(StartEncounter([ana, zed]))
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert "Ana is chosen: the arrows plan a move. Stamina 2/2." in dock.info.text()
    for _ in range(3):
        keys.key(Qt.Key.Key_Right)
    keys.key(Qt.Key.Key_Down)  # a sprint of 4 tiles, more than the 2 Ana has
    assert ("Ana cannot go there: not enough stamina: this sprint costs 4, 2 left; a round without a "
            "sprint or a fight gives back 2 (1 at 0).") in dock.info.text()
    keys.key(Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_Right)
    keys.key(Qt.Key.Key_Down)  # 2 tiles: a sprint Ana can pay for, to 0
    assert ("Sprints 2 tiles (2 of 5 this turn) for 2 stamina. This sprint empties stamina: each leg loses 1 HP. "
            "(Enter moves) Stamina 2/2.") in dock.info.text()
    keys.key(Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[ana] == (1, 1)
    assert ("Ana is chosen: the arrows plan a move. Stamina 0/2: +1 at the end of a round without a fight."
            in dock.info.text())
