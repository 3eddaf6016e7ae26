"""Tab on the grid game's battle map chooses the living first: a zombie put down stays on its tile,
but the map neither starts on it nor tabs to it before every token that can still act."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_map_shot import create


def test_tab_chooses_the_living_before_the_dead(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    corpse = create(window, "Zombie 0", "zombie", max_hp=30)  # the first made, put down
    assert services.characters.damage(corpse, {"part": "head", "amount": 15})
    ana = create(window, "Ana", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=30)
    services.battle_map.set_size(10, 6)
    services.battle_map.place({corpse: (1, 1), ana: (4, 2), zed: (6, 2)})
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_dock = window.docks["mapDock"]
    qtbot.waitUntil(map_dock.view.hasFocus)

    def chosen() -> str:
        return map_dock.info.text().split(" is chosen")[0]

    assert chosen() == "Ana"  # not the dead zombie
    keys.key(Qt.Key.Key_Tab)
    assert chosen() == "Shambler 1"
    keys.key(Qt.Key.Key_Tab)
    assert chosen() == "Zombie 0"  # the dead last
    keys.key(Qt.Key.Key_Tab)
    assert chosen() == "Ana"
    keys.key(Qt.Key.Key_Tab, SHIFT)
    assert chosen() == "Zombie 0"
    assert map_dock.modes.selected == corpse
    assert {ana, zed} == set(services.battle_map.tokens()) - {corpse}
