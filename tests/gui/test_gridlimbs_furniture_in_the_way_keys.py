"""U on the map, the table pushed up into Dov: the furniture dialog said "Something is in the way on
C2." and the GM looked for what.  It names him ("Dov is in the way on C2."), before the move and as
the move's refusal; nothing moves."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import tab_to
from tests.gui.test_map_dock import CTRL_ALT, create, keys

SAID = "Dov is in the way on C2."


def test_the_furniture_names_who_is_in_its_way(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", strength=2, speed=6, stamina=8)
    dov = create(window, "Dov")
    services.battle_map.set_size(6, 5)
    services.battle_map.paint([(1, 2), (2, 2), (3, 2), (4, 2)], "f")
    services.battle_map.place({ana: (2, 3), dov: (2, 1)})
    services.campaign.execute(StartEncounter([ana, dov]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    dock.modes.selected = ana
    keys(qtbot, window, Qt.Key.Key_U)  # the table beside Ana, up: into Dov
    dialog = dock.furniture.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    assert dialog.direction_combo.currentText() == "Up"
    assert SAID in dialog.preview.text(), dialog.preview.text()
    tab_to(qtbot, dialog.move_button)
    qtbot.keyClick(dialog.move_button, Qt.Key.Key_Space)
    assert SAID in dialog.refusal_label.text(), dialog.refusal_label.text()
    assert services.battle_map.battle_map().tokens[ana] == (2, 3)
    dialog.close()
