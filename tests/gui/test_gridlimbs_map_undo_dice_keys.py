"""An undone move takes the dice dock's shot back with it: the map's shot (X) after a move has the
shooter moved and the nearer distance; Ctrl+Z puts the shooter back, and the dice dock's shot,
set up from the map, is the map's again (not moved, the whole distance), as X would set it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL
from tests.gui.map_fight import fight_on_the_map
from tests.gui.test_map_shot import create


def test_an_undone_move_takes_the_dice_dock_s_shot_back(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=6, starting_item="pistol", speed=10, max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=30, speed=1)
    dice, keys = fight_on_the_map(qtbot, window, (14, 4), {kit: (0, 1), zed: (8, 1)})
    keys.key(Qt.Key.Key_Right)
    keys.key(Qt.Key.Key_Right)
    keys.key(Qt.Key.Key_Return)  # Kit moves two tiles nearer
    assert services.battle_map.battle_map().tokens[kit] == (2, 1)
    keys.key(Qt.Key.Key_X)
    assert dice.opponent_combo.currentText() == "Shambler 1"
    assert dice.form.values()["shooter_moved"] is True
    assert dice.form.values()["distance"] == 6
    keys.key(Qt.Key.Key_Z, CTRL)  # the move undone
    assert services.battle_map.battle_map().tokens[kit] == (0, 1)
    assert dice.form.values()["shooter_moved"] is False
    assert dice.form.values()["distance"] == 8
    assert dice.opponent_combo.currentText() == "Shambler 1"
    assert "÷ 2" not in dice.parts_label.text()
    keys.key(Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # and redone
    assert dice.form.values()["shooter_moved"] is True
    assert dice.form.values()["distance"] == 6
