"""twdu's duel in the dice dock: a distance typed in metres sets the range band, and the band the
skills of both sides ("Long Range means that you need to use Ranged Combat … between 25 - 100
meters"), from the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to, type_number
from tests.gui.test_twdu_reach_dock import CTRL, setup

#: a gun that reaches every band: the distance and the band are asked beside a ranged weapon only
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 0, "damage": 2, "range": "extreme", "ammo": 5}


def test_metres_typed_set_the_band_and_both_skills(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=3, ranged_combat=2, weapons=[RIFLE])
    assert services.characters.create("Negan", "pc", {"agility": 2, "ranged_combat": 1})
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Duel")
    qtbot.waitUntil(lambda: dock.opponent_form is not None and dock.opponent_form.isVisible())
    distance, band = dock.form.inputs["distance"], dock.form.inputs["band"]
    theirs = dock.opponent_form.inputs["opponent_skill"]
    tab_to(qtbot, distance)
    type_number(qtbot, distance, "60")
    assert band.currentData() == "long"
    assert (dock.form.values()["skill"], theirs.currentData()) == ("ranged_combat", "ranged_combat")
    type_number(qtbot, distance, "150")
    assert band.currentData() == "extreme"
    type_number(qtbot, distance, "10")
    assert band.currentData() == "short"
    assert (dock.form.values()["skill"], theirs.currentData()) == ("close_combat", "close_combat")
