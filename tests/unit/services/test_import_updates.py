"""Importing the same spreadsheet or actor again, after editing it: the characters already in the
roster are updated (the preview says what changes, field by field), the new ones added, in one
undoable action and one log line; the GM may still ask for new copies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render, render_event

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _edited(tmp_path: Path) -> Path:
    """The party's spreadsheet after a night: Ana's Strength 4 → 5, and a newcomer."""
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = lines[1].replace('"Reyes, Ana",Player character,4,', '"Reyes, Ana",Player character,5,')
    newcomer = lines[-1].replace("Gloria,NPC", "Marcus,NPC", 1)
    out = tmp_path / "party.csv"
    out.write_text("".join([*lines, newcomer]), encoding="utf-8")
    return out


def test_importing_the_edited_spreadsheet_again_updates_the_party_and_adds_the_newcomer(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    before = {c.name: c.id for c in services.characters.characters()}
    preview = services.characters.preview_import([str(_edited(tmp_path))])
    ana, ben, gloria, marcus = preview.characters
    assert [c.name for c in preview.characters] == ["Reyes, Ana", "Ben Okafor", "Gloria", "Marcus"]
    assert [c.updating for c in preview.characters] == [True, True, True, False]
    assert [text(x) for x in ana.update.changes] == ["Strength: 4 → 5"]
    assert [text(x) for x in ben.update.changes] == ["nothing changes"]
    assert marcus.update is None and not marcus.notices
    assert services.characters.import_preview(preview)
    rows = services.characters.characters()
    assert [c.name for c in rows] == ["Reyes, Ana", "Ben Okafor", "Gloria", "Marcus"]
    assert {c.name: c.id for c in rows if c.name != "Marcus"} == before
    assert rows[0].sheet["strength"] == 5
    # Ben and Gloria: nothing changed; Marcus, an NPC the players have not been shown, the GM's alone
    assert render_event(services.campaign.events()[-1]) == (
        "Updated 1 character from the files: “Reyes, Ana” (Strength: 4 → 5) — Not shown to the players: "
        "Imported 1 character: Marcus")
    assert services.campaign.undo()  # one action takes it all back
    rows = services.characters.characters()
    assert [c.name for c in rows] == ["Reyes, Ana", "Ben Okafor", "Gloria"]
    assert rows[0].sheet["strength"] == 4


def test_an_update_alone_is_one_line_and_the_gm_may_ask_for_copies(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    again = services.characters.preview_import([str(_edited(tmp_path))])
    again.characters.pop()  # Marcus left out: the three of the roster alone, Ana's Strength changed
    assert services.characters.import_preview(again)
    assert render_event(services.campaign.events()[-1]) == (
        "Updated 1 character from the files: “Reyes, Ana” (Strength: 4 → 5)")
    assert len(services.characters.characters()) == 3
    copies = services.characters.preview_import([str(PARTY)])
    copies.choose_copies(True)
    assert [c.name for c in copies.characters] == ["Reyes, Ana (2)", "Ben Okafor (2)", "Gloria (2)"]
    assert not copies.updates()
    copies.choose_copies(False)  # and back: the names as read, updating
    assert [c.name for c in copies.characters] == ["Reyes, Ana", "Ben Okafor", "Gloria"]
    assert [c.notices for c in copies.characters] == [[], [], []]
    assert len(copies.updates()) == 3


def test_a_kind_a_choice_and_the_notes_changed_are_said_and_set(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    gloria = lines[4].replace("Gloria,NPC", "gloria ,Player character", 1).replace("mall.", "mall. Owes Ana.")
    edited = tmp_path / "party.csv"
    edited.write_text(lines[0] + gloria, encoding="utf-8")
    preview = services.characters.preview_import([str(edited)])
    (read,) = preview.characters
    assert read.updating and read.update.name == "Gloria"
    assert [text(x) for x in read.update.changes] == ["Kind: NPC → Player character", "Notes: replaced by the file's"]
    assert services.characters.import_preview(preview)
    row = next(c for c in services.characters.characters() if c.name == "Gloria")
    assert (row.kind, row.notes) == ("pc", "Runs the market at the old mall. Owes Ana.")


def test_a_foundry_actor_imported_again_updates_its_character(services, tmp_path):
    actor = FIXTURES / "foundry"
    files = sorted(p for p in actor.glob("*twdu*character*.json"))
    assert files, "a twdu character actor fixture"
    doc = json.loads(files[0].read_text(encoding="utf-8"))
    first = services.characters.preview_import([str(files[0])])
    assert first.ready and services.characters.import_preview(first)
    doc["system"]["attributes"]["str"]["value"] = 5 if doc["system"]["attributes"]["str"]["value"] != 5 else 4
    edited = tmp_path / "actor.json"
    edited.write_text(json.dumps(doc), encoding="utf-8")
    preview = services.characters.preview_import([str(edited)])
    (one,) = preview.characters
    assert one.updating and any(text(x).startswith("Strength: ") for x in one.update.changes)
    assert services.characters.import_preview(preview)
    assert len(services.characters.characters()) == 1
