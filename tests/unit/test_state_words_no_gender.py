"""A character's state in Spanish and Russian needs no gender (issue 44): Ana Reyes, Broken or dead,
read «Caído», «Muerto» on the console, the projector and the phones; a Russian zombie at 0 «Упал».
Where Deadwatch does not know the character's gender, each state is a noun or a phrase that fits
anyone: «Fuera de combate», «Sin vida», «Вне строя», «Нет в живых»."""

from __future__ import annotations

import re

import pytest

from app.export.language import translator_for
from app.rules.afmbe import ruleset as afmbe
from app.rules.twdu import ruleset as twdu
from app.services.logtext import render
from app.services.player_view import health_text

#: the forms of one gender a state word must not take (an adjective, a past tense)
GENDERED = {
    "es": r"\b(Muert[oa]|Caíd[oa]|Moribund[oa]|Agotad[oa]|Incapacitad[oa]|Aturdid[oa]|Herid[oa])\b",
    "ru": r"\b(Упал[аи]?|Выведен[аы]?|Оглушён[аы]?|Измотан[аы]?|Ошеломлён[аы]?|Недееспособ[а-я]*н[аы]?"
          r"|Мёртв[аы]?|Мертв[аы]?)(?![а-яё])",
}


def said(rules, sheet, state, translate) -> list[str]:
    """Each condition as the roster's chip and its tooltip say it."""
    out = []
    for condition in rules.conditions(sheet, state):
        out.append(render(condition.label, condition.args or {}, "rules", translate))
        if condition.detail:
            out.append(render(condition.detail, condition.args or {}, "rules", translate))
    return out


@pytest.mark.parametrize("language", ["es", "ru"])
def test_ana_reyes_broken_or_dead_is_said_without_a_gender(language):
    translate = translator_for(language)
    rules = twdu()
    sheet = rules.new_sheet("pc")
    fresh = rules.initial_state(sheet)
    words = []
    for state in ({**fresh, "health": 0}, {**fresh, "health": 0, "dead": True}):
        words += said(rules, sheet, state, translate)
        words.append(health_text(rules, Row(sheet, state), "word", translate) or "")
        words.append(health_text(rules, Row(sheet, state), "numbers", translate) or "")
    assert words and all(words)
    assert [w for w in words if re.search(GENDERED[language], w)] == []
    if language == "es":
        assert "Fuera de combate" in words and "Sin vida" in words
    else:
        assert "Вне строя" in words and "Нет в живых" in words


@pytest.mark.parametrize("language", ["es", "ru"])
def test_afmbe_dying_and_a_fallen_zombie_are_said_without_a_gender(language):
    translate = translator_for(language)
    rules = afmbe("unisystem")
    sheet = {"str": 2, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    words = said(rules, sheet, {**rules.initial_state(sheet), "life_points": -12}, translate)
    zombie = rules.with_kind("zombie", {**rules.initial_state(sheet), "life_points": 0})
    words += said(rules, sheet, zombie, translate)
    assert words
    assert [w for w in words if re.search(GENDERED[language], w)] == []


class Row:
    """A character as the players' view reads it: a sheet, a state and its kind."""

    def __init__(self, sheet, state) -> None:
        self.sheet, self.state, self.kind = sheet, state, "pc"
