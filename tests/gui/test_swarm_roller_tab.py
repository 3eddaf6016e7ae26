"""Who rolls against the swarm, by keys: Ctrl+K on the first roller's box, Down picks a fighter, Tab
goes on as the panel reads (the dice ± beside it, then the skill under them), and Shift+Tab from
the dice ± goes back to who rolls, not to the skill (where Down changed Close Combat to Endure).
The boxes say their keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_swarm_call_off_keys import running_swarm


def test_the_rollers_by_tab_in_the_order_they_read(qtbot, tmp_path):
    window, dock = running_swarm(qtbot, tmp_path)  # the fight starts
    who, skill, extra = dock.round_box.rollers[0]
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is who
    qtbot.keyClick(who, Qt.Key.Key_Down)
    assert who.currentData(Qt.ItemDataRole.UserRole) is not None  # a fighter picked by keys
    chosen_skill = skill.currentText()
    qtbot.keyClick(who, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is extra
    qtbot.keyClick(extra, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is skill
    qtbot.keyClick(skill, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is extra
    qtbot.keyClick(extra, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is who  # back to who rolls
    assert skill.currentText() == chosen_skill
    assert "Tab" in who.toolTip() and "Shift+Tab" in skill.toolTip()
