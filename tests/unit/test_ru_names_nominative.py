"""Russian declines a noun after a preposition, but a name filled into a template cannot be
declined ("Урон по Шатун", "атака на Ходячий"): the Russian catalog puts every name placeholder
where the nominative reads right ("Урон — Шатун: …", "Бросить урон: цель — Шатун"), and a rule's
line that follows a dash starts in lower case ("— урон 2, состояние: Раны.")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[2] / "i18n" / "deadwatch_ru.ts"
#: placeholders that stand for a character's, a zombie's or a player's name
NAMES = r"\{(?:name|names|actor|victim|one|two|winners|losers|target_name|target|who)\}"
PREPOSITIONS = r"(?:по|для|у|от|к|ко|с|со|о|об|на|в|во|против|из|при|над|под|за|без|до|перед)"
AFTER_PREPOSITION = re.compile(rf"(?<![\w-]){PREPOSITIONS} {NAMES}", re.IGNORECASE)


def _pairs() -> list[tuple[str, str]]:
    root = ET.parse(CATALOG).getroot()
    out = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        texts = [translation.text or ""] + [n.text or "" for n in translation.iter("numerusform")]
        out += [(source, text) for text in texts]
    return out


def test_no_russian_name_placeholder_follows_a_preposition():
    bad = [f"{source!r} → {text!r}" for source, text in _pairs() if AFTER_PREPOSITION.search(text)]
    assert not bad, "names after a preposition cannot be declined:\n" + "\n".join(bad)


def test_the_damage_lines_name_the_target_in_the_nominative():
    found = dict(_pairs())
    assert found["Damage to {name}: {arithmetic}"] == "Урон — {name}: {arithmetic}"
    assert found["Roll the damage on {name}"] == "Бросить урон: цель — {name}"


def test_a_rule_line_after_the_damage_starts_in_lower_case():
    found = dict(_pairs())
    assert found["{damage} damage: now {health}."].startswith("урон {damage}")
