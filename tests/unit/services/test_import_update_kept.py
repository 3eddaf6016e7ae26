"""Importing a spreadsheet again after the GM changed a character in Deadwatch: a field the file
does not give (a column the sheet lacks) keeps the roster's value, said so in the preview; a new
character of the same file starts at the default.  The log line counts and names only the
characters the import changed, and an import that changes nothing writes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import EditCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event

HEAD = ("Name,Kind,Strength,Agility,Wits,Empathy,Close Combat,Mobility,Ranged Combat,Scout,Survival,Medicine,"
        "Armor Level,Health (now),Conditions,Notes\n")
DALE = 'Dale Horvath,Player character,{strength},2,4,3,1,0,1,2,3,1,0,3,,"Ex-mechanic, owns the RV"\n'
ROSA = "Rosa Espinosa,Player character,3,4,2,2,0,2,3,1,0,0,1,2,,Army veteran\n"
THEO = 'Theo Banks,NPC,2,3,3,4,0,1,0,0,1,3,0,1,Sick,"Doctor at the prison. Coughing."\n'
NEWCOMER = "Maya,NPC,2,2,2,2,0,0,0,0,0,0,0,3,,\n"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def party(tmp_path: Path, name: str, *rows: str) -> str:
    path = tmp_path / name
    path.write_text(HEAD + "".join(rows), encoding="utf-8")
    return str(path)


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _imported(services, tmp_path) -> dict[str, int]:
    first = services.characters.preview_import([party(tmp_path, "party.csv", DALE.format(strength=3), ROSA, THEO)])
    assert services.characters.import_preview(first)
    return {c.name: c.id for c in services.characters.characters()}


def test_a_column_the_file_lacks_keeps_the_value_set_in_deadwatch(services, tmp_path):
    ids = _imported(services, tmp_path)
    dale = services.characters.character(ids["Dale Horvath"])
    assert services.campaign.execute(EditCharacter(dale.id, sheet={**dale.sheet, "endure": 2})) is not None
    again = services.characters.preview_import(
        [party(tmp_path, "party_v2.csv", DALE.format(strength=4), ROSA, THEO, NEWCOMER)])
    dale_read, _rosa, _theo, maya = again.characters
    assert [text(x) for x in dale_read.update.changes] == ["Strength: 3 → 4"]  # no "Endure: 2 → 0"
    missing = ["Endure", "Force", "Stealth", "Tech", "Leadership", "Manipulation", "Armor penalty (Mobility)",
               "Rations"]  # the sheet counts the rations carried
    assert [text(x) for x in dale_read.ignored] == ["8 fields are not in the file: they stay as the roster has them"]
    assert [text(x) for x in maya.ignored] == ["8 fields are not in the file: they start at their defaults"]
    assert dale_read.ignored[0]["args"]["listed"] == missing  # a row each, folded under the line
    again.choose_copies(True)  # a new copy of Dale starts at the defaults, and says so
    assert [text(x) for x in again.characters[0].ignored][0].endswith("start at their defaults")
    again.choose_copies(False)
    assert services.characters.import_preview(again)
    dale = services.characters.character(ids["Dale Horvath"])
    assert (dale.sheet["strength"], dale.sheet["endure"]) == (4, 2)
    assert next(c for c in services.characters.characters() if c.name == "Maya").sheet["endure"] == 0


def test_the_log_line_counts_and_names_only_the_characters_changed(services, tmp_path):
    _imported(services, tmp_path)
    edited = services.characters.preview_import([party(tmp_path, "v2.csv", DALE.format(strength=4), ROSA, THEO)])
    assert [text(c.update.changes[0]) for c in edited.characters] == [
        "Strength: 3 → 4", "nothing changes", "nothing changes"]
    assert services.characters.import_preview(edited)
    assert render_event(services.campaign.events()[-1]) == (
        "Updated 1 character from the files: Dale Horvath (Strength: 3 → 4)")


def test_an_import_that_changes_nothing_says_so_and_writes_nothing(services, tmp_path):
    _imported(services, tmp_path)
    events = len(services.campaign.events())
    refusals: list[str] = []
    services.characters.failed.connect(lambda _context, message: refusals.append(message))
    same = services.characters.preview_import([party(tmp_path, "same.csv", DALE.format(strength=3), ROSA, THEO)])
    assert not services.characters.import_preview(same)
    assert refusals == ["Nothing was imported: the characters in the files are already in the roster as the "
                        "files have them"]
    assert len(services.campaign.events()) == events  # no empty step for Edit → Undo


def test_a_field_missing_from_a_foundry_actor_keeps_the_value_set_in_deadwatch(services, tmp_path):
    actor = json.loads((Path(__file__).resolve().parents[2] / "fixtures" / "foundry" /
                        "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json").read_text(encoding="utf-8"))
    first = tmp_path / "actor.json"
    first.write_text(json.dumps(actor), encoding="utf-8")
    assert services.characters.import_preview(services.characters.preview_import([str(first)]))
    (row,) = services.characters.characters()
    assert services.campaign.execute(EditCharacter(row.id, sheet={**row.sheet, "endure": 3, "wits": 4})) is not None
    del actor["system"]["skills"]["endure"]  # an actor written by hand: no Endure, and Wits with no value
    del actor["system"]["attributes"]["wit"]["value"]
    actor["system"]["attributes"]["str"]["value"] = 5 if row.sheet["strength"] != 5 else 4
    again = tmp_path / "again.json"
    again.write_text(json.dumps(actor), encoding="utf-8")
    preview = services.characters.preview_import([str(again)])
    (read,) = preview.characters
    assert read.updating and [text(x).split(":")[0] for x in read.update.changes] == ["Strength"]
    assert "Wits, Endure: not in the file: stay as the roster has them" in [text(x) for x in read.ignored]
    assert services.characters.import_preview(preview)
    row = services.characters.character(row.id)
    assert (row.sheet["endure"], row.sheet["wits"]) == (3, 4)
