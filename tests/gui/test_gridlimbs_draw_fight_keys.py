"""Drawing a concealed katana in a fight, all by keys: Ctrl+Shift+D and the draw ("to draw a
concealed katana takes up a round of combat"), Ctrl+Alt+N ends the round and the log says the katana
is out; Ctrl+Z puts it back to being drawn, Ctrl+Shift+Z draws it again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier


def test_the_draw_takes_up_the_round_and_undo_and_redo_restore_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {"starting_item": "vest",
                                                    "weapons": [{"weapon": "katana", "concealed": True}]})
    assert services.characters.create("Zed", "zombie", {})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Ann"], who["Zed"]], name="Mall")
    window.selection.select_character(who["Ann"])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, "Draw a concealed katana")
    tab_to(qtbot, dock.faces_edit)
    qtbot.waitUntil(lambda: "Drawn by the next round" in dock.odds_label.text())
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert "Draw a concealed katana: " in last_log_line(window)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # the round's end
    qtbot.waitUntil(lambda: "The concealed katana is drawn: it strikes from now on." in last_log_line(window))
    assert services.characters.character(who["Ann"]).state["drawn"] == [0]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    state = services.characters.character(who["Ann"]).state
    assert (state.get("drawing"), state.get("drawn", [])) == ([0], [])
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert services.characters.character(who["Ann"]).state["drawn"] == [0]
