"""AFMBE damage as the GM reads it after a hit from the dice dock: the log's line gave its worked sum
twice ("… = 48 — 48 damage to Life Points (… = 48): 26 → −22") and an unnamed "+1" (the success
level's bonus to the die, unisystem §1 "a partir de Muy Bueno, +1 … a la tirada antes de
Multiplicar").  The sum is now said once, its every number named; in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.rules.afmbe import parse_weapon_damage, roll_weapon_damage
from app.rules.dice import TypedDice
from app.rules.worked import english
from tests.gui.afmbe_attack import ATTACK, attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
#: the level's bonus, named as each language names the level
NAMED_BONUS = {"en": "Very good success +1", "ru": "успех «Очень хорошо» +1", "es": "éxito Muy bueno +1"}
SKILL = {"en": "Guns 3", "ru": "Огнестрельное оружие 3", "es": "Armas de fuego 3"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_hit_s_damage_line_says_its_sum_once_with_the_level_s_bonus_named(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 4, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])
        kind = QCoreApplication.translate("rules", ATTACK)
        defence = QCoreApplication.translate("rules", "No defence")
        dock = attack_by_keys(qtbot, window, skill=SKILL[code], defence=defence, faces="8", kind=kind)
        assert dock.last is not None and dock.last.result is not None and dock.last.result.success  # 8+4+3 = 15
        offer = dock.result_view.damage_buttons[0]
        qtbot.waitUntil(offer.hasFocus)
        qtbot.keyClicks(dock.faces_edit, "5")
        offer.setFocus()
        qtbot.keyClick(offer, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: services.characters.character(who["Biter"]).state["life_points"] == -22)
        line = last_log_line(window)
        if code == "en":
            assert line == ("Damage to Biter, dice from the table: weapon d6×4: d6 5, Very good success +1 = 6 ×4 = 24,"
                            " bullet damage after armor ×2 = 48 — 48 damage to Life Points: 26 → \u221222.")
        assert NAMED_BONUS[code] in line
        assert line.count("×4 = 24") == 1 and line.count("×2 = 48") == 1
        assert " +1 = 6" not in line.replace(NAMED_BONUS[code], "")
    finally:
        set_language("en")


def test_a_two_handed_weapon_s_multiplier_names_strength_and_both_hands():
    # norms "&": "may be used 2-handed, raising the strength of the wielder by 1 for damage purposes"
    roll = roll_weapon_damage(parse_weapon_damage("d4×STR"), {"str": 3}, TypedDice([2]), two_handed=True)
    assert roll.raw == 8
    assert english(roll.text) == "d4 2 ×4 (Strength 3; both hands +1) = 8"
    knife = roll_weapon_damage(parse_weapon_damage("d4×STR−1"), {"str": 3}, TypedDice([3]))
    assert english(knife.text) == "d4 3 ×2 (Strength 3; weapon \u22121) = 6"
    shot = roll_weapon_damage(parse_weapon_damage("d6×4"), {}, TypedDice([3]), range_key="point_blank")
    assert english(shot.text) == "d6 3 ×5 (weapon 4; Point blank +1) = 15"
    plain = roll_weapon_damage(parse_weapon_damage("d6×4"), {}, TypedDice([6]))
    assert english(plain.text) == "d6 6 ×4 = 24"
