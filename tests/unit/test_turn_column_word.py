"""The fight list's Turn column said «Выбыл» for Mia Chen (a woman) and, in Spanish, "Fuera del
combate" beside the Broken state's "Fuera de combate": two states one letter apart.  The Turn
column's word needs no gender and reads apart from Broken."""

from __future__ import annotations

import pytest

from app.export.language import translator_for


@pytest.mark.parametrize(("language", "word"), [("ru", "Без хода"), ("es", "Sin turno")])
def test_the_turn_column_s_out_of_the_fight_word(language, word):
    translate = translator_for(language)
    assert translate("InitiativeDock", "Out of the fight") == word
    assert translate("InitiativeDock", "Out of the fight") != translate("rules", "Broken")
