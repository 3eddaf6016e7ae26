"""The grid game's dice dock by keys (issue 40, the first night): a melee strike is a kind of roll
where the ruleset declares one (a katana carried), its damage offered to the part struck and applied
by Enter; and the numbers of a shot and of a strike are named under the odds ("Accuracy 6 × Right
hand 60% × 2 = d7"), where the dock showed a bare "1 × d7"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_map_shot import _sheet_state, create

STRIKE = "Strike in melee (always hits)"


def test_a_katana_strike_is_a_kind_its_factors_named_and_enter_applies_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=3, accuracy=6, right_hand=60, starting_item="katana", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
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
    assert dice.parts_label.text() == "Strength 3 × Katana 2 × Right hand 60% × 2 = 7 damage"
    assert dice.opponent_combo.currentText() == "Zombie 1"
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.ruleset.body(*_sheet_state(services, zed)).pool("torso") == 30 - 7)


def test_a_pistol_shot_names_its_accuracy(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    kit = create(window, "Kit", accuracy=6, right_hand=60, starting_item="pistol")
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_D, CTRL | SHIFT)
    qtbot.waitUntil(lambda: dice.parts_label.isVisible())
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"
    # which die the line is, beside "Table dice: 1 × d7" off at a distance or "1 × d100" at point blank
    assert dice.parts_label.text() == ("Accuracy 6 × Right hand 60% × 2 = d7 "
                                       "(the die rolled against the distance to the target)")
    assert dice.wanted_label.text().startswith("Table dice: 1 × d7")
    dice.form.set_values({"distance": 1})
    qtbot.waitUntil(lambda: dice.parts_label.text().endswith("a d100 picks the body part)"))
    assert dice.parts_label.text() == ("Accuracy 6 × Right hand 60% × 2 = d7 (not rolled at point blank: "
                                       "the shot hits, a d100 picks the body part)")
    assert dice.wanted_label.text().startswith("Table dice: 1 × d100")
