"""One term per idea in each language (i18n/glossary.tsv): every finished translation of a source text
that names a glossary term uses the term's word and none of the words set aside for it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[2] / "i18n"


def glossary() -> list[tuple[str, dict[str, tuple[str, str]]]]:
    terms = []
    for line in (I18N / "glossary.tsv").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        english, ru, ru_never, es, es_never = (line.split("\t") + [""] * 5)[:5]
        terms.append((english, {"ru": (ru, ru_never), "es": (es, es_never)}))
    return terms


def messages(language: str) -> list[tuple[str, str]]:
    root = ET.parse(I18N / f"deadwatch_{language}.ts").getroot()
    found = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in {"unfinished", "obsolete", "vanished"}:
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        # a word read with its underlined letter's mark left out («Сх&ватки» is «Схватки»)
        found.extend((_unmarked(source), _unmarked(text)) for text in forms)
    return found


def _unmarked(text: str) -> str:
    """``text`` without the "&" that underlines a letter ("&&", a shown "&", stays)."""
    return re.sub(r"&(?=[^&])", "", text.replace("&&", "\0")).replace("\0", "&&")


@pytest.mark.parametrize("language", ["ru", "es"])
def test_each_term_has_one_word_in_the_language(language):
    wrong = []
    catalog = messages(language)
    for english, words in glossary():
        word, never = words[language]
        for source, text in catalog:
            if not re.search(english, source, re.I):
                continue
            if word and not re.search(word, text, re.I):
                wrong.append(f"{source!r} → {text!r}: wants /{word}/")
            if never and re.search(never, text, re.I):
                wrong.append(f"{source!r} → {text!r}: /{never}/ is set aside")
    assert wrong == []


@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_words_set_aside_appear_in_no_translation_of_their_idea(language):
    """«орда» and "enjambre" are not used for anything else either, nor a Latin "NPC" or «НИП» in any
    Russian or Spanish text: a reader meets one word."""
    catalog = messages(language)
    stray = []
    for english, words in glossary():
        never = words[language][1]
        if never and english in {r"\bswarm\b", r"\bNPCs?\b"}:
            stray += [f"{source!r} → {text!r}" for source, text in catalog if re.search(never, text, re.I)]
    assert stray == []
