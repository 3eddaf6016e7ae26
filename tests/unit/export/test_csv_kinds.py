"""The CSV's Kind column held the store's words ("session", "encounter", "damage", "turn") in a
Russian or Spanish export, and "encounter" in English for a fight: it holds the export's words,
a fight is a "fight"."""

from __future__ import annotations

import csv
import io

import pytest

from app.export import ExportOptions, collect, render_text
from app.export.kinds import KIND_WORDS
from app.services.initiative import StartEncounter


def kinds(services, language: str) -> list[str]:  # noqa: ANN001
    text = render_text(collect(services.campaign.engine, ExportOptions(language=language)), "csv")
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    return [row[4] for row in rows[1:]]


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["session", "damage", "fight"]),
    ("ru", ["сессия", "урон", "бой"]),
    ("es", ["sesión", "daño", "combate"]),
])
def test_the_csv_kind_column_is_in_the_exports_language(played, language, words):
    services, ids = played
    services.campaign.execute(StartEncounter(list(ids.values())[:2]))
    column = kinds(services, language)
    for word in words:
        assert word in column, (language, column)
    assert "encounter" not in column
    if language != "en":
        raw = set(KIND_WORDS) - {"time", "round", "map"}  # spelled alike in no language here, all the same
        assert not raw & set(column), column


def test_every_kind_word_is_translated_into_russian_and_spanish():
    import xml.etree.ElementTree as ET
    from pathlib import Path

    for language in ("ru", "es"):
        root = ET.parse(Path(__file__).parents[3] / "i18n" / f"deadwatch_{language}.ts").getroot()
        export = next(c for c in root.iter("context") if c.findtext("name") == "Export")
        done = {m.findtext("source"): m.findtext("translation") for m in export.iter("message")}
        missing = [w for w in KIND_WORDS.values() if not done.get(w)]
        assert missing == [], language
