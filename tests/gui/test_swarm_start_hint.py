"""Ctrl+Shift+W before a swarm fight only comes to the panel (issue 40): a GM who pressed it once saw
nothing say that a second press starts the fight.  Now the panel's line and the status bar say it,
and the second press starts the fight (the line then goes)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import campaign_window

HINT = "Type the count of dead (five or more make a swarm): Ctrl+Shift+W again starts the swarm fight."


def test_the_first_press_says_what_the_second_does(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    for _ in range(3):
        keys.type("+3")
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    swarm = window.docks["swarmDock"]
    assert swarm.status.text() == HINT and swarm.status.isVisible()
    assert window.statusBar().currentMessage() == HINT
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.swarm.active() and not swarm.status.text()
