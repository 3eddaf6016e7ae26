"""Ctrl+Shift+W at Threat 1 said "Ctrl+Shift+W again starts the swarm fight." and the second press
was refused ("A swarm is fought from Threat Level 3."): the first press promised what the rules
refuse.  Now the first press says the refusal itself, with no promise, and the second press starts
nothing; at Threat 3 the promise stays and is kept."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import campaign_window, lines

REFUSAL = "A swarm is fought from Threat Level 3."


def test_the_first_press_below_threat_3_says_why_no_fight_starts(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    keys.type("+1")  # Threat 1 (a reason picked by its digit)
    assert window.services.threat.level() == 1
    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.status.isVisible() and swarm.status.text() == REFUSAL
    assert "again" not in swarm.status.text() and "again" not in window.statusBar().currentMessage()
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    before = len(lines(window))
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert not swarm.swarm.active() and len(lines(window)) == before
    assert swarm.status.text() == REFUSAL
    for _ in range(2):  # the dead aware: Threat 3
        assert window.services.threat.step(1, "noise")
    swarm.status.setText("")
    window.docks["initiativeDock"].tree.setFocus()  # away from the panel: the next press comes to it
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.status.text() == "Ctrl+Shift+W again starts the swarm fight."
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.swarm.active()
