"""Issue 40: after a shot typed from the table, "Apply 2 damage to Ana Reyes" (armored) asked in red
for the damage's table dice, yet Enter on it applied the damage with armor dice the console rolled
("2d6: 3 2"), and Ctrl+K then typing them was refused as the shot's own dice ("This roll takes 8 ×
d6; 4 typed").  Now Enter on the offer (or Ctrl+K on it) opens the faces field for the damage's
dice: the focus there, the line saying what they are; Enter with none typed asks again, nothing
rolled; the dice typed then Enter apply it with them; Ctrl+R lets the console roll them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_shot_offer_keys import KNIFE, REVOLVER, health
from tests.gui.twdu_accept import accept_roll

# no injury named on the damage form: no recovery die before its D66 (its entry on the table gives it)
ASKED = ("Table dice for this damage, in this order: 2 × d6 (Armor); then, only if those dice "
         "call for them: 1 × d6 (Broken minutes). Type them (then Enter), or "
         "Ctrl+R to let the console roll.")


def _hit(qtbot, tmp_path):
    """Ana's shot at Raider (armor 2) typed from the table: two sixes, 3 damage offered."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "weapons": [KNIFE, REVOLVER]}
    assert services.characters.create("Ana", "pc", sheet)
    assert services.characters.create("Raider", "npc", {**services.ruleset.new_sheet(), "armor_level": 2})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Ana"])
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    keys = Keys(qtbot)
    window.activateWindow()
    window.setFocus()
    keys.key(Qt.Key.Key_F)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("6 6 1 2 3 4 5 2 3")
    keys.key(Qt.Key.Key_Return)
    assert dock.result_view.damage_buttons[0].text() == "Apply 3 damage to Raider"
    accept_roll(qtbot, dock)  # Ana does not push: the damage next
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    keys.mark("the shot")
    return window, services, dock, who, offer, keys


def test_enter_on_the_offer_asks_for_the_damage_s_dice_and_enter_applies_them(qtbot, tmp_path):
    window, services, dock, who, offer, keys = _hit(qtbot, tmp_path)
    events = len(services.campaign.events())
    keys.key(Qt.Key.Key_Return)  # the offer: its dice asked for, nothing rolled
    qtbot.waitUntil(dock.faces_edit.hasFocus)  # the offer pressed as Space does
    assert dock.faces_edit.text() == ""
    assert dock.refusal_label.text() == ASKED
    assert dock.wanted_label.isHidden()  # not the shot's "Table dice: 9 × d6" beside the damage's
    assert len(services.campaign.events()) == events and health(services, who["Raider"]) == 3
    keys.key(Qt.Key.Key_Return)  # none typed: asked again, never rolled here
    assert dock.faces_edit.hasFocus() and dock.refusal_label.text() == ASKED
    assert len(services.campaign.events()) == events
    keys.type("6 2")  # one six of the armor: 2 of the 3 damage taken, nobody Broken
    keys.key(Qt.Key.Key_Return)
    keys.mark("the damage")
    line = last_log_line(window)
    assert line.startswith("Damage to Raider, dice from the table: damage 3 − armor 1 = 2"), line
    assert health(services, who["Raider"]) == 1
    assert len(services.campaign.events()) == events + 1
    assert not offer.isVisible()
    assert keys.report("typed shot, then its damage typed") == (
        "typed shot, then its damage typed: 26 keys, 0 mouse clicks (the shot 20, the damage 6)")


def test_ctrl_k_on_the_offer_takes_the_damage_s_dice_not_the_shot_s(qtbot, tmp_path):
    window, services, dock, who, offer, keys = _hit(qtbot, tmp_path)
    keys.key(Qt.Key.Key_K, CTRL)  # from the offer: the field for its dice
    assert dock.faces_edit.hasFocus() and dock.refusal_label.text() == ASKED
    keys.type("1 2 3")  # no six: Broken, the Broken minutes after the armor's (the injury unnamed: no recovery die)
    keys.key(Qt.Key.Key_Return)
    line = last_log_line(window)
    assert line.startswith("Damage to Raider, dice from the table: damage 3 − armor 0 = 3"), line
    assert health(services, who["Raider"]) == 0
    assert keys.presses == 20 + 1 + 5 + 1  # the shot, Ctrl+K, the three dice, Enter


def test_ctrl_r_lets_the_console_roll_the_damage_s_dice(qtbot, tmp_path):
    window, services, dock, who, offer, keys = _hit(qtbot, tmp_path)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    keys.key(Qt.Key.Key_R, CTRL)
    line = last_log_line(window)
    assert line.startswith("Damage to Raider: damage 3 − armor"), line
    assert not dock.wanted_label.isHidden()  # the form's own line back
    assert "Table dice for this damage" not in dock.refusal_label.text()


def test_leaving_the_field_lets_the_damage_go_and_ctrl_r_rolls_the_form_s_roll(qtbot, tmp_path):
    window, services, dock, who, offer, keys = _hit(qtbot, tmp_path)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    dock.kind_combo.setFocus()  # the GM went elsewhere: nothing of the damage waits
    assert dock.rolls.damage_dice.damage_waiting is None
    assert dock.refusal_label.text() == ""
    assert health(services, who["Raider"]) == 3
