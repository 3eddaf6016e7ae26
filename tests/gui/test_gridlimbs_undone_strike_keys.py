"""The grid game: after Ctrl+Z the dice dock still showed "Strikes the Torso (main pool): 4 damage",
which read as the undone step.  The first Ctrl+Z after Apply takes back the damage: the strike still
stands, and the dock now says so under it; the next Ctrl+Z takes the strike back, and its result
leaves the dock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_map_shot import create

SAID = ("Its damage undone: the roll above still stands, its damage offered again (Ctrl+Z once more takes the "
        "roll back).")


def test_an_undone_strike_leaves_the_dock_and_its_undone_damage_says_the_strike_stands(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=2, right_hand=60, starting_item="katana", max_hp=20, speed=9)
    zed = create(window, "Shambler 1", "zombie", max_hp=30, speed=1)
    services.battle_map.set_size(8, 4)
    services.battle_map.place({kit: (0, 1), zed: (1, 1)})
    services.initiative.start([kit, zed], name="Mall")
    dice = window.docks["diceDock"]
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_dock = window.docks["mapDock"]
    qtbot.waitUntil(map_dock.view.hasFocus)
    map_dock.modes.selected = kit
    keys.key(Qt.Key.Key_X)
    assert dice.kind_combo.currentText() == "Strike in melee (always hits)"
    keys.key(Qt.Key.Key_R, CTRL)
    assert "Strikes the torso: 4 damage" in last_log_line(window)  # no capital inside the sentence
    qtbot.waitUntil(lambda: QApplication.focusWidget() in dice.result_view.damage_buttons)
    keys.key(Qt.Key.Key_Space)  # Apply 4 damage to Shambler 1
    assert last_log_line(window).startswith("Damage to Shambler 1")
    map_dock.view.setFocus()
    keys.key(Qt.Key.Key_Z, CTRL)  # the damage back
    assert last_log_line(window).startswith("Undo: 4 damage to Shambler 1")
    assert dice.result_view.isVisible() and dice.refusal_label.text() == SAID
    assert [b.text() for b in dice.result_view.damage_buttons if not b.isHidden()] == ["Apply 4 damage to Shambler 1"]
    keys.key(Qt.Key.Key_Z, CTRL)  # the strike back: its result goes
    assert last_log_line(window).startswith("Undo: Kit: Strike in melee")
    assert not dice.result_view.isVisible() and dice.last is None
    assert dice.refusal_label.text() == ""
