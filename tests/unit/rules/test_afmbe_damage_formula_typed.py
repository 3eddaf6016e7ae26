"""An AFMBE weapon's damage typed in the GM's language: only "d6×STR" and "d6xSTR" were read as the
club's; "d6 X Str" and «D6 X сила» were refused, and a log of "d6xSTR" or «d6xсила» kept the text as
typed («оружие d6xSTR» in a Russian log, "d6xсила" in its Spanish export).  Strength is read as the
sheet writes it or in full, in English or in the language of the table, in any case, after ×, x,
X, * or the Russian keyboard's х; the log keeps the book's form, its attribute written in each
reader's language («d6×СИЛ», "d6×FUE"), whatever was typed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.export.language import english, translator_for
from app.rules.afmbe import ruleset as afmbe
from app.rules.afmbe.damage_formula import ATTRIBUTE_SHORT, ATTRIBUTE_WORDS, parse_weapon_damage, weapon_words
from app.rules.afmbe.sheet import ATTRIBUTE_LABELS
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.worked import english as neutral
from app.services.logtext import render_value

I18N = Path(__file__).resolve().parents[3] / "i18n"


@pytest.mark.parametrize("typed", [
    "d6xSTR", "d6XStr", "d6×Сила", "d6xсила", "d6×Fuerza", "d6xFUE", "D6 X СИЛА", "d6 * strength", "d6хсил",
    "d6Хсила",
])
def test_strength_typed_in_either_language_reads_as_the_club_s(typed):
    assert parse_weapon_damage(typed) == parse_weapon_damage("d6×STR")


@pytest.mark.parametrize(("typed", "english_form"), [
    ("d6×Сила + 2", "d6×STR+2"), ("d4 x fuerza - 1", "d4×STR−1"), ("2d6×(СИЛ+1)+2", "2d6×(STR+1)+2"),
])
def test_an_offset_typed_around_the_word_is_the_multiplier_s(typed, english_form):
    assert parse_weapon_damage(typed) == parse_weapon_damage(english_form)
    assert neutral(weapon_words(typed)) == english_form


@pytest.mark.parametrize("typed", ["d6×Strenght", "d6×Сил а", "d6×Dana"])
def test_a_word_no_language_declares_is_refused(typed):
    with pytest.raises(RulesError):
        parse_weapon_damage(typed)


def translations(language: str) -> dict[str, str]:
    root = ET.parse(I18N / f"deadwatch_{language}.ts").getroot()
    return {m.findtext("source") or "": m.findtext("translation") or ""
            for context in root.iter("context") if context.findtext("name") == "rules"
            for m in context.iter("message")}


@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_words_the_catalog_writes_are_the_words_read(language):
    """What the sheet and the log write for an attribute (its short name «СИЛ», its label «Сила»)
    is read back when the GM types it: the catalog's word is one the ruleset declares for it."""
    catalog = translations(language)
    words = ATTRIBUTE_WORDS[language]
    unread = []
    for key in ATTRIBUTE_SHORT:
        for source in (ATTRIBUTE_SHORT[key], ATTRIBUTE_LABELS[key]):
            word = catalog[source].casefold()
            if " " not in word and words.get(word) != key:  # «Сила воли»: no formula names it
                unread.append(f"{source} → {catalog[source]}")
    assert unread == []


@pytest.mark.parametrize("typed", ["d6xSTR", "d6×Сила", "d6xfuerza"])
@pytest.mark.parametrize(("language", "start"), [("en", "weapon d6×STR: d6 2 ×3 (Attacker's Strength 3)"),
                                                 ("ru", "оружие d6×СИЛ: d6 2 ×3 (Сила атакующего 3)"),
                                                 ("es", "arma d6×FUE: d6 2 ×3 (Fuerza del atacante 3)")])
def test_the_log_writes_the_weapon_in_each_reader_s_language(typed, language, start):
    rules = afmbe("norms")
    sheet = {"str": 2, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    worked = rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), {"weapon": typed, "attacker_str": 3},
                                               TypedDice([2])).arithmetic
    translate = english if language == "en" else translator_for(language)
    assert render_value(worked, translate).startswith(start)


@pytest.mark.parametrize(("language", "said"), [("en", "(Ash's Strength 3)"), ("ru", "(Сила 3 — Ash)"),
                                                ("es", "(Fuerza 3 de Ash)")])
def test_the_sum_names_whose_strength_it_took(language, said):
    rules = afmbe("norms")
    sheet = {"str": 2, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    request = {"weapon": "d6×STR", "attacker_str": 3}
    worked = rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), request, TypedDice([2]),
                                               attacker="Ash").arithmetic
    translate = english if language == "en" else translator_for(language)
    assert said in render_value(worked, translate)
