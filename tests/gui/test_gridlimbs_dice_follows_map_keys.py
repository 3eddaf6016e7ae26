"""The grid game's dice dock never shoots at a distance the map does not say: with both tokens on
the map, the shot's distance follows the map for the roller and target shown, whatever the GM did
in between (picked a melee strike, X to another target, back to the shot); and X hands the dock
the shot the map shows (its kind and gun), so Ctrl+R after X fires it rather than a strike."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.dice import TypedDice
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create

SHOT = "Shot: d(Accuracy)"
STRIKE = "Strike in melee (always hits)"


def _no_fight(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=7, starting_item="pistol", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=30)
    dov = create(window, "Dov", "zombie", max_hp=30)
    services.battle_map.set_size(16, 6)
    services.battle_map.place({kit: (0, 2), zed: (8, 2), dov: (3, 2)})
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
    map_dock.refresh()
    return window, services, dice, keys, (kit, zed, dov)


def test_the_shot_s_distance_is_the_map_s_after_a_strike_and_another_target(qtbot, tmp_path):
    window, services, dice, keys, (kit, zed, dov) = _no_fight(qtbot, tmp_path)
    keys.key(Qt.Key.Key_X)  # Dov, 3 tiles
    keys.key(Qt.Key.Key_X)  # Shambler 1, 8 tiles
    assert dice.opponent_combo.currentText() == "Shambler 1"
    assert dice.kind_combo.currentText() == SHOT
    assert dice.form.values()["distance"] == 8
    dice.kind_combo.setFocus()
    keys.key(Qt.Key.Key_Down)  # the melee strike
    assert dice.kind_combo.currentText() == STRIKE
    window.docks["mapDock"].view.setFocus()
    keys.key(Qt.Key.Key_X)  # back to Dov, 3 tiles
    assert dice.opponent_combo.currentText() == "Dov"
    dice.kind_combo.setFocus()
    if dice.kind_combo.currentText() != SHOT:
        keys.key(Qt.Key.Key_Up)
    assert dice.kind_combo.currentText() == SHOT
    assert dice.form.values()["distance"] == 3
    assert "Distance 3 tiles." in window.docks["mapDock"].info.text()


def test_the_target_picked_in_the_dock_takes_the_map_s_distance(qtbot, tmp_path):
    window, services, dice, keys, (kit, zed, dov) = _no_fight(qtbot, tmp_path)
    keys.key(Qt.Key.Key_X)  # Dov, 3 tiles
    assert dice.form.values()["distance"] == 3
    dice.opponent_combo.setCurrentIndex(dice.opponent_combo.findText("Shambler 1"))
    assert dice.form.values()["distance"] == 8
    services.battle_map.place({zed: (6, 2)})  # the zombie shambles two tiles nearer
    qtbot.waitUntil(lambda: dice.form.values()["distance"] == 6)
    services.campaign.dice = TypedDice([7])
    keys.key(Qt.Key.Key_R, CTRL)
    assert dice.last is not None
    assert dice.last.request.inputs["distance"] == 6


def test_x_sets_the_dock_to_the_map_s_shot(qtbot, tmp_path):
    window, services, dice, keys, (kit, zed, dov) = _no_fight(qtbot, tmp_path)
    dice.kind_combo.setCurrentIndex(dice.kind_combo.findText(STRIKE))
    window.docks["mapDock"].view.setFocus()
    keys.key(Qt.Key.Key_X)  # Dov, 3 tiles: the map shows a shot's odds
    assert dice.kind_combo.currentText() == SHOT
    assert dice.form.values()["weapon"] == "pistol"
    keys.key(Qt.Key.Key_R, CTRL)
    assert "out of melee reach" not in window.statusBar().currentMessage().lower()
    assert "out of melee reach" not in dice.refusal_label.text().lower()
    assert dice.last is not None
