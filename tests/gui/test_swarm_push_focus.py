"""A push in a lost swarm round by keys: the focus stays in the swarm panel, on the picks, so the
GM's next key (a pick's digit) picks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines


def test_after_a_push_the_next_digit_ticks_a_pick(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    sheet(keys, qtbot, window, "Ben", TAB, TAB, "3", NEXT_PAGE, "1")
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        keys.type("+3")
    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.type("A")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("1 2 1 3 4 5", "3 4 5 1", "1 1 2 3"):
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert "lost" in lines(window)[-1]
    outcome = swarm.outcome_box
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    for _ in range(20):  # Tab to Ben's push
        if QApplication.focusWidget() is ben:
            break
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is ben
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1].startswith("Ben pushes the swarm roll")
    focus = QApplication.focusWidget()
    assert focus is not None and swarm.isAncestorOf(focus), focus
    first = next(iter(outcome.pick_boxes.values()))
    assert not first.isChecked()
    keys.type("1")
    assert first.isChecked()
