"""Ctrl+Alt+G in a game without melee groups (the grid game) said "Melee groups: not now."; it says
why: this game fights no melee in groups."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys


def test_the_melee_groups_key_says_the_game_has_none(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_G, CTRL | ALT)
    assert window.statusBar().currentMessage() == "Melee groups: this game fights no melee in groups."
