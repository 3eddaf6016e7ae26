"""More dead never undo a Swarm Size step a round gave: a lost round's pick "Swarm Size +1" at 12
dead (Swarm Size 2 → 3), then + held on the count of dead, keeps Swarm Size 3 on the panel, on disk
and in the burst's log line; one Undo takes the count back with the step still there."""

from __future__ import annotations

import json
import sqlite3

from PySide6.QtCore import Qt

from app.rules.twdu.swarm import SwarmFight
from tests.gui.test_swarm_dock import pick, type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def swarm_on_disk(path) -> SwarmFight:
    """The swarm as the campaign file holds it, read by another connection."""
    connection = sqlite3.connect(str(path))
    try:
        (state,) = connection.execute("SELECT state FROM campaign").fetchone()
    finally:
        connection.close()
    return SwarmFight.from_dict(json.loads(state)["swarm"])


def lose_round_and_grow(qtbot, window, ids):
    """12 dead, Threat 3, a fight; Ana alone loses round 1 and messes up; the GM picks 2 (Swarm Size
    +1) and 4 (a block): Swarm Size 2 → 3, Swarm Threat 5."""
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "12")
    dial = window.docks["threatDock"].dial
    dial.setFocus()
    for _ in range(3):  # noise draws the dead: at 2 → 3 they are alerted, each PC takes 1 stress
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # to the panel
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # the fight starts
    assert lines(services)[-1] == "Swarm fight: 12 dead, Swarm Size 2, Threat 3, Swarm Threat 5"
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "close_combat")
    faces = [f for _, f in dock.round_box.plan_labels if f.isVisibleTo(dock)]
    for field, typed in zip(faces, ["4 6 6 2 2", "5 6 2", "1"], strict=True):
        field.setFocus()
        qtbot.keyClicks(field, typed)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_ALT)
    fight = services.swarm.fight()
    assert fight.pending == "loss_picks" and fight.picks_due == 2, dock.status.text()
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # to the picks
    focus = window.focusWidget()
    qtbot.keyClick(focus, Qt.Key.Key_2)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_4)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert lines(services)[-1].endswith("Swarm Size 2 → 3; Swarm Threat now 5")
    return dock


def test_more_dead_keep_the_swarm_size_step_a_lost_round_gave(qtbot, tmp_path):
    window, _threat, ids = make_window(qtbot, tmp_path)
    services = window.services
    path = services.campaign.store.path
    dock = lose_round_and_grow(qtbot, window, ids)
    assert dock.headline.text() == "Swarm Threat 5" and dock.size_spin.text() == "Auto (3)"
    before = len(lines(services))
    dock.dead.setFocus()
    for _ in range(5):  # + held on the count
        qtbot.keyClick(dock.dead, Qt.Key.Key_Plus)
    assert dock.dead.value() == 17
    assert dock.headline.text() == "Swarm Threat 5"
    assert dock.size_spin.text() == "Auto (3)"
    # each number kept to its name by a no-break space
    assert dock.sum_label.text().replace("\xa0", " ") == "= Swarm Size 3 + Threat 3 − 1 attack made"
    stored = swarm_on_disk(path)
    assert (stored.dead, stored.size, stored.swarm_threat) == (17, 3, 5)
    room = services.player_view.view()["swarm"]  # the projector's numbers
    assert (room["dead"], room["size"], room["threat"]) == (17, 3, 5)
    assert len(lines(services)) == before + 1
    assert lines(services)[-1] == "The dead: 12 → 17 (Swarm Size 3: 2 for 17 dead + 1 step up)"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dock.dead.value() == 12 and dock.size_spin.text() == "Auto (3)"
    assert dock.headline.text() == "Swarm Threat 5"
    stored = swarm_on_disk(path)
    assert (stored.dead, stored.size) == (12, 3)


def test_the_count_growing_past_a_band_keeps_the_step_on_top(qtbot, tmp_path):
    window, _threat, ids = make_window(qtbot, tmp_path)
    dock = lose_round_and_grow(qtbot, window, ids)
    type_into(qtbot, dock.dead, "30")  # 21-50 dead make Swarm Size 3; the round's step on top: 4
    assert lines(window.services)[-1] == "The dead: 12 → 30 (Swarm Size 4: 3 for 30 dead + 1 step up)"
    assert dock.headline.text() == "Swarm Threat 6"
    type_into(qtbot, dock.size_spin, "2")  # the GM's own size replaces the count and the steps
    assert dock.headline.text() == "Swarm Threat 4"
    assert swarm_on_disk(window.services.campaign.store.path).size == 2
