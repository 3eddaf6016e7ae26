"""Ctrl+Z says in the status bar what it undid, first: the old bar went on showing a bleeding's
alert ("⚠ Shambler 1: Bleeding (Left leg)") after the GM undid a damage, as if that were the news."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import create


def test_undo_and_redo_of_a_damage_say_what_they_did_before_any_alert(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    zed = create(window, "Shambler 1", "zombie", max_hp=8)
    activate(qtbot, window)
    bar = window.statusBar()
    assert services.characters.damage(zed, {"amount": 4, "part": "left_leg"})  # 6 → 2: bleeding
    qtbot.waitUntil(lambda: "Bleeding" in bar.currentMessage())
    assert services.characters.damage(zed, {"amount": 1, "part": "torso"})
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(50)
    assert bar.currentMessage().startswith("Undo: ")
    assert "Shambler 1" in bar.currentMessage()
    assert services.campaign.undo_target() is not None  # only the torso's damage was undone
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the bleeding's damage
    qtbot.wait(50)
    assert bar.currentMessage().startswith("Undo: ")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.wait(50)
    message = bar.currentMessage()
    assert message.startswith("Redo: ")  # the bleeding comes back: said after what was redone
    assert message.endswith(" — in force again: Shambler 1: Bleeding (Left leg)")  # in words, not a red "⚠"
