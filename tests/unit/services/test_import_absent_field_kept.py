"""A field the file does not give stays as it is: Father Tom's notes and a short spreadsheet.

A GM imported Father Tom's Foundry actor ("Parish priest…"), then a spreadsheet with his name, kind
and six attributes only: the preview said "Notes: rewritten" and Enter left his notes empty, though
the file has no Notes column.  In one batch, the later file's missing fields are the earlier's."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
TOM = FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"
SHORT = "Name,Kind,Strength,Dexterity,Constitution,Intelligence,Perception,Willpower\n" \
        "Father Tom,Player character,3,2,3,2,2,2\n"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _short(folder: Path) -> Path:
    out = folder / "short.csv"
    out.write_text(SHORT, "utf-8")
    return out


def _tom(services):
    return next(c for c in services.characters.characters() if c.name == "Father Tom")


def test_a_spreadsheet_with_no_notes_column_keeps_his_notes(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(TOM)]))
    notes = _tom(services).notes
    assert notes.startswith("Parish priest"), notes
    preview = services.characters.preview_import([str(_short(tmp_path))])
    [tom] = [c for c in preview.characters if c.name == "Father Tom"]
    said = [render(x["t"], x["args"]) for x in preview.changes_of(tom)[0]]
    assert "Notes: rewritten" not in said and said == ["nothing changes"], said
    [kept] = [x for x in tom.ignored if "not in the file" in render(x["t"], x["args"])]
    assert render(kept["t"], kept["args"]) == "6 fields are not in the file: they stay as the roster has them"
    assert "Notes" not in kept["args"]["listed"], kept  # the notes said on a line of their own, what Enter does
    said = [render(x["t"], x["args"]) for x in tom.ignored]
    assert "Notes: kept (the file has none)" in said, said
    services.characters.import_preview(preview)
    assert _tom(services).notes == notes


def test_in_one_batch_the_earlier_files_notes_and_tables_are_taken(services, tmp_path):
    short = _short(tmp_path)
    preview = services.characters.preview_import([str(TOM), str(short)])
    [tom] = [c for c in preview.characters if c.name == "Father Tom"]
    said = [render(x["t"], x["args"]) for x in tom.notices]
    assert f"Skills, Qualities and drawbacks, Weapons, Armor, Life Points (now), Endurance (now), Notes: " \
           f"not in {short.name}: " \
           f"taken from {TOM.name}" \
        in said, said
    assert not any("not in the file" in render(x["t"], x["args"]) or "the file has none" in render(x["t"], x["args"])
                   for x in tom.ignored), tom.ignored
    assert services.characters.import_preview(preview)
    row = _tom(services)
    assert row.notes.startswith("Parish priest") and len(row.sheet["skills"]) == 3, (row.notes, row.sheet)


def test_an_actor_with_no_biography_key_keeps_his_notes(services, tmp_path):
    import json
    assert services.characters.import_preview(services.characters.preview_import([str(TOM)]))
    actor = json.loads(TOM.read_text("utf-8"))
    del actor["system"]["bio"]["biography"]
    bare = tmp_path / "tom.json"
    bare.write_text(json.dumps(actor), "utf-8")
    preview = services.characters.preview_import([str(bare)])
    [tom] = [c for c in preview.characters if c.name == "Father Tom"]
    said = [render(x["t"], x["args"]) for x in preview.changes_of(tom)[0]]
    assert "Notes: rewritten" not in said, said
    services.characters.import_preview(preview)
    assert _tom(services).notes.startswith("Parish priest")
