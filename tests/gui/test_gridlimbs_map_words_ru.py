"""The grid game's map words in Russian and Spanish: the furniture's letter is the text's own map
letter (f, F, u, U tell four kinds apart), in brackets as the English has it: the legend read
"Мебель «f»", and quoted in a sentence «Мебель «f»», guillemets inside guillemets; a token knocked
back is said without a gendered ending ("Отлетает на B1.", not
"Отброшен(а)")."""

from __future__ import annotations

import pytest

from app.rules.grid import BattleMap
from app.rules.gridlimbs.map_rules import GridLimbsGrid
from ui import i18n
from ui.docks.map_legend import legend_text

LEGEND = {"ru": "■ Мебель (f)", "es": "■ Mueble (f)"}


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_furniture_letter_stands_in_brackets_as_in_english(qapp, lang):  # noqa: ANN001
    assert i18n.set_language(lang)
    try:
        battle_map = BattleMap(3, 1, cells={(0, 0): "f", (1, 0): "F"})
        text = legend_text(GridLimbsGrid(), battle_map)
        assert LEGEND[lang] in text.replace("\u00a0", " ") and "«" not in text and "(F)" in text
    finally:
        i18n.set_language("en")


def test_knocked_back_in_russian_has_no_gendered_ending(qapp):  # noqa: ANN001
    from app.services.logtext import render

    assert i18n.set_language("ru")
    try:
        said = render("Knocked back to {tile}.", {"tile": "B1"}, "rules")
        assert said == "Отлетает на B1." and "(а)" not in said
    finally:
        i18n.set_language("en")
