"""twdu in the dice dock: a player character's skill roll shows, before the roll, the exact odds of
succeeding and of messing up when a failure is pushed, by keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to
from tests.gui.test_twdu_reach_dock import CTRL, setup


def test_push_odds_before_the_roll_by_keys(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    skill = dock.form.inputs["skill"]
    tab_to(qtbot, skill)
    pick_with_keys(qtbot, skill, "Stealth")
    # 6 dice: success 1 − (5/6)^6 = 66.5%; pushed if it fails, 1 − (5/6)^13 = 90.7%; mess-up 5.6%
    qtbot.waitUntil(lambda: "Success, pushing a failure 90.7%" in dock.odds_label.text())
    assert "Mess-up, pushing a failure 5.6%" in dock.odds_label.text()
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert services.characters.character(rick).state.get("stress", 0) == 0
