"""Each game and preset is named one way in each language: the Russian «В Norms ход стрельбы…» beside
«Обычные люди» everywhere else (the Norms preset), the Spanish campaign «Toda la carne» while the
menus and the status bar said "All Flesh Must Be Eaten — Normas"."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _translations(lang: str) -> dict[str, str]:
    tree = ET.parse(ROOT / "i18n" / f"deadwatch_{lang}.ts")
    return {m.findtext("source") or "": m.findtext("translation") or "" for m in tree.getroot().iter("message")}


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_norms_preset_is_named_as_the_menus_name_it(lang: str) -> None:
    words = _translations(lang)
    preset = words["Norms"]
    assert preset != "Norms"
    english = [source for source, text in words.items() if re.search(r"\bNorms\b", text)]
    assert english == [], english
    assert preset in words["Norms counts a turn of firing as one Ammo Point: no bursts, no rounds to count."]


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_spanish_afmbe_demo_names_the_game_as_the_menus_do(preset: str) -> None:
    game = _translations("es")["All Flesh Must Be Eaten"]
    demo = json.loads((ROOT / "resources" / "demo" / f"afmbe-{preset}.json").read_text(encoding="utf-8"))
    name = demo["name"]["es"]
    short = re.split(r"[:(]", name)[0].strip()
    assert game.startswith(short), (name, game)
