"""Esc on the battle map drops what the GM planned there (a move, a grenade's aim) before it takes
him back to the fight list: the window's Esc ("Back to the fight list") took the key first, so a
planned move stayed drawn and the focus left the map.  Keys only."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_map_keys import map_window, press
from ui.docks.map_modes import GRENADE, MOVE


def test_esc_drops_the_planned_move_then_goes_back_to_the_fight_list(qtbot, tmp_path):
    window, dock, _ids = map_window(qtbot, tmp_path)
    press(qtbot, dock, Qt.Key.Key_Right)
    press(qtbot, dock, Qt.Key.Key_Down)
    assert dock.modes.path == [(0, 0), (1, 0), (1, 1)]
    press(qtbot, dock, Qt.Key.Key_Escape)
    assert dock.modes.path == [] and dock.view.hasFocus()  # dropped; the map keeps the keys
    press(qtbot, dock, Qt.Key.Key_G)
    assert dock.modes.mode == GRENADE
    press(qtbot, dock, Qt.Key.Key_Escape)
    assert dock.modes.mode == MOVE and dock.view.hasFocus()
    press(qtbot, dock, Qt.Key.Key_Escape)  # nothing planned: the window's Esc, back to the fight list
    fight = window.docks["initiativeDock"]
    qtbot.waitUntil(lambda: fight.tree.hasFocus())
