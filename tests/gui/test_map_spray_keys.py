"""The SMG spray on the gridlimbs map, by keys.  Z for Kit, who carries only a pistol, planned "SMG
spray by Kit: Dov (Enter fires)." at his ally, and only Enter said "No SMG carried."; an arrow
during a spray silently dropped it for a move.  Now Z says at once that Kit carries no SMG (nothing
planned); Dov's spray names its foe first, his ally Kit after it as one of his own side in its
reach; an arrow during the spray says what it does (nothing aimed: Esc drops it for a move)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_keys import CTRL_ALT, create, press
from ui.docks.map_plan_text import MOVE, SPRAY


def test_z_without_an_smg_and_a_spray_that_names_foes_first(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    kit = create(window, "Kit", starting_item="pistol")
    dov = create(window, "Dov", weapons=[{"weapon": "smg", "concealed": False}])
    zed = create(window, "Shambler 1", "zombie")
    services = window.services
    services.battle_map.set_size(12, 6)
    services.battle_map.place({kit: (2, 2), dov: (2, 3), zed: (4, 3)})
    services.campaign.execute(StartEncounter([kit, dov, zed]))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    dock.modes.selected = kit
    press(qtbot, dock, Qt.Key.Key_Z)
    assert dock.status.text() == "Kit carries no SMG: only an SMG sprays.", dock.status.text()
    assert "SMG spray by" not in dock.info.text() and dock.modes.mode == MOVE
    press(qtbot, dock, Qt.Key.Key_Tab)  # Dov chosen
    assert dock.modes.selected == dov
    press(qtbot, dock, Qt.Key.Key_Z)
    assert dock.modes.mode == SPRAY and dock.status.text() == ""
    assert "SMG spray by Dov: Shambler 1; in its reach too, of the same side: Kit (Enter fires)." \
        in dock.info.text(), dock.info.text()
    press(qtbot, dock, Qt.Key.Key_Right)  # nothing to aim: said, the spray still planned
    assert dock.modes.mode == SPRAY and dock.modes.path == []
    assert "The arrows do not aim a spray: it goes at everyone in reach. Esc drops it, then the arrows plan a " \
           "move." in dock.info.text(), dock.info.text()
    press(qtbot, dock, Qt.Key.Key_Escape)
    press(qtbot, dock, Qt.Key.Key_Right)  # after Esc the arrows plan Dov's move
    assert dock.modes.mode == MOVE and dock.modes.path == [(2, 3), (3, 3)]
