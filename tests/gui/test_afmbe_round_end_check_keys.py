"""AFMBE unisystem (issue 41): Father Tom at −3 Endurance owes a Survival check (exhaustion) every
turn (§4.8 "un Chequeo de Supervivencia cada Turno"); Ctrl+Alt+N ended the round and nothing was
offered.  The round's end now sets the check up in the dice dock, the focus on the typed dice: Enter
rolls it, as the aimed shot at a round's end is set up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_aimed_shot_round_end_keys import CTRL_ALT
from tests.gui.test_afmbe_dice_reach import ids, last_log_line


def test_the_rounds_end_sets_up_the_exhaustion_check_and_enter_rolls_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Tom", "pc", {"str": 2, "con": 2, "wil": 3})  # 26 Endurance
    assert services.characters.create("Walker", "zombie", {"str": 2, "con": 2})
    who = ids(window)
    assert services.characters.damage(who["Tom"], {"amount": 29, "pool": "endurance"})
    assert services.initiative.start([who["Tom"], who["Walker"]], name="Ward")
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "check:endurance")
    assert dock.character_id() == who["Tom"]
    assert dock.faces_edit.hasFocus()
    qtbot.keyClicks(dock.faces_edit, "9")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert ("Survival check (exhaustion): 11 against 9 (d10 9 + WIL 3 + CON 2 − 1 − 2 for Endurance 5 or less), "
            "passed") in line, line
