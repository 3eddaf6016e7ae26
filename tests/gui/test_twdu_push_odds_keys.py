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


def test_one_decimal_separator_on_the_dock_in_russian(qtbot, tmp_path):
    """In Russian the odds and the push button both write "90,7%": the push button's chances
    came from the rules as finished text with a point ("59.8%") beside the odds' comma."""
    from PySide6.QtWidgets import QPushButton

    from ui import i18n

    window, services, dock, rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    skill = dock.form.inputs["skill"]
    tab_to(qtbot, skill)
    pick_with_keys(qtbot, skill, "Stealth")
    window.set_language("ru")
    try:
        qtbot.waitUntil(lambda: "90,7%" in dock.odds_label.text())
        tab_to(qtbot, dock.faces_edit)
        qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2 3")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        push = dock.result_view.findChild(QPushButton, "followUp_push")
        assert push is not None
        assert "%" in push.text() and "," in push.text()
        assert not any(ch.isdigit() and nxt == "." and after.isdigit()
                       for ch, nxt, after in zip(push.text(), push.text()[1:], push.text()[2:], strict=False))
    finally:
        i18n.set_language("en")


def test_a_good_roll_clears_the_refusal_from_the_status_bar_too(qtbot, tmp_path):
    """Five faces for six dice are refused in the dock and the status bar; the good roll after it
    leaves neither saying it."""
    window, services, dock, rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Stealth")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    refused = "This roll takes 6 × d6; 5 typed."
    assert dock.refusal_label.text() == refused
    assert window.statusBar().currentMessage() == refused
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.refusal_label.text() == ""
    assert window.statusBar().currentMessage() == ""


def test_a_success_leaves_its_push_in_reach_but_not_under_the_next_space(qtbot, tmp_path):
    """After a failure the focus is on "Push the roll" (the GM's likely next key); after a success
    the push is still offered, by Tab, but a reflex Space must not push a roll that did its job and
    risk a mess-up: the focus goes back to the fight's work instead."""
    from PySide6.QtWidgets import QApplication, QPushButton

    window, services, dock, rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    skill = dock.form.inputs["skill"]
    tab_to(qtbot, skill)
    pick_with_keys(qtbot, skill, "Stealth")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2 3")  # no six: a failure, the push under the focus
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is push)
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "6 3 4 5 2 3")  # a six: a success, pushing it is the GM's choice
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    assert push is not None and push.isEnabled()  # still offered
    qtbot.wait(50)
    assert QApplication.focusWidget() is not push
    assert QApplication.focusWidget() is not dock.faces_edit
