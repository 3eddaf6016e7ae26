"""AFMBE unisystem demo: a pistol fires no bursts (issue 41).  «Pistola de 9 mm» offered «Ráfaga (2-5
balas)» and fired 3 rounds.  The text: «Ráfagas de fuego automático: La manera más eficaz de disparar
un arma automática es hacer ráfagas cortas de entre 2 y 5 disparos», while «Varios disparos con armas
semiautomáticas: Cualquier arma que dispare cada vez que se pulse el gatillo puede disparar varias
veces en un turno. Cada disparo consecutivo sufre un −1 acumulativo».  The attack form offers the
fire (burst, rock and roll) only while a weapon marked Automatic on the sheet is picked."""

from __future__ import annotations

from tests.gui.afmbe_attack import ATTACK
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, tab_to
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}


def test_the_demo_s_pistol_is_offered_no_burst(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    window.selection.select_character(ids(window)["Dana Cruz"])
    dock = choose_kind(qtbot, window, ATTACK)
    tab_to(qtbot, dock.form.inputs["weapon"])
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "9mm pistol")
    assert not dock.form.inputs["fire"].isVisible()  # a semiautomatic: single shots, −1 each
    assert not dock.form.inputs["burst_number"].isVisible()
    assert dock.form.inputs["shot_number"].isVisible()
    assert dock.form.values()["fire"] == "single"


def test_a_burst_picked_for_the_smg_goes_back_to_a_single_shot_with_the_pistol(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG, PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    window.selection.select_character(ids(window)["Dana"])
    dock = choose_kind(qtbot, window, ATTACK)
    tab_to(qtbot, dock.form.inputs["weapon"])
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "SMG")
    tab_to(qtbot, dock.form.inputs["fire"])
    pick_with_keys(qtbot, dock.form.inputs["fire"], "Burst (2-5 rounds)")
    tab_to(qtbot, dock.form.inputs["weapon"])
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "9mm pistol")
    assert not dock.form.inputs["fire"].isVisible()
    assert dock.form.values()["fire"] == "single"
