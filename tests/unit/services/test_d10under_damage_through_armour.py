"""d10under, 30 damage to Vera through her Padded jacket (it absorbs 5, 25 get through): the undo read
"Undo: 30 damage to Vera (Health 95 → 120)", a 30 beside a Health that moved 25.  The label now says
what went through, in the log's undo and redo lines and Edit → Undo, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.history import taken_back
from app.services.log import read_lines
from app.services.logtext import render
from tests.stores import campaign_target

EXPECTED = {
    "en": ["Undo: 30 damage to Vera, 25 through the armour (Health 95 → 120)",
           "Redo: 30 damage to Vera, 25 through the armour (Health 120 → 95)"],
    "ru": ["Отменено: Урон 30 — Vera, сквозь броню 25 (Здоровье 95 → 120)",
           "Повторено: Урон 30 — Vera, сквозь броню 25 (Здоровье 120 → 95)"],
    "es": ["Deshecho: 30 de daño a Vera, 25 a través del blindaje (Salud 95 → 120)",
           "Rehecho: 30 de daño a Vera, 25 a través del blindaje (Salud 120 → 95)"],
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_undo_and_redo_of_a_hit_through_armour_say_what_went_through(tmp_path, qapp, language):
    path = campaign_target(tmp_path, "armour.deadwatch")
    create_campaign(str(path), "Armour", "d10under").engine.dispose()
    translate = translator_for(language)
    for seed in range(40):  # a seed whose armor die lets the hit through (above 2)
        services = open_services(str(path), Dice(seed=seed))
        try:
            jacket = {"name": "Padded jacket", "deflect": 2, "absorb": 5}
            if not services.characters.characters():
                assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "endurance": 6,
                                                                 "armor": [jacket]})
            vera = int(services.characters.characters()[0].id)
            assert services.characters.damage(vera, {"amount": 30, "armor": "0"})
            if services.characters.characters()[0].state.get("health") != 95:
                assert services.campaign.undo()
                continue
            label = services.campaign.undo_target()
            assert services.campaign.undo()
            assert services.campaign.redo()
            with Session(services.campaign.engine) as s:
                lines = [render(e.text, e.args, "log", translate)
                         for e in read_lines(s, "1 = 1", {}) if e.kind in ("undo", "redo")][-2:]
            assert lines == EXPECTED[language]
            undone = taken_back(label)
            assert lines[0].split(": ", 1)[1] == render(undone.text, undone.args, undone.ctx, translate)
            return
        finally:
            services.close()
    pytest.fail("no seed let the hit through the jacket")
