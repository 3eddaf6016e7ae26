"""Ctrl+Z from any field is the window's Undo: with the focus on the swarm's count of dead, a step
of the count taken back by Ctrl+Z (the spin box's own text undo no longer eats the key), Ctrl+Shift+Z
brings it again; a text field with nothing typed of its own passes Ctrl+Z to the window too."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_swarm_dock import type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_ctrl_z_on_the_count_of_dead_takes_the_step_back(qtbot, tmp_path):
    window, _threat, _ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "14")
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 14)
    logged = len(lines(services))
    dock.dead.setFocus()
    qtbot.keyClick(dock.dead, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 13)
    assert len(lines(services)) == logged + 1
    assert dock.dead.hasFocus()
    qtbot.keyClick(dock.dead, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 14)
    assert dock.dead.value() == 14 and lines(services)[-1].startswith("Undo: ")
    qtbot.keyClick(dock.dead, Qt.Key.Key_Z, CTRL_SHIFT)
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 13)
    assert dock.dead.value() == 13 and lines(services)[-1].startswith("Redo: ")


def test_ctrl_z_in_an_empty_text_field_is_the_windows_undo(qtbot, tmp_path):
    window, _threat, _ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "14")
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 14)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)  # the typed dice, nothing typed in them
    qtbot.waitUntil(dice.faces_edit.hasFocus)
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: services.swarm.fight().dead == 0)
    assert lines(services)[-1].startswith("Undo: ")
    qtbot.keyClicks(dice.faces_edit, "6 3")  # typing of its own: Ctrl+Z takes that back first
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Z, CTRL)
    assert dice.faces_edit.text() == "" and services.swarm.fight().dead == 0
