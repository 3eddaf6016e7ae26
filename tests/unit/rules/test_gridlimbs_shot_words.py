"""Issue 40: a missed shot read "Miss (d3 3 / 5)", and a GM could not tell what 3 and 5 were.  The
shot's roll now says it in words: what the die rolled, how far that reaches (aimed: the roll;
unaimed: half as far again, rounded down, as the rule text says) and how far the target is."""

from __future__ import annotations

import pytest

from app.rules.dice import TypedDice
from app.rules.gridlimbs.shooting import MISS, resolve_shot
from app.services.logtext import qt_translate, render_value
from ui import i18n

WORDS = {
    "en": ("rolled 3 on d3: unaimed, it reaches 4 tiles (the roll ×1.5, rounded down), the target is 5 tiles away",
           "rolled 3 on d3: an aimed shot reaches 3 tiles, the target is 5 tiles away"),
    "es": ("sale 3 en el d3: sin apuntar llega a 4 casillas (la tirada ×1,5, redondeando hacia abajo), "
           "el objetivo está a 5 casillas",
           "sale 3 en el d3: un disparo apuntado llega a 3 casillas, el objetivo está a 5 casillas"),
    "ru": ("выпало 3 на d3: без прицела выстрел достаёт на 4 клетки (бросок ×1,5 с округлением вниз), "
           "цель в 5 клетках",
           "выпало 3 на d3: прицельный выстрел достаёт на 3 клетки, цель в 5 клетках"),
}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_a_missed_shot_says_what_it_rolled_how_far_that_reaches_and_how_far_the_target_is(qapp, lang):
    try:
        assert i18n.set_language(lang)
        unaimed = resolve_shot(TypedDice([3]), 3, 5, None)
        aimed = resolve_shot(TypedDice([3]), 3, 5, "left_arm")
        assert unaimed.part == MISS and aimed.part == MISS
        said = render_value(unaimed.record.text, qt_translate), render_value(aimed.record.text, qt_translate)
        assert said == WORDS[lang]
    finally:
        i18n.set_language("en")
