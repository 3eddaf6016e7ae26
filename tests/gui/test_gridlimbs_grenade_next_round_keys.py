"""A grenade thrown for the next round, by keys: G aims it, G again changes when it goes off ("explodes
either the round thrown or the next round"), Enter throws it; it waits on the map as a G on its tile
and explodes when the next round ends (Ctrl+Alt+N twice), its blast under the round's log line;
Ctrl+Z takes the blast back and the grenade waits again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.dice import TypedDice
from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines, torso_on_tracker


def _g_marks(dock) -> list[tuple[float, float]]:
    return [(item.pos().x(), item.pos().y()) for item in dock.view.scene().items() if item.data(0) == "blast"]


def test_a_grenade_for_the_next_round_waits_as_a_g_and_explodes_at_its_end_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", speed=10, strength=4, starting_item="grenades", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30, speed=1)
    services.battle_map.set_size(20, 6)
    services.battle_map.place({ana: (0, 2), zed: (5, 2)})
    services.campaign.execute(StartEncounter([ana, zed]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_G, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert "Explodes now, the round thrown (G changes when)." in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_G)
    assert "Explodes at the end of the next round (G changes when)." in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Return)
    assert log_lines(window, 1) == ["Ana throws a grenade at E3: it explodes at the end of round 2"]
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 30/30"
    assert [b.tile for b in services.battle_map.battle_map().blasts] == [(4, 2)]
    qtbot.waitUntil(lambda: len(_g_marks(dock)) == 1)  # the G on E3
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # round 1 ends: it still waits
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 30/30"
    services.campaign.dice = TypedDice([1, 6])  # radius 10, damage 15
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # round 2 ends: it goes off
    line = log_lines(window, 1)[0]
    # the hidden zombie's not acting in the GM's own part of the line (the players' part names Ana alone)
    assert line.startswith("Round 2 ends; round 3 begins — Ana had not acted; Zombie 1 had not acted; "
                           "The grenade Ana threw explodes at E3"), line
    assert "Blast radius 10 tiles, 15 damage." in line and "Damage to Zombie 1: 15" in line
    # 15 of the blast, then the round's end: at half its main pool, it bleeds 1
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 14/30"
    assert services.battle_map.battle_map().tokens[zed] == (6, 2)  # knocked back from E3
    qtbot.waitUntil(lambda: not _g_marks(dock))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 30/30"
    assert services.battle_map.battle_map().tokens[zed] == (5, 2)
    qtbot.waitUntil(lambda: len(_g_marks(dock)) == 1)
