"""AFMBE unisystem: the aimed shot set up at the round's end is rolled on the skill F fires with.  A
priest with a shotgun, Hand Weapon 3 and no Guns aimed (Ctrl+Shift+D, Aim, Ctrl+R) and Ctrl+Alt+N
set up the shotgun on «Холодное оружие 3» (62.7%) where F rolls it on no skill (33.6%)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_fire_gun_skill_keys import SHOTGUN, fired
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
AIM = "Aim (the shot at the round's end)"


def test_the_aimed_shot_at_the_rounds_end_takes_fs_skill_and_odds(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    skills = [{"name": "Hand Weapon", "type": "Club", "level": 3}]
    assert services.characters.create("Tom", "pc", {"dex": 2, "per": 2, "skills": skills, "weapons": [SHOTGUN]})
    assert services.characters.create("Shambler", "zombie", {"str": 2, "con": 2, "dex": 1})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Tom"], who["Shambler"]], name="Ward")
    window.selection.select_character(who["Tom"])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, AIM)
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "6")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack" and dock.form.values().get("use_aim") is True)
    assert dock.form.inputs["skill"].currentText() == "No skill"  # not "Hand Weapon 3"
    assert dock.form.inputs["attribute"].currentText() == "Dexterity"
    qtbot.waitUntil(lambda: "%" in dock.odds_label.text())
    aimed_odds = dock.odds_label.text()
    fired(qtbot, window, "Tom")  # F sets up the same shot: the same skill, the same odds
    qtbot.waitUntil(lambda: dock.form is not None and "%" in dock.odds_label.text())
    assert dock.form.inputs["skill"].currentText() == "No skill"
    assert dock.odds_label.text() == aimed_odds
