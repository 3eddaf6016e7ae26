"""Calling a swarm fight off by keys: Ctrl+Alt+X from anywhere (in the Fight menu and in Help → Keys),
one undoable line of the log, the focus back on the fight list; and Tab in the panel reaches the
Call off button right after the counts, as the panel reads."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT
from tests.gui.test_swarm_dock import type_into
from tests.gui.test_threat_dock import make_window
from ui import keymap

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def running_swarm(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window, _threat, _ids = make_window(qtbot, tmp_path)
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
    assert dock.swarm.active()
    return window, dock


def log_lines(tmp_path):  # noqa: ANN001, ANN201
    (path,) = tmp_path.glob("*.deadwatch")
    with sqlite3.connect(path) as db:
        return [t for (t,) in db.execute("select text from log_event where not undone order by id")]


def test_ctrl_alt_x_calls_the_swarm_fight_off_in_one_undoable_line(qtbot, tmp_path):
    window, dock = running_swarm(qtbot, tmp_path)
    fight_menu = window.fight_menu
    assert dock.act_call_off in fight_menu.actions() and dock.act_call_off.isEnabled()
    assert any(k.id == "swarm.callOff" and k.keys == ("Ctrl+Alt+X",) for k in keymap.KEYMAP)
    assert "| `Ctrl+Alt+X` | Call off the swarm fight | Anywhere in the window |" in keymap.markdown_table()
    before = log_lines(tmp_path)
    window.docks["threatDock"].dial.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_X, CTRL_ALT)
    assert not dock.swarm.active()
    after = log_lines(tmp_path)
    assert len(after) == len(before) + 1 and "calls the swarm fight off" in after[-1]
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree
    assert not dock.act_call_off.isEnabled()
    window.act_undo.trigger()
    assert dock.swarm.active()
    undone = log_lines(tmp_path)
    assert undone[:-1] == before and undone[-1].startswith("Undo")  # the call-off struck out


def test_tab_from_the_counts_reaches_call_off(qtbot, tmp_path):
    window, dock = running_swarm(qtbot, tmp_path)
    dock.dead.setFocus()
    qtbot.waitUntil(dock.dead.hasFocus)
    qtbot.keyClick(dock.dead, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.size_spin
    qtbot.keyClick(dock.size_spin, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.call_off_button  # Fight and Clear out are off: skipped
    qtbot.keyClick(dock.call_off_button, Qt.Key.Key_Space)
    assert not dock.swarm.active()
