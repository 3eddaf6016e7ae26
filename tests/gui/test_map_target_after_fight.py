"""Issue 40: after End fight the map still marked the target X picked and read its shot odds
("d7: aimed hits 42.9%…") as if the shot could still be taken: the fight over, the map drops its
target and the shot's odds."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import ALT, CTRL
from tests.gui.test_map_turn_start_keys import _fight


def test_the_map_drops_its_target_when_the_fight_ends(qtbot, tmp_path):
    window, services, _dice, keys, (kit, _dov, near, *_zeds) = _fight(qtbot, tmp_path)
    map_dock = window.docks["mapDock"]
    keys.key(Qt.Key.Key_X)
    assert map_dock.modes.target == near
    assert "d7:" in map_dock.info.text()  # the shot's odds
    keys.key(Qt.Key.Key_F, CTRL | ALT)  # End fight
    assert services.initiative.encounter() is None
    assert map_dock.modes.target is None
    assert "d7:" not in map_dock.info.text()
    assert window.selection.aimed_target() is None  # D no longer damages the old target
