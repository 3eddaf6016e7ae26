"""A swarm round's dice in the session log as the GM reads them on a laptop (issue 40): the line
above each event's text (and the Dice column) named neither who rolled which dice nor which were
stress dice ("4d6: 2 2 2 5"), and after a push it listed every die on its own, first roll and push
alike ("d6: 3; d6: 4; d6: 5; …", 15 entries for a roll of six dice).  Now a round's dice say who
rolled them and name the stress dice, and a push is one readable line: who pushed, the dice
re-rolled and what they show now, the new stress die, the stress taken, with the push's dice alone
above it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round, tab_to
from tests.gui.test_fight_by_keys import lines
from ui.docks.log_model import DICE, EVENT, META


def last_row(window):  # noqa: ANN001, ANN201
    """The log's last row: the line above its text (time · who · dice), its text, its Dice column."""
    model = window.docks["logDock"].view.model()
    row = model.rowCount() - 1
    event = model.index(row, EVENT)
    return str(event.data(META)), str(event.data()), str(model.index(row, DICE).data())


def test_a_push_is_one_line_and_the_next_round_names_the_stress_dice(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    _, _, dice = last_row(window)
    assert dice == "Ana 6d6: 1 2 1 3 4 5; Ben 4d6: 3 4 5 1; Ana 4d6: 1 1 2 3"  # who rolled which
    outcome = swarm.outcome_box
    outcome.push_faces.setFocus()
    keys.type("2 3 1 6 4")  # Ben's four dice again and his new stress die, from the table
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    tab_to(keys, ben)
    keys.key(Qt.Key.Key_Space)
    meta, text, dice = last_row(window)
    assert text == (
        "Ben pushes the swarm roll (Close Combat): re-rolled 3 4 5 1 → 2 3 1 6, new stress die 4; in all 1 success; "
        "stress 0 → 1. Round 1: 1 success against Swarm Threat 6 — lost: the GM picks 1"
    )
    assert dice == "5d6: 2 3 1 6 4"  # the push's dice, once (before: nine "d6: …" entries)
    assert meta.endswith(" · Ben · 5d6: 2 3 1 6 4")
    keys.type("1")  # Threat +1
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 6 1 2 3 4", "2 2 2 2 5", "6 6 6 2"):  # Ben now rolls a stress die
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    meta, text, dice = last_row(window)
    assert text.startswith("Swarm round 2:") and "Ben, Close Combat (5 dice): base dice 2 2 2 2, stress dice 5" in text
    assert dice == "Ana 6d6: 6 6 1 2 3 4; Ben 4d6: 2 2 2 2, stress dice 5; Ana 4d6: 6 6 6 2"
    assert meta.endswith(dice)
    assert lines(window)[-1] == text
