"""The grid game's X on the battle map hands the target the GM picked to the dice dock's
"Against", whatever kind of roll the dock shows: a zombie's bite (a strike in melee, which has no
distance field to fill) goes at the token X picked, not at the nearest enemy the turn started with.
One distance for a pair everywhere: the map, the dice dock's shot and a blow's refusal say the
same number of tiles (diagonal steps 1.5, rounded up, as the text's "decimals are rounded up")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def _zombie_turn(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    zed = create(window, "Shambler 1", "zombie", max_hp=30, speed=9, starting_item="clips")  # no gun, as the demo's
    ana = create(window, "Ana", max_hp=20, speed=2)
    ben = create(window, "Ben", max_hp=20, speed=1)
    services.battle_map.set_size(16, 12)
    # Ana beside the zombie (1 tile); Ben 9 across and 1 down: 8 straight + 1 diagonal = 9.5 → 10
    services.battle_map.place({zed: (2, 2), ana: (3, 2), ben: (11, 3)})
    services.campaign.execute(StartEncounter([zed, ana, ben]))
    assert services.initiative.current().character_id == zed
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    return window, services, dice, keys, (zed, ana, ben)


def _pick_strike(qtbot, window, dice, keys) -> None:  # noqa: ANN001
    """The GM picks "Strike in melee" in the dice dock's Kind of roll, then goes to the map."""
    combo = dice.kind_combo
    combo.setCurrentIndex(combo.findText("Strike in melee (always hits)"))
    assert combo.currentText() == "Strike in melee (always hits)"
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(window.docks["mapDock"].view.hasFocus)


def test_x_hands_its_target_to_a_bite(qtbot, tmp_path):
    window, services, dice, keys, (zed, ana, ben) = _zombie_turn(qtbot, tmp_path)
    _pick_strike(qtbot, window, dice, keys)
    modes = window.docks["mapDock"].modes
    keys.key(Qt.Key.Key_X)  # the nearest: Ana
    assert modes.target == ana
    assert dice.opponent_combo.currentText() == "Ana"
    keys.key(Qt.Key.Key_X)  # the next: Ben
    assert modes.target == ben
    assert dice.character_combo.currentText() == "Shambler 1"
    assert dice.opponent_combo.currentText() == "Ben"
    keys.key(Qt.Key.Key_X)  # back to Ana: the bite goes at her
    assert dice.opponent_combo.currentText() == "Ana"
    keys.key(Qt.Key.Key_R, CTRL)
    assert dice.last is not None
    assert "Out of melee reach" not in window.statusBar().currentMessage()


def test_one_distance_for_a_pair_on_the_map_in_the_dice_dock_and_in_a_refusal(qtbot, tmp_path):
    window, services, dice, keys, (zed, ana, ben) = _zombie_turn(qtbot, tmp_path)
    _pick_strike(qtbot, window, dice, keys)
    keys.key(Qt.Key.Key_X, times=2)  # at Ben, 9.5 tiles rounded up
    info = window.docks["mapDock"].info.text()
    assert "Distance 10 tiles." in info
    assert "9.5" not in info
    keys.key(Qt.Key.Key_R, CTRL)  # the bite cannot reach him
    refusal = window.statusBar().currentMessage()
    assert "10 tiles apart" in refusal
    assert "9.5" not in refusal
    # the dice dock's shot at the same pair says the same distance
    combo = dice.kind_combo
    combo.setCurrentIndex(combo.findText("Shot: d(Accuracy)"))
    window.docks["mapDock"].view.setFocus()
    keys.key(Qt.Key.Key_X, times=2)  # Ana, then Ben again: the shot's form filled
    assert dice.opponent_combo.currentText() == "Ben"
    assert dice.form.values()["distance"] == 10


def test_x_s_nearest_is_by_the_same_distance(qtbot, tmp_path):
    window, services, dice, keys, (zed, ana, ben) = _zombie_turn(qtbot, tmp_path)
    # Ana three diagonal steps away (4.5 → 5 tiles), Ben four straight (4 tiles): Ben is nearer
    services.battle_map.place({zed: (2, 2), ana: (5, 5), ben: (6, 2)})
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(window.docks["mapDock"].view.hasFocus)
    keys.key(Qt.Key.Key_X)
    assert window.docks["mapDock"].modes.target == ben
    assert "Distance 4 tiles." in window.docks["mapDock"].info.text()
    keys.key(Qt.Key.Key_X)
    assert window.docks["mapDock"].modes.target == ana
    assert "Distance 5 tiles." in window.docks["mapDock"].info.text()
