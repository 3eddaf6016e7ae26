"""On Dov's turn, Tab to Shambler 1: the token the arrows move has a ring of its own, another colour
than the turn's yellow and at least as thick, around its tile, and the line under the map names it
and whose turn it is.  Before, the chosen token got only a thin white outline while Dov kept the
bright yellow ring, so the GM could not tell which token the arrows would move."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def rings(dock, kind: str) -> list:  # noqa: ANN001
    return [item for item in dock.view.scene().items() if item.data(0) == kind]


def test_the_chosen_token_s_ring_is_its_own_and_the_line_names_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    dov = create(window, "Dov", speed=6)
    zed = create(window, "Shambler 1", "zombie", speed=1)
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
    [turn] = rings(dock, "turn")
    [chosen] = rings(dock, "chosen")
    assert turn.sceneBoundingRect().center().x() < chosen.sceneBoundingRect().center().x()  # Dov's, the zombie's
    assert chosen.pen().color() != turn.pen().color()
    assert chosen.pen().widthF() >= turn.pen().widthF()
    assert chosen.sceneBoundingRect().width() > turn.sceneBoundingRect().width()  # around the tile, not inside
    assert ("Shambler 1 is chosen (the cyan ring): the arrows move this token. The turn is another's: Dov (the "
            "yellow ring).") in dock.info.text()
    keys.key(Qt.Key.Key_Tab)  # back to Dov: both rings on his token, the line as before
    assert dock.modes.selected == dov
    assert len(rings(dock, "chosen")) == 1 and len(rings(dock, "turn")) == 1
    assert "Dov is chosen: the arrows plan a move." in dock.info.text()
