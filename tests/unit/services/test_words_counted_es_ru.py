"""Words a Spanish and a Russian GM read beside a number: the knockback's tiles agree with their count,
one word for an empty weapon, the dice dock's note on where the dice came from a sentence, Russian hits
counted as «Попаданий: 1 из 2», and a 1 that needs confirming said so (d10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.services.logtext import render
from app.services.rolls import RollRequest

PISTOL = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
KNOCKED = ("Flung against an obstacle: the attacker's Strength {strength} × {tiles} {tiles|tile|tiles} of "
           "knockback not travelled = {damage} damage.")


@pytest.fixture
def language(qapp):
    from ui.i18n import set_language

    yield set_language
    set_language("en")


def test_spanish_knockback_tiles_agree_with_their_count(language):
    language("es")
    one = render(KNOCKED, {"strength": 6, "tiles": 1, "damage": 6}, "rules")
    two = render(KNOCKED, {"strength": 6, "tiles": 2, "damage": 12}, "rules")
    assert "6 × 1 casilla de retroceso no recorrida = 6 de daño" in one
    assert "6 × 2 casillas de retroceso no recorridas = 12 de daño" in two


def test_spanish_empty_weapon_is_one_word_and_the_dice_note_a_sentence(language):
    language("es")
    status = QCoreApplication.translate("StockTable", "EMPTY")
    warning = QCoreApplication.translate("AmmoDock", "Empty: {name}'s {weapon}")
    assert status.capitalize() == warning.split(":")[0] == "Vacío"
    for context in ("RollResultView", "DiceDock"):  # under each result: where its dice came from
        for source in ("The dice were rolled here.", "The dice were typed from the table."):
            said = QCoreApplication.translate(context, source)
            assert said[0].isupper() and said.endswith(".") and " se " in said, said
    assert QCoreApplication.translate("RollResultView", "The dice were rolled here.") == "Los dados se tiraron aquí."


def test_russian_dice_note_a_sentence_too(language):
    language("ru")
    for context in ("RollResultView", "DiceDock"):  # not the fragment «брошено здесь»
        said = [QCoreApplication.translate(context, source)
                for source in ("The dice were rolled here.", "The dice were typed from the table.")]
        assert said == ["Кубики брошены здесь.", "Кубики введены со стола."]


def test_russian_hits_counted_as_hits_colon_one_of_two(language):
    language("ru")
    said = render("{hits} of {shots} {shots|shot|shots} hit: {damage} damage before armor",
                  {"hits": 1, "shots": 2, "damage": 25}, "rules")
    assert said == "Попаданий: 1 из 2; 25 урона до брони"


def test_a_1_that_needs_confirming_is_said_so_in_three_languages(services, language):
    # «Если персонажу нужно выкинуть 1 на попадание, то эта 1 не считается критическим выстрелом»
    rules = services.ruleset
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 8, "weapons": [PISTOL]})
    vera = services.characters.characters()[0].id

    def factors(modifier):
        request = RollRequest("shot", vera, {"weapon": "pistol", "modifier": modifier})
        return [render(p["t"], p.get("args", {}), p.get("ctx", "rules")) for p in services.rolls.roll_factors(request)]

    assert factors(-2)[-1] == "a 10 always misses, a 1 is a critical hit"
    said = {}
    for code in ("en", "ru", "es"):
        language(code)
        said[code] = factors(-7)[-1]  # Perception 8 − 7: only a 1 hits
    assert said == {
        "en": "a 10 always misses, a 1 hits and is a critical hit only if a second die confirms it with a 1",
        "ru": "10 — всегда промах, 1 — попадание, а критическое, только если второй бросок тоже 1",
        "es": "un 10 siempre falla, un 1 acierta y es un impacto crítico solo si otro dado lo confirma con un 1",
    }
