"""The grid game's half Accuracy after moving, filled in by the map: a shooter who moved this round
and picks a target with X finds the dice dock's "moved this turn" ticked ("You may move and attack
with a ranged weapon in the same turn with half accuracy")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def test_a_shot_after_a_move_takes_half_accuracy_from_the_map(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", accuracy=8, starting_item="pistol", speed=10)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    services.battle_map.set_size(12, 4)
    services.battle_map.place({ana: (0, 1), zed: (8, 1)})
    services.campaign.execute(StartEncounter([ana, zed]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_view = window.docks["mapDock"].view
    qtbot.waitUntil(map_view.hasFocus)
    keys.key(Qt.Key.Key_X)
    assert dice.opponent_combo.currentText() == "Zombie 1"
    assert dice.form.values()["shooter_moved"] is False  # not moved yet
    assert services.battle_map.move(ana, [(0, 1), (1, 1)])
    activate(qtbot, window)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(map_view.hasFocus)
    keys.key(Qt.Key.Key_X)
    assert dice.form.values()["shooter_moved"] is True
    assert dice.form.values()["distance"] == 7
