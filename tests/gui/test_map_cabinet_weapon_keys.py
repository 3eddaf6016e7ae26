"""A weapons' cabinet holds weapons (the grid game's key: "C = weapons' cabinet", "c = crate"; its
"Weapon List": pistol, rifle, SMG, grenade, katana).  P beside a cabinet offered only bandages and
pain pills; now it offers the weapons, and only them: K picks the katana, Enter puts it on Ann's
sheet (her weapons found), one log line, Ctrl+Z takes it back.  Beside a crate, only its supplies."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_map_pick_up_keys import to_map
from tests.gui.test_map_shot import create


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_p_beside_a_cabinet_takes_a_weapon_onto_the_sheet(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann")
    ben = create(window, "Ben")
    services.battle_map.set_size(6, 4)
    services.battle_map.paint([(2, 1)], "C")
    services.battle_map.paint([(4, 3)], "c")
    services.battle_map.place({ann: (1, 1), ben: (5, 3)})  # Ann beside the cabinet, Ben beside the crate
    assert services.characters.character(ann).sheet["weapons"] == []
    dock = to_map(qtbot, window, ann)
    count = len(services.campaign.events())
    seen = {}

    def keep(dialog):
        seen["kinds"] = [dialog.kind_combo.itemText(i) for i in range(dialog.kind_combo.count())]
        seen["first"] = QApplication.focusWidget().objectName()
        qtbot.keyClicks(QApplication.focusWidget(), "K")  # Katana
        seen["then"] = dialog.then.text()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    in_dialog(qtbot, keep)
    qtbot.keyClick(dock.view, Qt.Key.Key_P)
    assert seen["kinds"] == ["Take a weapon found"]  # a cabinet holds weapons, not bandages
    assert seen["first"] == "field_weapon"
    assert seen["then"] == "Adds the katana to the sheet: 1 weapon found in all."
    assert services.characters.character(ann).sheet["weapons"] == [{"weapon": "katana", "concealed": False}]
    assert len(services.campaign.events()) == count + 1
    assert last_log_line(window).startswith(  # the cabinet's tile named
        "Ann: Take a weapon found — Weapons' cabinet at C2: the katana (1 weapon found)")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ann).sheet["weapons"] == []

    dock = to_map(qtbot, window, ben)

    def look(dialog):
        seen["kinds"] = [dialog.kind_combo.itemText(i) for i in range(dialog.kind_combo.count())]
        dialog.reject()

    in_dialog(qtbot, look)
    qtbot.keyClick(dock.view, Qt.Key.Key_P)
    assert seen["kinds"] == ["Pick up bandages and pain pills"]  # a crate: its supplies, no weapons
