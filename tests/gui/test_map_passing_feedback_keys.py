"""M on the map says what it did: on, with the blows it will strike, in the status bar; off again;
and when nothing could be struck it stays off and the map's message line says why ("you may only
attack one thing per drawn melee weapon for each tile you step on": a concealed katana is no drawn
weapon, "to draw a concealed katana takes up a round of combat"; a path beside no zombie strikes
nobody).  All by keys: Ctrl+Alt+M, the arrows, M, Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines


def map_with(qtbot, tmp_path, weapons):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", speed=6, max_hp=12, weapons=weapons)
    zed = create(window, "Zed", "zombie", max_hp=12)
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ann: (1, 1), zed: (2, 0)})
    services.campaign.execute(StartEncounter([ann, zed]))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    return window, dock, ann, zed


def status(window):
    return window.statusBar().currentMessage()


def test_m_says_on_and_off_and_the_run_strikes(qtbot, tmp_path):
    window, dock, ann, zed = map_with(qtbot, tmp_path, [{"weapon": "katana", "concealed": False}])
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right)
    keys(qtbot, window, Qt.Key.Key_M)
    assert dock.modes.passing
    assert status(window) == "Melee in passing on: 1 blow, certain; Enter makes the move and strikes."
    keys(qtbot, window, Qt.Key.Key_M)
    assert not dock.modes.passing
    assert status(window) == "Melee in passing off: the move strikes nobody."
    keys(qtbot, window, Qt.Key.Key_M, Qt.Key.Key_Return)
    assert log_lines(window, 1)[0].startswith("Ann runs B2 → D2, striking in passing")
    assert window.services.characters.character(zed).state["torso"] < 12


def test_m_refuses_saying_why_when_nothing_could_be_struck(qtbot, tmp_path):
    window, dock, ann, zed = map_with(qtbot, tmp_path, [{"weapon": "katana", "concealed": True}])
    before = len(window.services.campaign.events())
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_M)
    assert not dock.modes.passing
    said = ("Nothing to strike in passing for Ann: the katana is concealed: drawing it takes up a round of "
            "combat (the dice dock's draw).")
    assert dock.status.text() == said and dock.status.isVisible()
    assert status(window) == said
    assert len(window.services.campaign.events()) == before  # nothing happened


def test_m_refuses_a_path_beside_no_enemy(qtbot, tmp_path):
    window, dock, ann, zed = map_with(qtbot, tmp_path, [{"weapon": "katana", "concealed": False}])
    keys(qtbot, window, Qt.Key.Key_Down, Qt.Key.Key_Right)  # B2 → B3 → C3: Zed at C1 is beside neither
    keys(qtbot, window, Qt.Key.Key_M)
    assert not dock.modes.passing
    assert dock.status.text() == ("Nothing to strike in passing: no enemy stands beside the tiles this move "
                                  "steps on.")
