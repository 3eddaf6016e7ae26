"""Issue 40, a fresh GM's night (twdu, keys only): on Rook's turn in a brawl, Rook having declared
Close Combat at Ben, the GM picked "Duel" in the dice dock.  Rook carries a shotgun and a knife: the
duel took the shotgun, listed first, its Agility and its three gear dice ("8 × d6 = Agility 3 + Close
Combat 2 + gear 3"), with nothing saying which weapon they came from.  Now the duel of a declared
Close Combat attack opens on his close combat weapon (bare hands without one), with its own gear
dice, and the dice line names the weapon on each side ("gear 1 (Knife)"); the GM still picks the
shotgun by keys in Weapon, and the line follows."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, tab_to
from tests.gui.twdu_brawl import chosen, declare
from ui import i18n

SHOTGUN = {"name": "Shotgun", "kind": "ranged", "bonus": 3, "damage": 2, "range": "short", "ammo": 4}
KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2, "range": "short", "ammo": 0}
AXE = {"name": "Fire axe", "kind": "close", "bonus": 2, "damage": 2, "range": "short", "ammo": 0}
SAID = {
    "en": ("7 × d6 = Strength 4 + Close Combat 2 + gear 1 (Knife)",
           "Ben: 9 × d6 = Strength 4 + Close Combat 3 + gear 2 (Fire axe)",
           "8 × d6 = Agility 3 + Close Combat 2 + gear 3 (Shotgun)"),
    "es": ("7 × d6 = Fuerza 4 + Combate cuerpo a cuerpo 2 + equipo 1 (Knife)",
           "Ben: 9 × d6 = Fuerza 4 + Combate cuerpo a cuerpo 3 + equipo 2 (Fire axe)",
           "8 × d6 = Agilidad 3 + Combate cuerpo a cuerpo 2 + equipo 3 (Shotgun)"),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "es"])
def test_a_declared_close_combat_duel_takes_the_close_weapon_and_names_it(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Rook", "npc", {**sheet, "strength": 4, "agility": 3, "close_combat": 2,
                                                              "ranged_combat": 2, "weapons": [SHOTGUN, KNIFE]})
            assert services.characters.create("Ben", "pc", {**sheet, "strength": 4, "agility": 3, "close_combat": 3,
                                                             "weapons": [AXE]})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        services = window.services
        who = ids(window)
        assert services.initiative.start(list(who.values()), name="Yard")
        QApplication.processEvents()
        keys = Keys(qtbot)
        assert chosen(window).startswith("Rook")
        declare(qtbot, keys, window, "3", "B")  # Rook: Close Combat at Ben
        declare(qtbot, keys, window, "6")  # Ben: other
        QApplication.processEvents()
        current = services.initiative.current()
        assert current is not None and current.character_id == who["Rook"]
        mine, theirs, shot = SAID[language]
        dock = choose_kind(qtbot, window, QCoreApplication.translate("rules", "Duel"))
        assert dock.character_combo.currentText() == "Rook" and dock.forms.opponent_combo.currentText() == "Ben"
        weapon = dock.form.inputs["item"]
        assert weapon.currentText() == "Knife (+1)", weapon.currentText()  # not the shotgun listed first
        qtbot.waitUntil(lambda: dock.parts_label.text() == f"{mine}\n{theirs}")
        tab_to(qtbot, weapon)  # the GM's pick: the shotgun, at Short range a Close Combat roll with Agility
        pick_with_keys(qtbot, weapon, "Shotgun (+3)")
        qtbot.waitUntil(lambda: dock.parts_label.text() == f"{shot}\n{theirs}")
    finally:
        i18n.set_language("en")
