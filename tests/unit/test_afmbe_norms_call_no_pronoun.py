"""AFMBE Norms: the GM's call below zero Life Points reads for Dana as for Father Tom.

Its words said "The GM's call: he dies", "he lives … until he loses more" and, once kept alive,
"The GM kept him alive; if he loses more"; Russian «остаётся жив», Spanish «sigue vivo», all
masculine, on a woman's row.  Now they name no pronoun and no gender: "the character", «в живых»,
«con vida»."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from app.rules.afmbe import norms_death
from ui import i18n

#: words that give the character a gender, in each language
GENDERED = {
    "en": re.compile(r"\b(he|him|his|she|her)\b", re.IGNORECASE),
    "ru": re.compile(r"\b(жив|жива|он|она|его|её|оставил|недееспособен)\b", re.IGNORECASE),
    "es": re.compile(r"\b(vivo|viva|él|ella|incapacitado|incapacitada|lo mantuvo|la mantuvo)\b", re.IGNORECASE),
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_gms_call_names_no_gender(qapp, language):
    i18n.set_language(language)
    try:
        below = {"life_points": -5, "dead": False}
        calls = norms_death.calls_due("norms", below)
        assert [c.value for c in calls] == ["dies", "kept_alive"]
        kept = norms_death.make_call("norms", below, "kept_alive").state
        badge = norms_death.conditions("norms", kept)[0]
        words = [QCoreApplication.translate("rules", w) for c in calls for w in (c.label, c.note)]
        words += [QCoreApplication.translate("rules", t) for t in (
            badge.detail, "The GM's call at {life} Life Points: kept alive, unconscious.",
            "The GM's call due (dies, or kept alive).", "dies, as the text says, or kept alive, unconscious")]
        for text in words:
            said = re.sub(r"[«“][^»”]*[»”]", "", text)  # the text's own quoted words stay as written
            assert said and not GENDERED[language].search(said), text
    finally:
        i18n.set_language("en")
