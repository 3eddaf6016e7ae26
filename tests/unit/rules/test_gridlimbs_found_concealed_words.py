"""A weapon found and kept concealed reads without a wrong agreement in Russian (the old line said
«катана, спрятано»: a neuter participle after a feminine noun) nor in Spanish («rifle, oculta»): the
word "concealed" goes with «оружие» / «arma», whatever the weapon."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules.gridlimbs import ruleset
from app.rules.gridlimbs.found_weapons import find_weapon, find_weapon_odds
from app.services.logtext import render


@pytest.mark.parametrize("weapon", ["katana", "rifle", "pistol", "smg"])
def test_the_log_line_and_the_dialog_s_sentence_agree_in_russian_and_spanish(weapon):
    rules = ruleset(None, None)
    sheet = rules.validate_sheet({**rules.new_sheet(), "starting_item": "vest"})
    values = {"weapon": weapon, "concealed": True}
    line = find_weapon(sheet, values).result
    odds = find_weapon_odds(sheet, values)[0]
    ru, es = translator_for("ru"), translator_for("es")
    for text in (render(line.text, dict(line.args), "rules", ru), render(odds.label, dict(odds.args), "rules", ru)):
        assert "спрятанное оружие: " in text and "спрятано" not in text
    # a result line opens with a capital in Spanish (test_es_result_lines_capital): «Arma oculta: …»
    assert "arma oculta: " in render(line.text, dict(line.args), "rules", es).lower()
    for text in (render(line.text, dict(line.args), "rules", es), render(odds.label, dict(odds.args), "rules", es)):
        assert ", oculta" not in text and "arma oculta" in text.lower()
