"""Ctrl+5 in a fight after a roll: it landed on the last roll's "Push the roll", the kind of roll
scrolled out of view.  The README: Ctrl+5 lands on the kind of roll in a fight, where the next
fighter's roll is picked; it does, in view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_dice_turn_no_red_refusal_keys import start
from tests.gui.test_dock_keys_behind_tabs import demo_window
from ui.focus_in_view import whole_in_view


def test_ctrl_5_in_a_fight_lands_on_the_kind_of_roll_after_a_roll(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "twdu")
    dice = window.docks["diceDock"]
    keys = Keys(qtbot)
    start(qtbot, window, keys)
    keys.key(Qt.Key.Key_5, CTRL)
    assert QApplication.focusWidget() is dice.kind_combo
    keys.key(Qt.Key.Key_R, CTRL)  # rolled: the result offers to push it
    qtbot.wait(20)
    pushes = [b for b in dice.result_view.findChildren(QPushButton) if b.isVisibleTo(dice) and b.isEnabled()]
    assert pushes, "no offer waiting on the result"
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_5, CTRL)
    qtbot.wait(20)
    assert QApplication.focusWidget() is dice.kind_combo, QApplication.focusWidget()
    assert whole_in_view(dice.roll_scroll, dice.kind_combo)
