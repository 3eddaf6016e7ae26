"""Too few (or too many) faces typed for one of a swarm round's rolls: the refusal said only "Not
enough dice typed for this roll." (which of three?), and the panel scrolled to its top, away from
the field.  Now the status bar names the roller, which of their rolls, the dice it takes and how
many were typed, and the focus is in that field, in view, to correct it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.swarm_scene import lost_round, round_dice
from tests.gui.test_fight_by_keys import lines


def test_a_miscounted_roll_is_named_and_its_field_kept_in_view(qtbot, tmp_path):
    window, keys, swarm = round_dice(qtbot, tmp_path)
    before = lines(window)
    faces = [f for _, f in swarm.round_box.plan_labels]
    for typed in ("1 2 1 3 4 5", "3 4 5", "1 1 2 3"):  # Ben's roll takes 4 dice: 3 typed
        keys.type(typed)
        keys.key(Qt.Key.Key_Return)
    assert lines(window) == before  # nothing rolled
    assert window.statusBar().currentMessage() == "Ben's roll takes 4 dice; 3 typed."
    assert QApplication.focusWidget() is faces[1]
    qtbot.waitUntil(lambda: faces[1].visibleRegion().boundingRect().size() == faces[1].size())
    keys.type(" 1")  # corrected where it is
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_Return)
    assert window.services.swarm.last_round().get("round") == 1
    keys.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # back to the round's dice
    keys.key(Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    for typed in ("1 2 1 3 4 5", "3 4 5 1", "1 1 2 3 4"):  # Ana's second roll: 5 typed for 4
        faces[[f for _, f in swarm.round_box.plan_labels].index(QApplication.focusWidget())].clear()
        keys.type(typed)
        keys.key(Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == "Ana's roll 2 of 2 takes 4 dice; 5 typed."
    assert QApplication.focusWidget() is faces[2]


def test_a_miscounted_push_names_the_roll_and_the_counts(qtbot, tmp_path):
    """The push's typed dice: too many for the push of Ben's roll (4 base dice again, 1 stress die more)
    is refused naming it and the counts."""
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    outcome.push_faces.setFocus()
    keys.type("1 2 3 4 5 6 1 2 3")
    before = lines(window)
    ben.setFocus()
    keys.key(Qt.Key.Key_Space)
    assert lines(window) == before
    assert window.statusBar().currentMessage() == "The push of Ben's roll of 4 dice takes 5 dice; 9 typed."
    assert QApplication.focusWidget() is outcome.push_faces  # corrected where they are
    field = outcome.push_faces
    qtbot.waitUntil(lambda: field.visibleRegion().boundingRect().size() == field.size())
