"""Holding + on the swarm's count of dead is one change: one line of the log ("The dead: 3 → 7"),
one Undo, each step on disk before the screen shows it; the focus leaving the count ends the burst."""

from __future__ import annotations

import json
import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_swarm_dock import type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines


def dead_on_disk(path) -> int:
    """The count of dead as the campaign file holds it, read by another connection."""
    connection = sqlite3.connect(str(path))
    try:
        (state,) = connection.execute("SELECT state FROM campaign").fetchone()
    finally:
        connection.close()
    return int(json.loads(state)["swarm"]["dead"])


def test_plus_held_on_the_dead_is_one_line_and_one_undo(qtbot, tmp_path):
    window, _threat, _ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    path = services.campaign.store.path
    type_into(qtbot, dock.dead, "3")
    assert lines(services)[-1].startswith("The dead: 0 → 3 ")
    before = len(lines(services))
    history, log = window.docks["historyDock"], window.docks["logDock"]
    history.raise_()  # in sight while the count moves: it follows each step
    qtbot.waitUntil(history.on_screen)
    dock.dead.setFocus()
    for n in range(4):  # + held: one key press after another
        qtbot.keyClick(dock.dead, Qt.Key.Key_Plus)
        assert dead_on_disk(path) == 4 + n  # committed at each step
        assert dock.dead.value() == 4 + n
    assert len(lines(services)) == before + 1
    assert lines(services)[-1].startswith("The dead: 3 → 7 ")
    assert window.act_undo.text().replace("&", "").endswith("The dead: 7")  # Edit → Undo names the burst
    rows = [history.model.data(history.model.index(n)) for n in range(history.model.rowCount())]
    assert rows[-1].endswith("The dead: 7") and not any(r.endswith("The dead: 5") for r in rows)
    log.raise_()  # (in the History's tab)
    qtbot.waitUntil(log.on_screen)
    assert "3 → 7" in log.model.lines[-1] and not any("4 → 5" in line for line in log.model.lines)
    # one Undo takes the whole burst back
    assert services.campaign.undo()
    assert services.swarm.fight().dead == 3 and dead_on_disk(path) == 3
    assert services.campaign.redo()
    assert services.swarm.fight().dead == 7
    # the focus leaves the count and comes back: a new change, a new line
    dock.dead.setFocus()
    qtbot.keyClick(dock.dead, Qt.Key.Key_Plus)
    shown = len(lines(services))
    window.docks["threatDock"].dial.setFocus()
    QApplication.processEvents()
    dock.dead.setFocus()
    qtbot.keyClick(dock.dead, Qt.Key.Key_Minus)
    assert len(lines(services)) == shown + 1
    assert lines(services)[-1].startswith("The dead: 8 → 7 ")
    qtbot.keyClick(dock.dead, Qt.Key.Key_Minus)  # the log in sight follows the burst's line as it grows
    assert log.model.lines[-1].startswith("The dead: 8 → 6 ") and len(log.model.lines) == len(lines(services))
