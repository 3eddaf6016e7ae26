"""AFMBE's frantic combat from the keyboard: on the last turn of a round the hint says N ends the
round and rolls its dice; the GM types the table's d4s in the fight's dice field, goes back to the
list and presses N: the round ends with those dice, and the log says they were the table's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_initiative_dock import create, declare_frantic, dock_of, last_line, press, start_fight, window_for


def test_n_ends_the_round_with_the_frantic_dice_typed_at_the_table(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem", {"frantic_combat": True})
    create(window, "Ann", dex=3)
    create(window, "Bob", dex=2)
    start_fight(qtbot, window)
    declare_frantic(qtbot, window)
    dock = dock_of(window)
    qtbot.keyClicks(dock.faces, "9 2")  # the initiative d10s: Ann 9 + 3, Bob 2 + 2
    press(qtbot, window, Qt.Key.Key_R)
    assert dock.faces.text() == ""  # read, then cleared
    assert "N ends the round" not in dock.hint.text()  # Ann's turn: Bob is still to act
    press(qtbot, window, Qt.Key.Key_N)
    assert dock.header.text() == "Round 1 · Frantic combat · Bob's turn"
    assert dock.hint.text().startswith("N ends the round, which rolls dice: type the table's dice first")
    endurance = {c.name: c.state["endurance"] for c in window.services.characters.characters()}
    # Tab from the list to the dice field, the d4s (Ann's 3, Bob's 4), Esc back to the list, N
    press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.faces
    qtbot.keyClicks(dock.faces, "3 4")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is dock.tree
    qtbot.keyClick(dock.tree, Qt.Key.Key_N)
    line = last_line(window)
    assert line.startswith("Bob has acted. Round 1 ends, dice from the table; round 2 begins — Ann: Frantic combat: 3")
    assert "Bob: Frantic combat: 4 Endurance" in line
    after = {c.name: c.state["endurance"] for c in window.services.characters.characters()}
    assert after == {"Ann": endurance["Ann"] - 3, "Bob": endurance["Bob"] - 4}
    assert dock.faces.text() == "" and dock.header.text() == "Round 2 · Frantic combat · Ann's turn"
