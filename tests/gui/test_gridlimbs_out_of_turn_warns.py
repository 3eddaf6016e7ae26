"""On Dov's turn the GM Tabs to Shambler 1 and moves it by keys, twice: the line under the map says
before each Enter that the move is out of turn, and whose turn it is.  Before, only the line at the
Tab said so; the plan of every move after it ("Shambler 1 to I4: Sprints 1 tile …") said nothing,
and the second move out of turn went through unwarned."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create

WARNING = "Out of turn: the turn is Dov's."


def test_every_move_out_of_turn_warns_before_enter(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    dov = create(window, "Dov", speed=6)
    zed = create(window, "Shambler 1", "zombie", speed=3)
    services.battle_map.set_size(12, 6)
    services.battle_map.place({dov: (1, 1), zed: (6, 3)})
    services.campaign.execute(StartEncounter([dov, zed]))
    assert services.initiative.current().character_id == dov
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    keys.key(Qt.Key.Key_Tab)
    assert dock.modes.selected == zed
    start = services.battle_map.battle_map().tokens[zed]
    for step in (1, 2):
        keys.key(Qt.Key.Key_Right)
        assert WARNING in dock.info.text(), f"move {step}: {dock.info.text()!r}"
        keys.key(Qt.Key.Key_Return)
        assert services.battle_map.battle_map().tokens[zed] == (start[0] + step, start[1]), f"move {step} went through"
    keys.key(Qt.Key.Key_Tab)  # Dov's own move: on his turn, no such warning
    assert dock.modes.selected == dov
    keys.key(Qt.Key.Key_Right)
    assert "Dov to" in dock.info.text() and "Out of turn" not in dock.info.text()
