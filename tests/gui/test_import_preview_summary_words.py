"""The preview's first line speaks of one character as one ("Enter imports it", "lo importa") and of
several as several, in each language; the Russian needs no pronoun at all («Enter — импорт»)."""

from __future__ import annotations

import pytest

from app.services.logtext import render
from ui.dialogs.import_preview import READY


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "1 character to import. Enter imports it as one action; Ctrl+Z takes it back.",
     "2 characters to import. Enter imports them as one action; Ctrl+Z takes them back."),
    # no pronoun of a gender: «импортирует его» read as a man's for Gloria
    ("ru", "К импорту: 1 персонаж. Enter — импорт одним действием; Ctrl+Z отменяет это действие.",
     "К импорту: 2 персонажа. Enter — импорт одним действием; Ctrl+Z отменяет это действие."),
    ("es", "1 personaje para importar. Intro lo importa en una sola acción; Ctrl+Z la deshace.",
     "2 personajes para importar. Intro los importa en una sola acción; Ctrl+Z la deshace."),
])
def test_the_summary_says_it_of_one_character_and_them_of_several(qapp, code, one, two):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        assert render(READY, {"count": 1}, "ImportPreview") == one
        assert render(READY, {"count": 2}, "ImportPreview") == two
    finally:
        set_language("en")
