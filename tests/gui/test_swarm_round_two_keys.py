"""Round 2 of a swarm fight by keys: Ctrl+Shift+W lands where the next key means something (the
GM's picks while they are open, the round's typed dice once they are applied, never the count of
dead), and + or − anywhere in the panel counts the dead (the count then in view) instead of raising
the Threat or being lost in a field."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT, lose_round_and_grow
from tests.gui.test_swarm_dock import pick, type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines


def in_view(dock, widget) -> bool:
    """Whether ``widget`` is inside the visible part of the panel's scroll area."""
    viewport = dock.widget().viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def lose_round(qtbot, window, ids):
    """12 dead, Threat 3, a fight; Ana alone loses round 1 and messes up: two picks are due."""
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "12")
    dial = window.docks["threatDock"].dial
    dial.setFocus()
    for _ in range(3):
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "close_combat")
    for (_, field), typed in zip(dock.round_box.plan_labels, ["4 6 6 2 2", "5 6 2", "1"], strict=True):
        field.setFocus()
        qtbot.keyClicks(field, typed)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert services.swarm.fight().picks_due == 2
    window.docks["charactersDock"].tree.setFocus()  # the GM looks elsewhere
    return dock


def test_plus_on_the_open_picks_counts_a_dead_and_the_picks_keep_the_focus(qtbot, tmp_path):
    window, threat_dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = lose_round(qtbot, window, ids)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # the running swarm: its open picks
    focus = QApplication.focusWidget()
    assert focus is next(iter(dock.outcome_box.pick_boxes.values()))
    qtbot.keyClick(focus, Qt.Key.Key_Plus)  # one more dead, not Threat 3 → 4
    assert services.threat.level() == 3 and not threat_dock.prompt.isVisible()
    assert services.swarm.fight().dead == 13 and dock.dead.value() == 13
    assert lines(services)[-1] == "The dead: 12 → 13 (Swarm Size 2)"
    assert QApplication.focusWidget() is focus  # the picks' digits still answer
    qtbot.keyClick(focus, Qt.Key.Key_2)
    qtbot.keyClick(focus, Qt.Key.Key_4)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert lines(services)[-1].endswith("Swarm Size 2 → 3; Swarm Threat now 5")


def test_after_the_picks_ctrl_shift_w_lands_on_the_round_and_plus_five_times_make_five_more_dead(qtbot, tmp_path):
    window, threat_dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = lose_round_and_grow(qtbot, window, ids)
    window.docks["charactersDock"].tree.setFocus()
    before = len(lines(services))
    presses = 0
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    presses += 1
    assert QApplication.focusWidget() is dock.round_box.plan_labels[0][1]  # the round's dice, not the count
    for _ in range(5):  # the first + takes the focus to the count of dead, in view
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Plus)
        presses += 1
        qtbot.waitUntil(lambda: in_view(dock, dock.dead))
    assert presses == 6 and dock.dead.value() == 17 and services.swarm.fight().dead == 17
    assert services.threat.level() == 3 and not threat_dock.prompt.isVisible()
    assert len(lines(services)) == before + 1
    assert lines(services)[-1] == "The dead: 12 → 17 (Swarm Size 3: 2 for 17 dead + 1 step up)"
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # again: the round's rolls
    assert QApplication.focusWidget() is dock.round_box.plan_labels[0][1]


def test_plus_in_a_typed_dice_field_counts_a_dead_instead_of_being_lost(qtbot, tmp_path):
    window, threat_dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = lose_round_and_grow(qtbot, window, ids)
    faces = dock.round_box.plan_labels[0][1]
    faces.setFocus()
    qtbot.keyClicks(faces, "6 6")
    qtbot.keyClick(faces, Qt.Key.Key_Plus)
    assert faces.text() == "6 6" and dock.dead.value() == 13
    assert QApplication.focusWidget() is dock.dead
    qtbot.keyClick(dock.dead, Qt.Key.Key_Minus)
    assert dock.dead.value() == 12 and services.threat.level() == 3
    assert not threat_dock.prompt.isVisible()
