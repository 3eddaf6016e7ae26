"""The dice dock's melee strike needs reach where both tokens stand on the map (issue 41): Kit at H6
with a katana, Dov at I4, the dock offered "Hit 100%" and "Apply 7 damage to Dov" while the map
refused the same pair.  Now the dock says what the map says before anything is rolled (2.5 tiles said
as the map says them, rounded up: 3), Ctrl+R writes
nothing, and beside Dov the strike lands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_map_shot import create

STRIKE = "Strike in melee (always hits)"
REFUSED = ("Out of melee reach: the two tokens are 3 tiles apart on the map, and the katana strikes only an "
           "adjacent tile (not a diagonal one).")


def test_a_strike_out_of_reach_is_refused_before_the_roll(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=3, right_hand=60, starting_item="katana", max_hp=20)
    dov = create(window, "Dov", "npc", max_hp=20)  # a foe: another PC is never the default target
    services.battle_map.set_size(10, 8)
    services.battle_map.place({kit: (7, 5), dov: (8, 3)})  # H6 and I4
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.kind_combo)
    keys.key(Qt.Key.Key_Home)
    while dice.kind_combo.currentText() != STRIKE:
        keys.key(Qt.Key.Key_Down)
    assert dice.opponent_combo.currentText() == "Dov"
    qtbot.waitUntil(lambda: REFUSED[1:] in dice.odds_label.text())  # read on after a colon
    assert "Hit 100%" not in dice.odds_label.text()
    events = len(services.campaign.events())
    torso = services.characters.character(dov).state.get("torso")
    keys.key(Qt.Key.Key_R, CTRL)
    assert not dice.result_view.damage_buttons
    assert len(services.campaign.events()) == events  # nothing rolled, nothing written
    assert services.characters.character(dov).state.get("torso") == torso
    services.battle_map.place({dov: (7, 4)})  # H5, beside Kit
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: len(dice.result_view.damage_buttons) == 1)
    assert dice.result_view.damage_buttons[0].text() == "Apply 7 damage to Dov"
