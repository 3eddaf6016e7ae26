"""An arrow the rules refuse on the map (a wall in the way, out of reach) leaves the path where it
was, the refusal said under the map: the path the GM sees is the one Enter moves along, and
Backspace steps back from its end.  Before, Right into a wall drew the path on to the wall, the
line said «Kit не может туда пойти», the Go button stayed enabled, and the first Backspace only took
away the refused step, unseen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def test_a_step_into_a_wall_stays_out_of_the_path_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", speed=8, stamina=8)
    zed = create(window, "Zombie 1", "zombie", speed=1)
    services.battle_map.set_size(10, 4)
    services.battle_map.paint([(4, 0)], "wall")
    services.battle_map.place({ana: (0, 0), zed: (9, 3)})
    services.campaign.execute(StartEncounter([ana, zed]))
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    for _ in range(6):
        keys.key(Qt.Key.Key_Right)  # the fifth and the sixth into the wall
    assert dock.modes.path == [(0, 0), (1, 0), (2, 0), (3, 0)]
    text = dock.info.text()
    assert "Ana cannot go there: a wall or furniture is in the way." in text
    assert "Ana to D1: Sprints 3 tiles" in text  # the move Enter makes, to the last tile allowed
    assert dock.buttons["move"].isEnabled()
    keys.key(Qt.Key.Key_Backspace)  # one step back from the end the GM sees
    assert dock.modes.path == [(0, 0), (1, 0), (2, 0)]
    assert "cannot go there" not in dock.info.text()
    assert "Ana to C1:" in dock.info.text()
    keys.key(Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[ana] == (2, 0)
