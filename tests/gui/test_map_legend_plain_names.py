"""The projector's map legend names a kind of furniture as the English does ("Furniture"): in Spanish
and Russian it read "Mueble (f)" / "Мебель (f)", the text's letter for it, which the players do not
need (the mark on the tile tells them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.rules.gridlimbs.map_rules import TILE_KINDS
from ui import i18n
from ui.widgets.player_map import players_label

FURNITURE = {"en": "Furniture", "es": "Mueble", "ru": "Мебель"}


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_the_legend_names_furniture_without_its_letter(qapp, language):
    try:
        assert i18n.set_language(language)
        furniture = [k for k in TILE_KINDS if k.key in {"f", "F", "u", "U"}]
        assert "(f)" in QCoreApplication.translate("rules", furniture[0].label)
        assert [players_label(k) for k in furniture] == [FURNITURE[language]] * 4
        others = [players_label(k) for k in TILE_KINDS if k not in furniture]
        assert all(name == QCoreApplication.translate("rules", k.label)
                   for name, k in zip(others, [k for k in TILE_KINDS if k not in furniture], strict=True))
    finally:
        i18n.set_language("en")
