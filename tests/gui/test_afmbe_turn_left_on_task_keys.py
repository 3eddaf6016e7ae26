"""AFMBE unisystem demo: a new turn opens on the turn's roll, the fighter's attack, whatever kind the
GM left up.  The GM picked Task in the dice dock on Dana's turn (Ctrl+Shift+D, Up to «Task»), then
passed the turn (Esc, N): the next fighter's turn opened on Task, and so did every turn after it,
where Ctrl+R then rolled a task instead of the attack."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_second_attack_keys import fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_afmbe_turn_opens_on_attack_keys import next_turn_by_keys, settle


def test_a_turn_left_on_task_passes_and_the_next_turn_opens_on_the_attack(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    dock = window.docks["diceDock"]
    services = window.services
    fight_on_turn_of(window, "Dana Cruz")
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert QApplication.focusWidget() is dock.kind_combo
    for _ in range(dock.kind_combo.count()):
        if dock.kind_combo.currentData() == "task":
            break
        keys.key(Qt.Key.Key_Up)
    assert dock.kind_combo.currentData() == "task", dock.kind_combo.currentText()
    settle(qtbot)
    names = []
    for _ in range(3):  # the turn passes, and passes again: each living fighter's turn on his attack
        names.append(next_turn_by_keys(qtbot, window))
        if services.characters.character(services.initiative.current().character_id).kind == "zombie":
            continue
        assert dock.kind_combo.currentData() == "attack", (names, dock.kind_combo.currentText())
        assert dock.kind_combo.currentText() != "Task"
    # a Task picked during a turn stays for that turn (the GM's own pick is not undone under him)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    for _ in range(dock.kind_combo.count()):
        if dock.kind_combo.currentData() == "task":
            break
        keys.key(Qt.Key.Key_Up)
    settle(qtbot)
    assert dock.kind_combo.currentData() == "task"
