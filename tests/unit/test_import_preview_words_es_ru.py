"""The import preview speaks the GM's language: the headings a sheet takes are said "(en español,
inglés o ruso)", the GM's own language first, not "(en el idioma de Deadwatch, o en inglés, ruso o
español)"; an actor's armor is read from "blindaje «Kevlar vest»: protección", not ": protection"."""

from __future__ import annotations

import pytest

from app.services.imports.foundry_sources import source_said
from app.services.logtext import render

ACTOR = {"items": [{"name": "Kevlar vest", "type": "armor", "system": {"protection": 2, "agility": 1}}]}
LANGUAGES = {
    "en": ("(in English, Russian or Spanish)", "armor “Kevlar vest”: protection",
           "armor “Kevlar vest”: agility penalty"),
    "es": ("(en español, inglés o ruso)", "blindaje «Kevlar vest»: protección",
           "blindaje «Kevlar vest»: penalizador de agilidad"),
    "ru": ("(на русском, английском или испанском)", "броня «Kevlar vest»: защита",
           "броня «Kevlar vest»: штраф к ловкости"),
}


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_preview_s_words_are_all_in_the_gm_s_language(qapp, code):
    from ui.dialogs.preview_top import TAKEN_SAID
    from ui.i18n import set_language

    assert set_language(code)
    try:
        languages, protection, agility = LANGUAGES[code]
        taken = render(TAKEN_SAID, {"accepted": "Name, Kind"}, "ImportPreview")
        assert languages in taken and taken.endswith(": Name, Kind"), taken
        said = [source_said(f"items[type=armor].system.{key}", "Armor Level", ACTOR)
                for key in ("protection", "agility")]
        assert [render(s["t"], s["args"]) for s in said if s is not None] == [protection, agility]
        other = source_said("items[type=armor].system.weight", "Armor Level", ACTOR)  # a field of no word
        assert other is not None and "weight" not in render(other["t"], other["args"])  # named by its row
    finally:
        set_language("en")
