"""The dice dock's shot refused when the shooter's arms cannot make it (gridlimbs): "Some weapons
cannot be used with only one hand, and no weapons can be used when both arms fail" — typed faces,
Enter, the reason in the refusal line, nothing logged, no round spent."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_dice_dock import make_dock, people, type_faces


def test_a_rifle_with_one_useless_arm_is_refused_and_spends_nothing(qtbot, tmp_path):
    sheet = {"accuracy": 6, "max_hp": 20, "right_hand": 100, "starting_item": "pistol",
             "weapons": [{"weapon": "rifle"}, {"weapon": "pistol"}]}
    dock, services = make_dock(qtbot, tmp_path, "gridlimbs", characters=[("Ana", "pc", sheet)])
    ana = people(services)["Ana"]
    assert services.characters.damage(ana, {"part": "left_arm", "amount": 15})
    weapon = dock.form.inputs["weapon"]
    weapon.setFocus()
    qtbot.keyClicks(weapon, "R")  # the rifle, two-handed
    assert weapon.currentText() == "Rifle"
    before = len(services.campaign.events())
    type_faces(qtbot, dock, "4")
    assert dock.refusal_label.text() == "A two-handed weapon cannot be used with only one arm."
    assert len(services.campaign.events()) == before
    weapon.setFocus()
    qtbot.keyClick(weapon, Qt.Key.Key_Up)  # the pistol, the gun listed before it
    assert weapon.currentText() == "Pistol"
    dock.faces_edit.clear()
    type_faces(qtbot, dock, "4")  # the pistol in the right hand still fires, its round spent
    assert services.characters.character(ana).state["guns"][0]["loaded"] == 14
