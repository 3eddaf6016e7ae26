"""Aiming offered as the texts give it: "Any weapon that fires a projectile can be aimed" (norms
"Aiming"; unisystem §4.2.1.1 "un personaje que quiera disparar"), and any attack may go at a chosen
part of the body (norms "Hit Locations", unisystem §4.4).  The Russian attack form offered a pistol
both «Прицельный удар» (a blow's aim) and «Прицельный выстрел»: now a ranged weapon is offered the
shot's wording only, and a melee weapon the blow's, with no aim's bonus to take; in three languages.
The location's box waits behind the form's More (opened by keys here).  The aimed shot's box is
offered only while an aim waits (tests/gui/test_afmbe_aimed_shot_round_end_keys.py):
none waits here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.afmbe_attack import ATTACK
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys, tab_to

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
KNIFE = {"name": "Knife", "damage": "d4×STR−1", "damage_type": "slashing"}
#: what the form offers to aim: the location's box, and the aimed shot's (None: not offered)
PISTOL_OFFERS = {
    "en": ("Shot at the chosen location (its penalty)", None),
    "ru": ("Выстрел в выбранное место (со штрафом места)", None),
    "es": ("Disparo a la zona elegida (con su penalización)", None),
}
KNIFE_OFFERS = {
    "en": ("Blow at the chosen location (its penalty)", None),
    "ru": ("Удар в выбранное место (со штрафом места)", None),
    "es": ("Golpe a la zona elegida (con su penalización)", None),
}


def _offers(form):
    def shown(key):
        if key not in form.inputs:  # not offered at all
            return None
        return form.labels[key].text() if form.row_shown(key) else None

    return shown("called_shot"), shown("use_aim")


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_pistol_is_offered_the_shot_s_aim_and_a_knife_the_blow_s(qtbot, tmp_path, code, preset):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", preset)
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL, KNIFE]})
        assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
        dana = next(int(c.id) for c in services.characters.characters() if c.name == "Dana")
        window.selection.select_character(dana)
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
        pick_with_keys(qtbot, dock.kind_combo, QCoreApplication.translate("rules", ATTACK))
        qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
        assert dock.form.inputs["weapon"].currentText() == "Pistol"
        tab_to(qtbot, dock.form.more)  # where the blow lands waits behind More: Space opens it
        qtbot.keyClick(dock.form.more, Qt.Key.Key_Space)
        assert _offers(dock.form) == PISTOL_OFFERS[code]
        tab_to(qtbot, dock.form.inputs["weapon"])
        pick_with_keys(qtbot, dock.form.inputs["weapon"], "Knife")
        assert _offers(dock.form) == KNIFE_OFFERS[code]
        assert "use_aim" not in dock.form.inputs  # no aim waits: no box, in the Tab order or out
        pick_with_keys(qtbot, dock.form.inputs["weapon"], "Pistol")
        assert _offers(dock.form) == PISTOL_OFFERS[code]
    finally:
        set_language("en")
