"""The AFMBE hit line a GM reads in the dice dock and the log: "Hit: Decent, total 12" gave no
number to beat; it now says the total against the threshold the texts use ("9 or higher is a
success"): "Total 12 against 9: hit, Decent".  An aim rolled first and taken by the shot is one of
the parts shown, and the parts add up to the total shown, in English, Russian and Spanish."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui.afmbe_attack import ATTACK, attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SKILL = {"en": "Guns 2", "ru": "Огнестрельное оружие 2", "es": "Armas de fuego 2"}
HIT = {"en": "Total 12 against 9: hit, Decent", "ru": "Итог 12 против 9: попадание, Прилично",
       "es": "Total 12 contra 9: impacto, Decente"}
AIMING = {"en": "aiming +3", "ru": "прицеливание +3", "es": "apuntar +3"}


def _adds_up(worked: str) -> bool:
    """Whether "d10 4; Dexterity +3; …; total 12" adds up: the die and every signed part make the total."""
    die = int(re.match(r"d10 (\d+)", worked).group(1))
    parts = [int(p.replace("\u2212", "-")) for p in re.findall(r" ([+\u2212]\d+)", worked)]
    total = int(re.search(r"(\d+)$", worked).group(1))
    return die + sum(parts) == total


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_hit_line_says_the_total_against_nine_and_the_aim_is_one_of_its_parts(qtbot, tmp_path, code):
    from ui.docks.dice_forms import KIND_ROLE
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "per": 3, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])
        dock = window.docks["diceDock"]
        dock.raise_()
        qtbot.waitUntil(lambda: dock.form is not None)
        dock.kind_combo.setCurrentIndex(dock.kind_combo.findData("aim", KIND_ROLE))
        qtbot.waitUntil(lambda: dock.form is not None and "scope" in dock.form.inputs)
        dock.faces_edit.setText("9")  # 9 + Perception 3 + Guns 2 = 14, Good: +3 on the shot
        dock.roll()
        assert dock.last is not None and dock.last.request.kind == "aim"
        kind = QCoreApplication.translate("rules", ATTACK)
        defence = QCoreApplication.translate("rules", "No defence")
        attack_by_keys(qtbot, window, skill=SKILL[code], defence=defence, faces="4", kind=kind)
        assert dock.result_view.result_label.text() == HIT[code]  # 4 + 3 + 2 + aim 3 = 12
        worked = dock.result_view.dice_label.text().split(": ", 1)[1].split(" · ")[0]
        assert AIMING[code] in worked and _adds_up(worked), worked
        line = last_log_line(window)
        assert HIT[code] in line and f"{AIMING[code]};" in line
    finally:
        set_language("en")
