"""Ctrl+Alt+P on a fight whose fighters are all on the map is news, not an error: it said "Everyone
in the fight is on the map." in red in three places (the map, the fight list, the status bar), and
the map's red line stayed under the next move's preview.  Now the status bar alone says it, in its
normal colour, and nothing is written."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create

SAID = "Everyone in the fight is on the map."


def test_everyone_placed_is_said_once_in_the_normal_colour(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", speed=9, max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=6, speed=1)
    services.battle_map.set_size(10, 4)
    services.campaign.execute(StartEncounter([kit, zed]))
    map_dock = window.docks["mapDock"]
    map_dock.show()
    map_dock.raise_()
    map_dock.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_P, CTRL | ALT)  # the fight placed
    assert set(services.battle_map.battle_map().tokens) == {kit, zed}
    events = len(services.campaign.events())
    keys.key(Qt.Key.Key_P, CTRL | ALT)  # again: everyone is on the map
    assert len(services.campaign.events()) == events
    bar = window.statusBar()
    assert bar.currentMessage() == SAID
    assert "ff6b6b" not in bar.styleSheet()
    for dock in window.docks.values():  # no dock's red line says it
        line = getattr(dock, "refusal_line", None)
        if line is not None:
            assert SAID not in line.text(), dock.objectName()
