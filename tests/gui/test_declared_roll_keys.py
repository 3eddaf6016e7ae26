"""Issue 41: Ana declared "Fase 2: Combate a distancia" (a brawl's Ranged Combat), but on her turn the
Spanish dice dock offered "Tirada de habilidad / Movilidad".  On a declared fighter's turn the dock
sets up the declared action's roll: Ranged Combat, the shot with her ranged weapon; Close Combat, the
Close Combat skill roll with his close combat weapon; in English and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.row_ids import row_id
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_twdu_shot_offer_keys import KNIFE, REVOLVER
from ui import i18n

WORDS = {
    "en": ("Shot", "Long range: Ranged Combat", "Skill roll", "Close Combat"),
    "es": ("Disparo", "Alcance Largo: Combate a distancia", "Tirada de habilidad", "Combate cuerpo a cuerpo"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_declared_fighters_turn_sets_up_the_declared_actions_roll(qtbot, tmp_path, lang):
    shot, band, skill_roll, close = WORDS[lang]
    i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        new = services.ruleset.new_sheet
        assert services.characters.create("Ana", "pc", {**new(), "agility": 4, "ranged_combat": 3,
                                                        "weapons": [REVOLVER]})
        assert services.characters.create("Ben", "pc", {**new(), "strength": 4, "close_combat": 3,
                                                        "weapons": [KNIFE]})
        assert services.characters.create("Raider", "npc", new())
        who = {c.name: int(c.id) for c in services.characters.characters()}
        dock = window.docks["diceDock"]
        dock.raise_()
        assert services.initiative.start(list(who.values()), name="Yard")
        fight = row_id(services.initiative.encounter())
        fighters = {c.character_id: row_id(c) for c in services.initiative.combatants(fight)}
        assert services.initiative.declare(fighters[who["Raider"]], "6")
        assert services.initiative.declare(fighters[who["Ben"]], "3")
        assert services.initiative.declare(fighters[who["Ana"]], "2")
        qtbot.waitUntil(lambda: services.initiative.current().character_id == who["Ana"])
        qtbot.waitUntil(lambda: dock.character_combo.currentText() == "Ana")
        assert dock.kind_combo.currentText() == shot
        assert dock.form.inputs["item"].currentText().startswith("Revolver")
        assert dock.form.inputs["band"].currentText() == band
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        qtbot.keyClick(window, Qt.Key.Key_N)  # Ben's turn: Close Combat declared
        qtbot.waitUntil(lambda: dock.character_combo.currentText() == "Ben")
        assert dock.kind_combo.currentText() == skill_roll
        assert dock.form.inputs["skill"].currentText().startswith(close)
        assert dock.form.inputs["item"].currentText().startswith("Knife")
    finally:
        i18n.set_language("en")
