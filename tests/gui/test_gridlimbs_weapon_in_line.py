"""The grid game's weapons named inside a sentence read as common nouns, as the sheet's list writes
them: "… and the katana strikes only an adjacent tile", not "and Katana strikes"; the Found… form's
"Adds the pistol to the sheet"; in English, Russian and Spanish.  A weapon standing alone (a form's
choice, a worked sum) keeps its capital."""

from __future__ import annotations

import pytest

from app.rules.grid import BattleMap
from app.rules.gridlimbs.found_weapons import find_weapon_odds
from app.rules.gridlimbs.map_rules import GridLimbsGrid
from app.services.logtext import render
from ui import i18n

#: language: (a katana out of reach, bare hands out of reach, the Found… form's rifle, a choice's label)
WORDS = {
    "en": ("Out of melee reach: the two tokens are 3 tiles apart on the map, and the katana strikes only an "
           "adjacent tile (not a diagonal one).",
           "and a bare hand or a bite strikes only", "Adds the rifle to the sheet: 1 weapon found in all.",
           "Katana"),
    "ru": ("Вне досягаемости ближнего боя: фишки на карте в 3 кл. друг от друга, а катана бьёт только по соседней "
           "клетке (не по диагонали).",
           "а удар рукой или укус бьёт только", "В лист добавляется винтовка; всего найденного оружия: 1 единица.",
           "Катана"),
    "es": ("Fuera del alcance cuerpo a cuerpo: las dos fichas están a 3 casillas en el mapa, y la katana solo "
           "golpea una casilla adyacente (no en diagonal).",
           "y un golpe a mano o un mordisco solo golpea", "Se añade a la hoja el fusil: 1 arma encontrada en total.",
           "Katana"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_weapons_inside_a_sentence_are_common_nouns(qapp, lang):  # noqa: ANN001
    katana, bare, found, label = WORDS[lang]
    assert i18n.set_language(lang)
    try:
        grid = GridLimbsGrid()
        battle_map = BattleMap(8, 8, tokens={1: (0, 0), 2: (3, 0)})
        line = grid.blow_refusal(battle_map, 1, 2, {"weapon": "katana"})
        assert line is not None and render(line.text, dict(line.args), "rules") == katana
        line = grid.blow_refusal(battle_map, 1, 2, {"weapon": "unarmed"})
        assert line is not None and bare in render(line.text, dict(line.args), "rules")
        [chance] = find_weapon_odds({"weapons": []}, {"weapon": "rifle", "concealed": False})
        assert render(chance.label, dict(chance.args), "rules") == found
        from PySide6.QtCore import QCoreApplication

        from app.rules.gridlimbs.weapons import WEAPONS
        assert QCoreApplication.translate("rules", WEAPONS["katana"].label) == label  # alone: its capital
    finally:
        i18n.set_language("en")
