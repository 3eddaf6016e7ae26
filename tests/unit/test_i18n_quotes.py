"""Russian and Spanish write quotes as «»: no translation in either catalog uses “ or ”, and the
import's log lines built from pieces (a list of names with "Reyes, Ana" in it, a cell's words that
name no condition) are shown with the quotes of the language they are read in, not the English
ones they are kept with."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

I18N = Path(__file__).resolve().parents[2] / "i18n"


def _translations(language: str) -> list[tuple[str, str]]:
    out = []
    for message in ET.parse(I18N / f"deadwatch_{language}.ts").iter("message"):
        translation = message.find("translation")
        assert translation is not None
        texts = [translation.text or ""] + [form.text or "" for form in translation.findall("numerusform")]
        out += [(message.findtext("source") or "", text) for text in texts]
    return out


@pytest.mark.parametrize("language", ["ru", "es"])
def test_no_translation_uses_english_quotes(language):
    wrong = [(source, text) for source, text in _translations(language) if "“" in text or "”" in text]
    assert not wrong, wrong[:5]
    assert any("«" in text for _source, text in _translations(language))  # the catalog's own quotes


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _import(services, path: Path) -> None:
    preview = services.characters.preview_import([str(path)])
    assert preview.ready, [render(r["t"], r["args"]) for r in preview.refusals()]
    assert services.characters.import_preview(preview)


def _said(services, language: str) -> str:
    event = services.campaign.events()[-1]
    return render(event.text, event.args, "log", translator_for(language))


def test_a_name_with_a_comma_is_quoted_as_the_log_is_read(services, tmp_path):
    party = tmp_path / "party.csv"
    party.write_text('Name,Strength\n"Reyes, Ana",3\nBen Okafor,4\n', "utf-8")
    _import(services, party)
    assert _said(services, "en") == "Imported 2 characters: “Reyes, Ana”, Ben Okafor"
    assert "«Reyes, Ana», Ben Okafor" in _said(services, "ru"), _said(services, "ru")
    assert "«Reyes, Ana», Ben Okafor" in _said(services, "es"), _said(services, "es")
    party.write_text('Name,Strength\n"Reyes, Ana",4\nBen Okafor,4\n', "utf-8")
    _import(services, party)  # an update names her with what changed
    assert "“Reyes, Ana” (Strength: 3 → 4)" in _said(services, "en"), _said(services, "en")
    said = _said(services, "ru")
    assert "«Reyes, Ana» (Сила: 3 → 4)" in said and "“" not in said, said


def test_a_cells_unknown_words_are_quoted_as_the_preview_is_read(services, tmp_path):
    party = tmp_path / "party.csv"
    party.write_text('Name,Strength,Conditions\nAna,3,"Sleepy, Hungry"\n', "utf-8")
    preview = services.characters.preview_import([str(party)])
    [ana] = preview.characters
    [why] = [r for r in ana.refused if "Sleepy" in render(r["t"], r["args"])]
    assert "“Sleepy”, “Hungry”" in render(why["t"], why["args"], "log", translator_for("en"))
    said = render(why["t"], why["args"], "log", translator_for("ru"))
    assert "«Sleepy», «Hungry»" in said and "“" not in said and "”" not in said, said
