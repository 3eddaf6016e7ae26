"""A survival check set up in the dice dock showed "Defence: No defence" and "Father Tom this turn:
0 attacks…" under it, and the next fight's attack showed two Defence fields ("No defence" above
"Dodge (Dexterity + Dodge)"): an attack's form was being built (its target moving on) when the check
was asked, and its defence was left in the dock.  A check shows no Defence; an attack one."""

from __future__ import annotations

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import ids
from ui.widgets.field_form import FieldForm

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


def _defences(dock):
    """The Defence fields on screen."""
    return [f for f in dock.findChildren(FieldForm) if f.isVisible() and "defence" in f.inputs]


def test_a_check_asked_while_an_attack_is_set_up_shows_no_defence_and_the_next_attack_one(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Tom", "pc", {"str": 2, "con": 3, "wil": 2})
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
    who = ids(window)
    assert services.characters.damage(who["Tom"], {"amount": 45})
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, skill="Guns 3")
    assert len(_defences(dock)) == 1
    target = dock.forms.target
    picked = target.pick_opponent
    asked = []

    def pick_and_ask():  # the check asked while the attack's target is picked (the box moving on)
        picked()
        if not asked:
            asked.append(True)
            window.selection.ask_typed_roll(who["Tom"], "check:survival", {})

    target.pick_opponent = pick_and_ask
    window.selection.select_character(who["Dana"])
    dock.forms.fill_kinds()  # the attack built again
    qtbot.waitUntil(lambda: dock.kind_combo.currentText() == "Survival check")
    target.pick_opponent = picked
    qtbot.wait(10)
    assert _defences(dock) == []
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, skill="Guns 3")
    assert len(_defences(dock)) == 1
