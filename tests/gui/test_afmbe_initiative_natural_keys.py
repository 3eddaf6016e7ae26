"""AFMBE norms initiative by keys: a natural 10 adds a bonus d10, a natural 1 takes one off ("Rolling a
natural 10 gives you a bonus d10 roll, the result of which is added to your first roll. Conversely,
rolling a natural 1 gives you another d10 roll with the result subtracted from your original roll.").
Rolled here (R), the extra die is in the log line; typed at the table, the fight's dice field takes it
right after its natural, and too few dice are refused in the status bar with the count, for whom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from tests.gui.test_initiative_dock import create, dock_of, last_line, press, rows, start_fight, window_for


def test_r_rolls_the_bonus_die_of_a_natural_10_and_says_it(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    create(window, "Dana Cruz", dex=3)
    create(window, "Bob", dex=2)
    start_fight(qtbot, window)
    window.services.campaign.dice = TypedDice([10, 7, 1, 4])  # Dana: 10 and its bonus 7; Bob: 1 less 4
    press(qtbot, window, Qt.Key.Key_R)
    assert [name for name, _, _ in rows(window)] == ["Dana Cruz", "Bob"] and rows(window)[0][1] == "20"
    line = last_line(window)
    assert "Dana Cruz: initiative 20 (d10 10 (Norms: a natural 10 adds another d10: 7): 17 + Dexterity 3 = 20)" in line
    assert "Bob: initiative −1 (d10 1 (Norms: a natural 1 takes off another d10: 4): −3 + Dexterity 2 = −1)" in line


def test_typed_natural_asks_for_its_extra_die_then_takes_it(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    create(window, "Dana Cruz", dex=3)
    create(window, "Bob", dex=2)
    start_fight(qtbot, window)
    dock = dock_of(window)
    events = len(window.services.campaign.events())
    # Tab from the list to the dice field; the table's d10s: Dana 10, Bob 4 — Dana's bonus die forgotten
    press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.faces
    qtbot.keyClicks(dock.faces, "10 4")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Escape)
    qtbot.keyClick(dock.tree, Qt.Key.Key_R)
    assert window.statusBar().currentMessage() == (
        "One die per fighter who rolls: at least 3 dice for this roll, 2 typed.")
    assert len(window.services.campaign.events()) == events  # nothing changed
    assert [init for _, init, _ in rows(window)] == ["—", "—"]
    assert dock.faces.text() == "10 4"  # kept, to be put right
    # the bonus die typed right after the 10
    dock.faces.setFocus()
    dock.faces.setCursorPosition(2)
    qtbot.keyClicks(dock.faces, " 7")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Escape)
    qtbot.keyClick(dock.tree, Qt.Key.Key_R)
    assert [(name, init) for name, init, _ in rows(window)] == [("Dana Cruz", "20"), ("Bob", "6")]
    assert last_line(window).startswith("Initiative (Instigators first, then d10 + Dexterity + Fast Reaction "
                                        "Time), dice from the table")
    assert dock.faces.text() == ""
