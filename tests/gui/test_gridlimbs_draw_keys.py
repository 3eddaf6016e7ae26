"""The grid game in the dice dock: drawing a concealed katana ("to draw a concealed katana takes up a
round of combat") is offered to one who carries one, by keys; out of a fight, with no round to lose,
it is drawn at once; one log line, Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to


def test_drawing_a_concealed_katana_from_the_dice_dock(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {"starting_item": "vest",
                                                    "weapons": [{"weapon": "katana", "concealed": True}]})
    ann = next(int(c.id) for c in services.characters.characters())
    window.selection.select_character(ann)
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, "Draw a concealed katana")
    tab_to(qtbot, dock.faces_edit)
    # out of a fight there is no round of combat to lose: drawn at once
    qtbot.waitUntil(lambda: "Drawn at once (no fight running)" in dock.odds_label.text())
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert "Draw a concealed katana: drawn at once, no fight is running" in last_log_line(window)
    state = services.characters.character(ann).state
    assert state["drawn"] == [0] and "drawing" not in state
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    tab_to(qtbot, dock.faces_edit)
    qtbot.waitUntil(lambda: "Cannot roll" in dock.odds_label.text())  # drawn: none left to draw
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ann).state.get("drawn", []) == []
