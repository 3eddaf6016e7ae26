"""Ctrl+5 (and Ctrl+Shift+D) on a dice dock scrolled down to its form: the focus lands on "Roll for"
(Ctrl+5 out of a fight) or the kind of roll, and the "Roll for" row above it is in view too (before,
the kind alone came into view and who rolls stayed scrolled off the top, on a 1366×768 laptop)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from ui.focus_in_view import whole_in_view


@pytest.mark.parametrize(("ruleset", "goto"), [("twdu", (Qt.Key.Key_5, CTRL)),
                                               ("d10under", (Qt.Key.Key_5, CTRL)),
                                               ("gridlimbs", (Qt.Key.Key_D, CTRL | SHIFT))])
def test_going_to_the_dice_shows_the_roll_for_row_with_the_kind(qtbot, tmp_path, ruleset, goto):
    window = demo_window(qtbot, tmp_path, ruleset)
    dock = window.docks["diceDock"]
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_5, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, then on down through the form
    keys.key(Qt.Key.Key_Tab, times=12)
    qtbot.wait(20)
    assert not whole_in_view(dock.roll_scroll, dock.character_combo)  # scrolled down, the top out of sight
    keys.key(Qt.Key.Key_2, CTRL)  # the fight list
    keys.key(*goto)
    qtbot.wait(20)
    # out of a fight Ctrl+5 lands on who rolls (the GM picks him first), Ctrl+Shift+D on the kind
    assert QApplication.focusWidget() is (dock.character_combo if goto[0] == Qt.Key.Key_5 else dock.kind_combo)
    assert whole_in_view(dock.roll_scroll, dock.kind_combo)
    assert whole_in_view(dock.roll_scroll, dock.character_combo) and whole_in_view(dock.roll_scroll,
                                                                                    dock.character_label)
    assert keys.presses == 16
