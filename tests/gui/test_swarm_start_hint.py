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


def _red_pixels(label) -> int:  # noqa: ANN001
    """How many of the line's pixels are drawn red (the refusals' colour)."""
    image = label.grab().toImage()
    red = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            red += c.red() > 180 and c.green() < 140 and c.blue() < 140
    return red


def test_the_hint_is_not_drawn_red_like_a_refusal(qtbot, tmp_path):
    """"Ctrl+Shift+W again starts the swarm fight" was shown in red, bold, as if the key had been
    refused: a hint reads in the plain colour of the other docks' hints; a refusal stays red."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    for _ in range(3):
        keys.type("+3")
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    swarm = window.docks["swarmDock"]
    assert swarm.status.text() == HINT and swarm.status.isVisible()
    assert _red_pixels(swarm.status) == 0
    swarm.call_off()  # no fight runs: refused, in red
    assert swarm.status.text() == "No swarm fight to call off."
    assert _red_pixels(swarm.status) > 0
