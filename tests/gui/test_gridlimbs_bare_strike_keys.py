"""The grid game's melee strike for everyone (issue 41): a zombie that reached its victim strikes
from the dice dock with a bite, a character with no katana with a fist, where the dock offered only
a shot and left the GM to type the damage.  The text gives every melee blow as "your Strength stat
multiplied by the weapon's damage modifier" (the katana "×2"); with no weapon the modifier is 1,
named under the odds as the katana's is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_map_shot import _sheet_state, create

STRIKE = "Strike in melee (always hits)"


def _to_strike(qtbot, window, who: int) -> Keys:  # noqa: ANN001
    dice = window.docks["diceDock"]
    window.selection.select_character(who)
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # to the kinds of roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.kind_combo)
    kinds = [dice.kind_combo.itemText(i) for i in range(dice.kind_combo.count())]
    assert STRIKE in kinds
    keys.key(Qt.Key.Key_Home)
    while dice.kind_combo.currentText() != STRIKE:
        keys.key(Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: dice.parts_label.isVisible())
    return keys


def test_a_zombie_bites_from_the_dice_dock_for_its_strength(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    dov = create(window, "Dov", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", strength=3, max_hp=12)
    dice = window.docks["diceDock"]
    keys = _to_strike(qtbot, window, zed)
    assert dice.form.inputs["weapon"].currentText() == "Bare hands or a bite"
    assert dice.parts_label.text() == "Strength 3 × Bare hands or a bite 1 × Right hand 50% × 2 = 3 damage"
    assert dice.opponent_combo.currentText() == "Dov"
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    assert button.text() == "Apply 3 damage to Dov"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.ruleset.body(*_sheet_state(services, dov)).pool("torso") == 20 - 3)


def test_a_pistol_carrier_strikes_with_a_fist_by_hand_share(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    kit = create(window, "Kit", strength=4, right_hand=75, starting_item="pistol")
    create(window, "Shambler 1", "zombie", max_hp=12)
    dice = window.docks["diceDock"]
    _to_strike(qtbot, window, kit)
    assert dice.parts_label.text() == "Strength 4 × Bare hands or a bite 1 × Right hand 75% × 2 = 6 damage"
