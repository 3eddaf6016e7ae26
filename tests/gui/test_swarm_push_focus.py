"""A push in a lost swarm round by keys: the focus stays in the swarm panel, on the picks, so the
GM's next key (a pick's digit) picks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines


def test_after_a_push_the_next_digit_ticks_a_pick(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
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
