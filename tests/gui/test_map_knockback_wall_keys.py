"""The grid game's melee knockback against a wall, from the map dock's keys: "If unable to be
knocked back due to wall or furniture in the way, you will take your opponent's strength as damage
once for each tile of knockback you were meant to move as you are flung against the obstacle."  A
strong runner's blow in passing would knock the zombie back two tiles; a wall right behind it keeps
its token where it stands, and the zombie takes the runner's Strength twice on top of the blow, the
arithmetic in the log line; Ctrl+Z takes the blow and the wall's damage back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines


def torso(services, cid) -> int:
    return services.characters.character(cid).state["torso"]


def test_a_blow_in_passing_flings_the_zombie_against_the_wall_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", speed=6, strength=6, max_hp=12, starting_item="katana")
    zed = create(window, "Z1", "zombie", max_hp=40)  # Strength 2: force 6 knocks back 2 tiles
    services.battle_map.set_size(6, 6)
    services.battle_map.paint([(2, 3)], "wall")  # right behind Z1, on the line of the blow
    services.battle_map.place({ann: (1, 1), zed: (2, 2)})
    services.campaign.execute(StartEncounter([ann, zed]))
    before = torso(services, zed)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == ann
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_M, Qt.Key.Key_Return)
    line = log_lines(window, 1)[0]
    assert "Damage to Z1: Strength 6 × Katana 2 × hand 50% × 2 = 12" in line
    assert ("Z1: Flung against an obstacle: the attacker's Strength 6 × 2 tiles of knockback not "
            "travelled = 12 damage.") in line
    assert services.battle_map.battle_map().tokens[zed] == (2, 2)  # the wall held it
    assert torso(services, zed) == before - 12 - 12
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert torso(services, zed) == before
