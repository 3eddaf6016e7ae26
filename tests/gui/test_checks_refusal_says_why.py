"""Ctrl+Shift+K (Checks due) on a character with no check due says why nothing opens, naming the
character, rather than a bare "not now"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids

CHECKS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_checks_key_on_a_healthy_character_says_why(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    assert window.services.characters.create("Ben Okafor", "pc", {})
    dock = window.docks["charactersDock"]
    dock.select(ids(window)["Ben Okafor"])
    activate(qtbot, window)
    dock.tree.setFocus()
    assert not dock.act_checks.isEnabled()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    said = window.statusBar().currentMessage()
    assert said == "No checks due for Ben Okafor: nothing in their state calls for one now.", said
