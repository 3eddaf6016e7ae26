"""The roster and the fight list name the same tracks with one word in each language (Spanish read
«Marcadores» above the roster and «Contadores» above the fight list)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[2] / "i18n"


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_tracks_read_the_same_everywhere(lang: str) -> None:
    tree = ET.parse(I18N / f"deadwatch_{lang}.ts")
    words = {m.findtext("translation") for m in tree.getroot().iter("message") if m.findtext("source") == "Tracks"}
    assert len(words) == 1, words


@pytest.mark.parametrize(("lang", "words"),
                         [("ru", "Раунд {round} против роя"), ("es", "Asalto {round} contra la horda")])
def test_a_swarm_round_puts_its_number_after_the_round(lang: str, words: str) -> None:
    tree = ET.parse(I18N / f"deadwatch_{lang}.ts")
    rounds = [m.findtext("translation") or "" for m in tree.getroot().iter("message")
              if (m.findtext("source") or "").startswith("Swarm round {round}")]
    assert rounds and all(t.startswith(words) for t in rounds), rounds
