"""The Spanish AFMBE words a fresh GM stumbled on: the checks named as the text names its own
(«Chequeo de Supervivencia», «Chequeos de Consciencia»), each capitalised alike («Chequeo para
seguir en pie» read as a sentence beside them); an empty weapon's refusal opened on the weapon's
bare name («Escopeta de corredera está sin balas…», no article); a wrapped roster badge left «de»
alone on its line."""

from __future__ import annotations

from tests.unit.test_glossary import messages
from ui.widgets.roster_look import chip_words

CHECKS = ("Check to stay up", "Survival check", "Consciousness check")


def test_the_checks_are_named_with_capitals_alike():
    found = {source: text for source, text in messages("es") if source in CHECKS}
    assert set(found) == set(CHECKS)
    for text in found.values():
        assert all(word[0].isupper() for word in text.split() if len(word) > 4), text


def test_an_empty_weapon_is_named_with_an_article():
    found = [text for source, text in messages("es") if source.startswith("{weapon} is empty: no rounds")]
    assert found and all(not text.startswith("{weapon}") for text in found), found


def test_a_badge_keeps_a_short_word_with_the_next():
    assert chip_words("Chequeo de Supervivencia: −1") == ["Chequeo", "de Supervivencia: −1"]
    assert chip_words("Рана у бедра −2") == ["Рана", "у бедра −2"]
