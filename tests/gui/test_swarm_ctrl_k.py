"""Ctrl+K in a swarm fight goes to the swarm round's typed dice, scrolled into view: in round 1
before anyone is picked to roll, to the first roller's box (the dice fields follow it), not to the
Dice dock's faces; once a roll is planned, to its typed dice; in round 2 too, the panel scrolled
to it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT, lose_round_and_grow
from tests.gui.test_swarm_dock import pick, type_into
from tests.gui.test_swarm_round_two_keys import in_view
from tests.gui.test_threat_dock import make_window

CTRL = Qt.KeyboardModifier.ControlModifier


def test_ctrl_k_in_round_one_goes_to_the_swarm_round(qtbot, tmp_path):
    window, _threat, ids = make_window(qtbot, tmp_path)
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "12")
    dial = window.docks["threatDock"].dial
    dial.setFocus()
    for _ in range(3):
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # the fight starts
    assert window.services.swarm.active()
    window.docks["charactersDock"].tree.setFocus()  # the GM looks elsewhere
    dock.widget().verticalScrollBar().setValue(dock.widget().verticalScrollBar().maximum())
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    who = dock.round_box.rollers[0][0]
    assert QApplication.focusWidget() is who  # not the Dice dock's faces
    assert "Pick who rolls" in dock.status.text()
    qtbot.waitUntil(lambda: in_view(dock, who))
    pick(who, ids["Ana"])
    pick(dock.round_box.rollers[0][1], "close_combat")
    window.docks["charactersDock"].tree.setFocus()
    dock.widget().verticalScrollBar().setValue(0)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    faces = dock.round_box.plan_labels[0][1]
    assert QApplication.focusWidget() is faces
    qtbot.waitUntil(lambda: in_view(dock, faces))


def test_ctrl_k_in_round_two_scrolls_to_the_typed_dice(qtbot, tmp_path):
    window, _threat, ids = make_window(qtbot, tmp_path)
    dock = lose_round_and_grow(qtbot, window, ids)
    window.docks["charactersDock"].tree.setFocus()
    dock.widget().verticalScrollBar().setValue(0)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    faces = dock.round_box.plan_labels[0][1]
    assert QApplication.focusWidget() is faces
    qtbot.waitUntil(lambda: in_view(dock, faces))
