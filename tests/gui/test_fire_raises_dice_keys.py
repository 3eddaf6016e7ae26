"""Issue 41: after F ("Ana fires Revolver: 6 → 5 rounds") the dice dock stayed behind the Threat tab
(a tab in front of it) and the GM needed Ctrl+Shift+D to see the roll F set up.  F brings the dice dock forward with the
focus on its Roll button: Space rolls the shot (twdu here; AFMBE and the roll-under d10 rules set
their roll up through the same request)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_shot_offer_keys import REVOLVER

PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]


def _fire_behind(qtbot, window, name, behind):
    dock = window.docks["diceDock"]
    window.docks[behind].show()
    window.docks[behind].raise_()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not dock.on_screen()  # the dice behind the other tab
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert last_log_line(window).startswith(f"{name} fires")
    qtbot.waitUntil(dock.on_screen)
    assert QApplication.focusWidget() is dock.roll_button
    return dock


def test_twdu_f_brings_the_dice_forward_from_behind_the_swarm_panel(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "weapons": [REVOLVER]}
    assert services.characters.create("Ana", "pc", sheet)
    assert services.characters.create("Raider", "npc", services.ruleset.new_sheet())
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Ana"])
    dock = _fire_behind(qtbot, window, "Ana", "swarmDock")
    count = len(services.campaign.events())
    qtbot.keyClick(dock.roll_button, Qt.Key.Key_Space)
    assert len(services.campaign.events()) == count + 1
    assert last_log_line(window).startswith("Ana rolls Shot")


def test_afmbe_f_brings_the_dice_forward_from_behind_the_fight_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    _fire_behind(qtbot, window, "Dana", "ammoDock")
