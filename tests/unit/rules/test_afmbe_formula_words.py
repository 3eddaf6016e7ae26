"""Issue 40, point 5: an All Flesh damage formula in the GM's language.  The dice dock's bare-hands
weapon read «(d4×STR)» in Russian and Spanish; it reads «(d4×СИЛ)» and «(d4×FUE)», as the help
of a weapon's damage writes its examples, and a formula typed that way is read as the English one."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.rules.afmbe.damage_formula import parse_weapon_damage
from app.rules.afmbe.unarmed import UNARMED_LABEL

I18N = Path(__file__).resolve().parents[3] / "i18n"
#: the English attribute abbreviations of a formula, as they stand after a multiplication sign
ENGLISH_ATTRIBUTE = re.compile(r"×\s*\(?(STR|DEX|CON|INT|PER|WIL)\b")
WORD = {"ru": "СИЛ", "es": "FUE"}


def translations(language: str) -> dict[str, str]:
    root = ET.parse(I18N / f"deadwatch_{language}.ts").getroot()
    return {m.findtext("source") or "": m.findtext("translation") or "" for m in root.iter("message")}


@pytest.mark.parametrize("language", ["ru", "es"])
def test_every_formula_the_rules_show_names_its_attribute_in_the_language(language):
    """Every rules text with a formula ("d4×STR") names the attribute in the language ("d4×СИЛ"),
    not in English (the dice dock's free expressions, which read the sheet's own keys, aside)."""
    catalog = translations(language)
    wrong = [f"{source!r} → {text!r}" for source, text in catalog.items()
             if ENGLISH_ATTRIBUTE.search(source) and ENGLISH_ATTRIBUTE.search(text) and source != "2d6+3, d6×4, d4×STR"]
    assert wrong == []
    assert f"(d4×{WORD[language]})" in catalog[UNARMED_LABEL]


@pytest.mark.parametrize(("typed", "english"), [
    ("d4×СИЛ", "d4×STR"), ("d4×FUE−1", "d4×STR−1"), ("d6 x Fuerza", "d6×STR"), ("d8×(ЛОВ+1)", "d8×(DEX+1)"),
    ("d4×вол", "d4×WIL"), ("2d6×Destreza+2", "2d6×DEX+2"),
])
def test_a_formula_typed_in_the_gm_s_language_reads_as_the_english_one(typed, english):
    assert parse_weapon_damage(typed) == parse_weapon_damage(english)
