"""AFMBE unisystem from the keyboard: frantic combat at the round's end spares a character down at
0 Life Points or below ("aturdido, semiinconsciente y tirado en el suelo": one on the ground fights
no frantic combat).  Kim is down at −3; the round's end, its d4s typed in the fight list's dice
(Tab, the faces, Enter), takes one d4 from Ash, none from Kim, and none from the zombie still fighting
(§4.8's Endurance is a character's: the dead do not tire)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, last_log_line, row_tracks


def endurance(services, cid) -> int:
    return services.characters.character(cid).state["endurance"]


def test_the_round_s_end_burns_no_frantic_endurance_of_one_down_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name in ("Ash", "Kim"):
        assert services.characters.create(name, "pc", {"str": 2, "con": 2})  # 26 Life Points
    assert services.characters.create("Zombie 1", "zombie", {})
    who = ids(window)
    assert services.characters.damage(who["Kim"], {"amount": 29})  # 26 − 29 = −3: on the ground
    assert row_tracks(window, who["Kim"])[0] == "Life Points −3/26"
    assert services.initiative.start(list(who.values()), name="Street")
    assert services.initiative.roll("9 8 7")
    assert services.initiative.declare_fight("frantic", True)
    before = {name: endurance(services, cid) for name, cid in who.items()}
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is fight.faces
    qtbot.keyClicks(fight.faces, "3")  # one d4, Ash's
    qtbot.keyClick(fight.faces, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert "Round 1 ends, dice from the table" in line
    assert "Ash: Frantic combat: 3 Endurance" in line
    assert "Kim: Frantic combat" not in line
    assert endurance(services, who["Ash"]) == before["Ash"] - 3
    assert endurance(services, who["Kim"]) == before["Kim"]  # on the ground: no frantic combat
    assert endurance(services, who["Zombie 1"]) == before["Zombie 1"]  # the dead do not tire
    assert "Zombie 1: Frantic combat" not in line
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert endurance(services, who["Ash"]) == before["Ash"]
