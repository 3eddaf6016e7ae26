"""AFMBE (issue 40): Dana's shot typed from the table hits; the focus on its damage offer, the dice
field still read "Faces of Dana's roll", so the GM typed "2" and Enter meant as the next shot, and it
was taken as the hit's damage dice and applied.  While a digit typed goes to the damage's dice, the
field now says so ("Damage dice for Dana → Biter: 1 × d6"); off the offer, it is the roll's again."""

from __future__ import annotations

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import ids
from tests.gui.test_autofire_ammo_keys import tab_to

GUNS = [{"name": "Guns", "type": "Pistol", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×2", "damage_type": "bullet", "ranged": True, "ammo": 15}


def test_the_dice_field_says_it_takes_the_damage_dice_while_the_offer_has_the_focus(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
    who = ids(window)
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, opponent=who["Biter"], faces="7")  # a hit
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    said = dock.faces_edit.placeholderText()
    # the longest wording the field's width shows whole ("Damage dice for Dana → Biter: 1 × d6 (Damage)")
    assert said in ("Damage dice for Dana → Biter: 1 × d6 (Damage)", "1 × d6 (Damage), for the damage to Biter",
                    "1 × d6 (Damage)"), said
    tab_to(qtbot, dock.opponent_combo)  # off the offer: the field is the roll's again
    assert "Dana's roll" in dock.faces_edit.placeholderText() or "Dana" in dock.faces_edit.placeholderText()
    assert "damage" not in dock.faces_edit.placeholderText()
