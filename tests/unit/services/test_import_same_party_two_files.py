"""The same party in two files of one batch, into an empty roster: one character each, not "(2)" copies.

A GM picks the party's spreadsheet and Ana Reyes's Foundry actor (or one actor's file twice) with no
one in the roster: the import made "Ana Reyes" and "Ana Reyes (2)".  A character a previous file of
the batch brings is one character: the preview says which files bring it and each field they give
otherwise (the later file's taken); Enter imports it once, with the actor's id; one undo."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render, render_event

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
ANAS_ID = "Q1w2E3r4T5y6U7i8"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def party_with_ana(folder: Path, strength: int = 4) -> Path:
    """The party's spreadsheet with Ana named as her Foundry actor is ("Ana Reyes"), her Strength ``strength``."""
    text = PARTY.read_text("utf-8-sig").replace('"Reyes, Ana",Player character,4,',
                                                 f'"Ana Reyes",Player character,{strength},')
    out = folder / "pcs.csv"
    out.write_text(text, "utf-8")
    return out


def _said(lines) -> list[str]:
    return [render(x["t"], x["args"]) for x in lines]


def test_the_party_as_a_spreadsheet_and_as_an_actor_is_one_ana_the_later_file_taken(services, tmp_path):
    pcs = party_with_ana(tmp_path, strength=3)
    preview = services.characters.preview_import([str(pcs), str(ANA)])
    anas = [c for c in preview.characters if "Ana" in c.name]
    assert [c.name for c in anas] == ["Ana Reyes"], [c.name for c in preview.characters]
    [ana] = anas
    said = _said(ana.notices)
    assert f"in {pcs.name} and {ANA.name}: one character, imported once from {ANA.name}" in said, said
    assert f"Strength: 3 in {pcs.name}, 4 in {ANA.name}: {ANA.name}'s is taken" in said, said
    assert not any("(2)" in c.name for c in preview.characters)
    others = sorted(c.name for c in preview.importable())
    assert services.characters.characters() == []  # nothing written before Enter
    assert services.characters.import_preview(preview)
    rows = services.characters.characters()
    assert sorted(c.name for c in rows) == others and len(rows) == len(others)
    ana_row = next(c for c in rows if c.name == "Ana Reyes")
    assert (ana_row.sheet["strength"], ana_row.foundry_id) == (4, ANAS_ID)
    logged = [render_event(e) for e in services.campaign.events()]
    [imported] = [said for said in logged if said.startswith("Imported")]  # one log line
    seen = sum(1 for c in rows if c.revealed)  # the NPCs the players have not been shown: the GM's part
    assert imported.startswith(f"Imported {seen} characters: ") and "(2)" not in imported, imported
    assert f"Not shown to the players: Imported {len(others) - seen} character" in imported, imported
    services.campaign.undo()
    assert services.characters.characters() == []


def test_the_actor_then_the_spreadsheet_keeps_the_actors_id(services, tmp_path):
    pcs = party_with_ana(tmp_path)
    preview = services.characters.preview_import([str(ANA), str(pcs)])
    assert [c.name for c in preview.characters].count("Ana Reyes") == 1
    assert services.characters.import_preview(preview)
    ana_row = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    assert ana_row.foundry_id == ANAS_ID
    assert not any("(2)" in c.name for c in services.characters.characters())


def test_one_actors_file_twice_is_one_character(services, tmp_path):
    copy = tmp_path / "ana.json"
    shutil.copy(ANA, copy)
    preview = services.characters.preview_import([str(ANA), str(copy)])
    [ana] = preview.characters
    assert ana.person is not None and not ana.refused
    assert f"in {ANA.name} and ana.json: one character, imported once from ana.json" in _said(ana.notices)
    assert services.characters.import_preview(preview)
    assert [(c.name, c.foundry_id) for c in services.characters.characters()] == [("Ana Reyes", ANAS_ID)]


def test_a_name_twice_in_one_spreadsheet_is_still_two_characters(services, tmp_path):
    twice = tmp_path / "twice.csv"
    twice.write_text("Name,Kind,Strength\nLucia,Player character,3\nLucia,Player character,2\n", "utf-8")
    preview = services.characters.preview_import([str(twice)])
    assert [c.name for c in preview.characters] == ["Lucia", "Lucia (2)"]


@pytest.mark.parametrize("code, said", [
    ("en", ["in pcs.csv and ana.json: one character, imported once from ana.json",
            "Strength: 3 in pcs.csv, 4 in ana.json: ana.json's is taken",
            "Gear: 1 row in pcs.csv, 2 in ana.json: ana.json's are taken",
            "Notes: not the same in pcs.csv as in ana.json: ana.json's is taken"]),
    ("ru", ["в файлах pcs.csv и ana.json: один персонаж, импортируется один раз из ana.json",
            "Сила: 3 в pcs.csv, 4 в ana.json: берётся значение из ana.json",
            "Снаряжение: 1 строка в pcs.csv, 2 в ana.json: берутся строки из ana.json",
            "Заметки: в pcs.csv и в ana.json не совпадают: берётся из ana.json"]),
    ("es", ["en pcs.csv y ana.json: un solo personaje, se importa una vez desde ana.json",
            "Fuerza: 3 en pcs.csv, 4 en ana.json: se toma el de ana.json",
            "Equipo: 1 fila en pcs.csv, 2 en ana.json: se toman las de ana.json",
            "Notas: no es igual en pcs.csv que en ana.json: se toma el de ana.json"]),
])
def test_what_the_two_files_give_otherwise_is_said_in_the_gms_language(services, tmp_path, code, said):
    from ui.i18n import set_language
    pcs = party_with_ana(tmp_path, strength=3)
    ana_json = tmp_path / "ana.json"
    shutil.copy(ANA, ana_json)
    try:
        assert set_language(code)
        preview = services.characters.preview_import([str(pcs), str(ana_json)])
        [ana] = [c for c in preview.characters if c.file == ana_json.name]
        shown = [render(x["t"], x["args"]) for x in ana.notices]
        assert all(line in shown for line in said), shown
    finally:
        set_language("en")
