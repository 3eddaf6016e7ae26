"""One hit, one figure: a pistol's 6 on a zombie with 3 left in its torso reads "Apply 6 damage" on
the button, "6 damage" once in the log (it read "Pistol: 6 damage; 6 damage"), and Edit → Undo
names the 6 applied with what the torso lost ("6 damage to Shambler 1 (Torso (main pool) 3 → 0)";
it read "Undo 3 damage")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def test_a_hit_s_damage_is_said_once_and_undo_names_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=7, starting_item="pistol", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=20, starting_item="clips")
    assert services.characters.damage(zed, {"part": "torso", "amount": 17})
    services.battle_map.set_size(12, 4)
    services.battle_map.place({kit: (0, 2), zed: (3, 2)})
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_dock = window.docks["mapDock"]
    qtbot.waitUntil(map_dock.view.hasFocus)
    map_dock.modes.selected = kit
    keys.key(Qt.Key.Key_X)
    assert dice.opponent_combo.currentText() == "Shambler 1"
    services.campaign.dice = TypedDice([5])  # unaimed: the torso
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    assert button.text() == "Apply 6 damage to Shambler 1"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys.key(Qt.Key.Key_Space)
    line = render_event(services.campaign.events()[-1])
    assert line.count("6 damage") == 1, line
    assert window.act_undo.text() == (
        "&Undo 6 damage to Shambler 1 (Torso (main pool) 0 → 3; removed: Dead; Kit: score 1 → 0)")
