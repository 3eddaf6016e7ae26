"""The battle map's text says only what is true: no shot's odds against a target who is down, no
"(melee never reaches a diagonal)" for a target eight tiles off on no diagonal, no shot's odds for a
character with no firearm."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def _map(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=7, starting_item="pistol", max_hp=20)
    dov = create(window, "Dov", starting_item="clips", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", starting_item="clips", max_hp=20)
    services.battle_map.set_size(14, 6)
    services.battle_map.place({kit: (0, 2), zed: (8, 2), dov: (7, 3)})
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_dock = window.docks["mapDock"]
    qtbot.waitUntil(map_dock.view.hasFocus)
    return window, services, map_dock, keys, (kit, dov, zed)


def test_far_off_is_out_of_reach_without_the_diagonal_note(qtbot, tmp_path):
    window, services, map_dock, keys, (kit, dov, zed) = _map(qtbot, tmp_path)
    map_dock.modes.selected = kit
    keys.key(Qt.Key.Key_X)  # Shambler 1, 8 tiles straight along the row
    info = map_dock.info.text()
    assert "Distance 8 tiles." in info
    assert "Out of melee reach." in info
    assert "diagonal" not in info


def test_no_odds_against_a_target_who_is_down(qtbot, tmp_path):
    window, services, map_dock, keys, (kit, dov, zed) = _map(qtbot, tmp_path)
    map_dock.modes.selected = kit
    keys.key(Qt.Key.Key_X)
    assert "d7" in map_dock.info.text()
    assert services.characters.damage(zed, {"part": "head", "amount": 99})  # put down
    qtbot.waitUntil(lambda: "is down" in map_dock.info.text())
    info = map_dock.info.text()
    assert "Kit → Shambler 1: Shambler 1 is down; X picks the next target." in info
    assert "d7" not in info


def test_no_shot_s_odds_for_one_without_a_gun(qtbot, tmp_path):
    window, services, map_dock, keys, (kit, dov, zed) = _map(qtbot, tmp_path)
    map_dock.modes.selected = dov
    keys.key(Qt.Key.Key_X)  # Shambler 1, a diagonal neighbour: point blank for a gun
    info = map_dock.info.text()
    assert "No firearm: no shot to take." in info
    assert "always hits" not in info
    assert "Out of melee reach (melee never reaches a diagonal)." in info
