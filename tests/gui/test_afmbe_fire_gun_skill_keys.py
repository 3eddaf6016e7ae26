"""AFMBE: F sets the dice dock on the shooter's gun skill as the sheet has it (issue 40, the first
night): the attack kept the skill last picked in its form (Dodge, from an earlier roll), or started
on Hand Weapon for a priest with a shotgun and no Guns, so the shot was rolled on the wrong skill."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to

ATTACK = "Attack against a dodge or block"
KNIFE = {"name": "Knife", "damage": "d4×2", "damage_type": "slashing"}
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SHOTGUN = {"name": "Pump shotgun", "damage": "d6×6", "damage_type": "bullet", "ranged": True, "ammo": 5}


def fired(qtbot, window, name: str) -> None:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["initiativeDock"].raise_()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert last_log_line(window).startswith(f"{name} fires ")


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_f_sets_the_shooters_guns_over_the_skill_left_in_the_form(qtbot, tmp_path, preset):
    window = campaign_window(qtbot, tmp_path, "afmbe", preset)
    services = window.services
    skills = [{"name": "Dodge", "type": "", "level": 2}, {"name": "Guns", "type": "Handgun", "level": 3}]
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": skills, "weapons": [KNIFE, PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    window.selection.select_character(next(int(c.id) for c in services.characters.characters() if c.name == "Dana"))
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, ATTACK)
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["attribute"])
    pick_with_keys(qtbot, dock.form.inputs["attribute"], "Perception")  # an earlier roll's choices
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Dodge 2")
    pick_with_keys(qtbot, dock.kind_combo, "Task")
    fired(qtbot, window, "Dana")
    assert dock.kind_combo.currentText() == ATTACK
    assert dock.form.inputs["skill"].currentText() == "Guns 3"
    assert dock.form.inputs["attribute"].currentText() == "Dexterity"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert f"{ATTACK} (Dexterity, Guns 3, 9mm pistol)" in last_log_line(window)


def test_f_with_no_gun_skill_rolls_on_no_skill_not_hand_weapon(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    skills = [{"name": "Hand Weapon", "type": "Club", "level": 3}]
    assert services.characters.create("Tom", "pc", {"dex": 2, "skills": skills, "weapons": [SHOTGUN]})
    assert services.characters.create("Biter", "zombie", {})  # someone to shoot at: F with no target fires nothing
    window.selection.select_character(next(int(c.id) for c in services.characters.characters()))
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None)
    fired(qtbot, window, "Tom")
    assert dock.kind_combo.currentText() == ATTACK
    assert dock.form.inputs["skill"].currentText() == "No skill"
