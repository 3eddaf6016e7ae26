"""The grid game on the map: P picks up what lies beside the chosen token (the text's key: "C =
weapons' cabinet", "c = crate"; "adjacent" is side by side, never diagonal).  Ann beside a crate: P
opens the Found form, Enter keeps two bandages and a pill, one log line naming the crate's tile,
Ctrl+Z takes it back.  Ben
diagonal to it: P says why in the map's line and the status bar, and nothing opens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_map_shot import create
from ui import keymap

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
NOT_BESIDE = ("Nothing to pick up beside Ben: the token must stand side by side with a tile of Weapons' cabinet, "
              "Crate (not diagonal).")


def to_map(qtbot, window, character_id):
    window.selection.select_character(character_id)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == character_id
    return dock


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_p_beside_a_crate_picks_up_and_diagonal_is_refused(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann")
    ben = create(window, "Ben")
    services.battle_map.set_size(6, 4)
    services.battle_map.paint([(2, 1)], "c")
    services.battle_map.place({ann: (1, 1), ben: (3, 2)})  # Ben is diagonal to the crate
    before = dict(services.characters.character(ann).state)
    dock = to_map(qtbot, window, ann)
    assert dock.buttons["pickUp"].text() == "Pick up (P)"
    assert "P: pick up" in dock.view.toolTip()
    count = len(services.campaign.events())
    seen = {}

    def keep(dialog):
        seen["title"] = dialog.windowTitle()
        qtbot.keyClicks(QApplication.focusWidget(), "2")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(QApplication.focusWidget(), "1")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    in_dialog(qtbot, keep)
    qtbot.keyClick(dock.view, Qt.Key.Key_P)
    assert seen["title"] == "Found: Ann"
    state = services.characters.character(ann).state
    assert (state["bandages"], state["pain_pills"]) == (before["bandages"] + 2, before["pain_pills"] + 1)
    assert len(services.campaign.events()) == count + 1
    assert last_log_line(window).startswith(  # the tile it came from named (issue 41)
        "Ann: Pick up bandages and pain pills — Crate at C2: Picks up 2 bandages and 1 pain pill")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ann).state["bandages"] == before["bandages"]

    dock = to_map(qtbot, window, ben)
    count = len(services.campaign.events())
    qtbot.keyClick(dock.view, Qt.Key.Key_P)
    assert dock.status.text() == NOT_BESIDE
    assert window.statusBar().currentMessage() == NOT_BESIDE
    assert QApplication.activeModalWidget() is None and len(services.campaign.events()) == count


def test_the_pick_up_key_is_the_maps_own():
    key = keymap.BY_ID["map.pickUp"]
    assert (key.keys, key.scope) == (("P",), "map")
    assert "| `P` | The chosen token picks up what lies beside it (a crate, a weapons' cabinet) | On the battle map |" \
        in keymap.markdown_table()
