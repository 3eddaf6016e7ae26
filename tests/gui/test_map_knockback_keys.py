"""The grid game's melee knockback on the map, from the map dock's keys: a strong runner's blow in
passing knocks the zombie back along the line of the blow, its token moves ("Each time the force
reaches a whole multiple of the defender's strength, it knocks them back another tile"), and Ctrl+Z
puts it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines


def test_a_blow_in_passing_moves_the_zombie_token_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", speed=6, strength=6, max_hp=12, starting_item="katana")
    zed = create(window, "Z1", "zombie", max_hp=40)  # Strength 2: force 6 knocks back 2 tiles
    services.battle_map.set_size(6, 6)
    services.battle_map.place({ann: (1, 1), zed: (2, 2)})
    services.campaign.execute(StartEncounter([ann, zed]))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == ann
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_M, Qt.Key.Key_Return)
    line = log_lines(window, 1)[0]
    assert "Z1: Knocked back to C5." in line
    assert services.battle_map.battle_map().tokens[zed] == (2, 4)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.battle_map.battle_map().tokens[zed] == (2, 2)
