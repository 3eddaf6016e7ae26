"""Issue 40: the rules' and the log's words never hold an "&" (the AFMBE damage form showed "Usada a
dos manos (&: Fuerza +1)").  Those words are shown by check boxes, radio buttons and form labels,
which take an "&" for the marker of a keyboard shortcut, and by the log, where it means nothing to
the GM: each names what it means instead (the book's "&" weapons: Strength +1 with both hands)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.rules.afmbe.damage import HANDS
from app.rules.afmbe.damage_healing import AfmbeDamageHealing
from app.rules.afmbe.states import AfmbeStates

CATALOGS = Path(__file__).resolve().parents[2] / "i18n"


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_no_rules_or_log_text_holds_an_ampersand(lang):
    root = ET.parse(CATALOGS / f"deadwatch_{lang}.ts").getroot()
    found = []
    for context in root.iter("context"):
        if context.findtext("name") not in ("rules", "log"):
            continue
        for message in context.iter("message"):
            source, translation = message.findtext("source") or "", message.findtext("translation") or ""
            if "&" in source or "&" in translation:
                found.append(f"{source!r} → {translation!r}")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_two_handed_box_says_what_it_does(preset):
    states = AfmbeStates(preset)
    fields = {f.key: f for f in AfmbeDamageHealing(states).damage_fields({})}
    assert fields["two_handed"].label == "Used with both hands: Strength +1 for damage"
    assert HANDS["optional"] == "One or two hands (both: Strength +1)"
