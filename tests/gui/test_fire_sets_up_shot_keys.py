"""F sets up the shot it fired: the dice dock goes to the firing character's attack with the weapon
F used and F's kind of shot (a single shot, not the burst left in the form from before), so Ctrl+R
rolls that shot, and its round is spent once (by F, not again by the roll)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, ammo_shown, last_log_line, pick_with_keys, tab_to

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
KNIFE = {"name": "Knife", "damage": "d4×2", "damage_type": "slashing"}
#: a machine pistol: automatic, so the form offers it a burst (a semiautomatic fires single shots only)
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True,
          "ammo": 15}
ATTACK = "Attack against a dodge or block"


def test_f_puts_the_dice_dock_on_the_shot_and_ctrl_r_rolls_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [KNIFE, PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, ATTACK)  # a burst left in the form from an earlier fight
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["weapon"])
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "9mm pistol")
    tab_to(qtbot, dock.form.inputs["fire"])
    pick_with_keys(qtbot, dock.form.inputs["fire"], "Burst (2-5 rounds)")
    pick_with_keys(qtbot, dock.kind_combo, "Task")
    assert dock.kind_combo.currentText() == "Task"
    activate(qtbot, window)
    window.docks["initiativeDock"].raise_()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert last_log_line(window).startswith("Dana fires 9mm pistol: 15 → 14 rounds")
    assert dock.character_combo.currentText() == "Dana"
    assert dock.kind_combo.currentText() == ATTACK
    assert dock.form.values()["weapon"] == "1"  # the pistol, not the knife listed first
    assert dock.form.values()["fire"] == "single"
    assert dock.opponent_combo.currentText() == "Biter"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert last_log_line(window).startswith("Dana rolls Attack against a dodge or block (Dexterity")
    assert "9mm pistol" in last_log_line(window) and "→" not in last_log_line(window)
    assert ammo_shown(qtbot, window)[0] == ["14 / 15 rounds"]  # the shot's round came off once


def test_f_in_twdu_puts_the_dice_dock_on_the_shot_with_the_weapon(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    sheet = services.ruleset.new_sheet()
    sheet.update(agility=4, ranged_combat=3, weapons=[
        {"name": "Knife", "kind": "close", "bonus": 1, "damage": 1, "range": "short", "ammo": 0},
        {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6},
    ])
    assert services.characters.create("Ana", "pc", sheet)
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Ana"])
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None)
    assert dock.form.values()["skill"] == "mobility" and dock.form.values()["item"] == ""  # Mobility, no gear
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert last_log_line(window).startswith("Ana fires Revolver: 6 → 5 rounds")
    assert dock.kind_combo.currentText() == "Shot"
    assert dock.form.inputs["band"].currentText() == "Long range: Ranged Combat"
    assert dock.form.values()["item"] == "w1" and dock.form.values()["band"] == "long"
    assert dock.parts_label.text().startswith("9 × d6 = Agility 4 + Ranged Combat 3 + gear 2")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert last_log_line(window).startswith("Ana rolls Shot (Revolver, Long range: Ranged Combat)")
    assert services.ammo.stocks(who["Ana"])[0].stock.count == 5  # the shot's round came off once
    # the skill roll is left as it was: Mobility, no gear
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    assert dock.form.values()["skill"] == "mobility" and dock.form.values()["item"] == ""
