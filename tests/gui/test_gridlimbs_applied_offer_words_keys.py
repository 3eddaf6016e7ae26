"""An offer already applied is not one "no longer offered": Kit's katana strikes Dov, Space applies
the 7 damage, and the GM then picks another target in "Against" for the next roll. The dock said in
red that the damage to Dov was no longer offered, though it had been applied; now it says nothing.
An offer not yet applied still goes with its words when another target is picked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_map_shot import create

STRIKE = "Strike in melee (always hits)"
GONE = "Another target is picked: this roll's damage to Dov is no longer offered."


def _struck(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=3, right_hand=60, starting_item="katana", max_hp=20)
    dov = create(window, "Dov", max_hp=20)
    create(window, "Eve", max_hp=20)
    services.battle_map.set_size(10, 8)
    services.battle_map.place({kit: (7, 5), dov: (7, 4)})  # side by side
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.kind_combo)
    keys.key(Qt.Key.Key_Home)
    while dice.kind_combo.currentText() != STRIKE:
        keys.key(Qt.Key.Key_Down)
    dice.opponent_combo.setFocus()
    pick_with_keys(qtbot, dice.opponent_combo, "Dov")
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: len(dice.result_view.damage_buttons) == 1)
    return window, services, dice, keys, dov


def test_another_target_after_the_damage_was_applied_says_nothing(qtbot, tmp_path):
    window, services, dice, keys, dov = _struck(qtbot, tmp_path)
    button = dice.result_view.damage_buttons[0]
    qtbot.waitUntil(button.hasFocus)
    keys.key(Qt.Key.Key_Space)  # the damage applied
    qtbot.waitUntil(button.isHidden)
    assert services.characters.character(dov).state != {}
    dice.opponent_combo.setFocus()
    pick_with_keys(qtbot, dice.opponent_combo, "Eve")
    assert "no longer offered" not in dice.refusal_label.text()
    assert dice.refusal_label.isHidden() or dice.refusal_label.text() == ""


def test_an_offer_not_applied_still_goes_with_its_words(qtbot, tmp_path):
    window, services, dice, keys, dov = _struck(qtbot, tmp_path)
    dice.opponent_combo.setFocus()
    pick_with_keys(qtbot, dice.opponent_combo, "Eve")
    assert dice.refusal_label.text() == GONE
