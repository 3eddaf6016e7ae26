"""A character's name in a Spanish or Russian line takes no gendered word (issue 44): "Herido de nuevo
estando fuera de combate: muerto." for Mia, "Ataque masivo a Mia Chen, el único que lucha",
«единственный в бою».  Those lines now read "Daño estando fuera de combate: sin vida.", "solo lucha
Mia Chen", «сражается только Mia Chen»."""

from __future__ import annotations

import re

import pytest

from tests.unit.test_glossary import messages

#: the sources said of one character, and the gendered words their translations may not use
LINES = (
    "Injured again while Broken: dead.",
    "Mass attack on {name}, the only one fighting: no roll to avoid it",
    "Single attack on {name}, the only one fighting",
    "{name} is dead and cannot fight the swarm.",
)
GENDERED = {
    "es": r"\b(herid[oa]|muert[oa]|el único|la única|sola)\b|\bsolo\b(?! lucha)",
    "ru": r"\b(единственн\w*|мёртв\w*|мертв\w*|ранен\w*)",
}


@pytest.mark.parametrize("language", ["es", "ru"])
def test_lines_said_of_one_character_need_no_gender(language):
    found = {source: text for source, text in messages(language) if source in LINES}
    assert set(found) == set(LINES)
    gendered = {s: t for s, t in found.items() if re.search(GENDERED[language], t, re.I)}
    assert gendered == {}


def test_the_lone_fighter_is_named_as_the_one_fighting():
    es = dict(messages("es"))
    ru = dict(messages("ru"))
    assert "solo lucha {name}" in es["Mass attack on {name}, the only one fighting: no roll to avoid it"]
    assert "сражается только {name}" in ru["Single attack on {name}, the only one fighting"]
    assert es["Injured again while Broken: dead."] == "Daño estando fuera de combate: sin vida."
