"""Ctrl+5 out of a fight landed on "Kind of roll": the GM, who picks who rolls first, had to Shift+Tab
up to "Roll for" every time.  Out of a fight (no turn running) Ctrl+5 lands on "Roll for", Down picks
the next roller and Tab goes on to the kind; in a fight, where the roller follows the turn, on the
kind of roll as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_dice_turn_no_red_refusal_keys import start
from tests.gui.test_dock_keys_behind_tabs import demo_window


def test_ctrl_5_lands_on_roll_for_out_of_a_fight_and_on_the_kind_in_one(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    dock = window.docks["diceDock"]
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_5, CTRL)
    assert QApplication.focusWidget() is dock.character_combo
    before = dock.character_combo.currentText()
    keys.key(Qt.Key.Key_Down)  # the next roller, picked by key
    assert dock.character_combo.currentText() not in ("", before)
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.kind_combo
    start(qtbot, window, keys)
    keys.key(Qt.Key.Key_5, CTRL)
    assert QApplication.focusWidget() is dock.kind_combo  # the roller follows the turn: what he rolls
