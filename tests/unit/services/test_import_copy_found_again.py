"""Issue 42: a spreadsheet imported while a "Gloria" was already in the roster, the GM asking for new
copies, made "Gloria (2)".  The spreadsheet, edited and imported again (or exported and imported
again), updated the roster's first Gloria, matched by the name the file says.  The import keeps the
name it read for each character it named otherwise: its row is the "Gloria (2)" it made."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event

PARTY = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def by_name(services) -> dict:
    return {c.name: c for c in services.characters.characters()}


def with_gloria_s_copy(services) -> None:
    """The roster's own Gloria, then the party imported as new copies: "Gloria (2)" beside her."""
    assert services.characters.create("Gloria", "npc", services.ruleset.new_sheet())
    preview = services.characters.preview_import([str(PARTY)])
    preview.choose_copies(True)
    assert [c.name for c in preview.characters] == ["Reyes, Ana", "Ben Okafor", "Gloria (2)"]
    assert [c.renamed for c in preview.characters] == [False, False, True]  # said "given a new name": Gloria alone
    assert services.characters.import_preview(preview)


def edited(tmp_path: Path) -> Path:
    """The spreadsheet after a night: its Gloria's Wits 4 → 5 (the row still says "Gloria")."""
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[-1] = lines[-1].replace("Gloria,NPC,2,3,4,", "Gloria,NPC,2,3,5,")
    out = tmp_path / "party.csv"
    out.write_text("".join(lines), encoding="utf-8")
    return out


def test_the_spreadsheet_edited_and_imported_again_updates_the_copy_it_made(services, tmp_path):
    with_gloria_s_copy(services)
    first, copy = by_name(services)["Gloria"], by_name(services)["Gloria (2)"]
    preview = services.characters.preview_import([str(edited(tmp_path))])
    gloria = next(c for c in preview.characters if c.read_name == "Gloria")
    assert gloria.updating and gloria.update is not None
    assert (gloria.update.id, gloria.update.name) == (copy.id, "Gloria (2)")
    assert services.characters.import_preview(preview)
    rows = by_name(services)
    assert rows["Gloria (2)"].sheet["wits"] == 5
    assert rows["Gloria"].sheet == first.sheet  # the roster's own Gloria untouched
    assert len(rows) == 4
    assert "Gloria (2) (Wits: 4 → 5)" in render_event(services.campaign.events()[-1])


def test_the_party_exported_and_imported_again_updates_the_copy_too(services, tmp_path):
    with_gloria_s_copy(services)
    first = by_name(services)["Gloria"]
    out = tmp_path / "export.csv"
    ids = [c.id for c in services.characters.characters() if c.name != "Gloria"]
    assert services.characters.export_file(str(out), ids, "csv")
    preview = services.characters.preview_import([str(out)])
    assert {c.update.name for c in preview.characters if c.update is not None} == {
        "Reyes, Ana", "Ben Okafor", "Gloria (2)"}
    assert not [c for c in preview.characters if c.update is not None and c.update.id == first.id]


def test_undoing_the_import_forgets_which_copy_it_made(services, tmp_path):
    with_gloria_s_copy(services)
    assert services.campaign.undo()  # the copies go, and what the import kept of them
    preview = services.characters.preview_import([str(edited(tmp_path))])
    gloria = next(c for c in preview.characters if c.read_name == "Gloria")
    assert gloria.update is not None and gloria.update.name == "Gloria"  # the roster's one, by name


def test_a_name_twice_in_the_spreadsheet_updates_the_first_and_its_copy_each(services, tmp_path):
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    twice = tmp_path / "twice.csv"
    twice.write_text("".join([*lines, lines[-1]]), encoding="utf-8")  # Gloria's row twice
    assert services.characters.import_preview(services.characters.preview_import([str(twice)]))
    rows = by_name(services)
    assert {"Gloria", "Gloria (2)"} <= set(rows)
    again = services.characters.preview_import([str(twice)])
    glorias = [c for c in again.characters if c.read_name == "Gloria"]
    assert [c.update.name for c in glorias if c.updating] == ["Gloria", "Gloria (2)"]
    assert [c.name for c in again.characters] == ["Reyes, Ana", "Ben Okafor", "Gloria", "Gloria"]


def with_the_party_twice(services) -> None:
    """The fresh GM's morning: Ben Okafor in the roster; the spreadsheet imported (updates Ben, adds
    "Reyes, Ana" and Gloria), then imported again as new copies (adds the three "(2)")."""
    assert services.characters.create("Ben Okafor", "pc", services.ruleset.new_sheet())
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    again = services.characters.preview_import([str(PARTY)])
    again.choose_copies(True)
    assert services.characters.import_preview(again)
    assert set(by_name(services)) == {"Ben Okafor", "Reyes, Ana", "Gloria",
                                      "Ben Okafor (2)", "Reyes, Ana (2)", "Gloria (2)"}


def test_deadwatch_s_own_export_imported_again_changes_nothing_copies_included(services, tmp_path):
    with_the_party_twice(services)
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "csv")
    preview = services.characters.preview_import([str(out)])
    assert not preview.refused_files()
    assert not [c.refused for c in preview.characters if c.refused]
    rows = by_name(services)
    assert {c.read_name: c.update.id for c in preview.characters if c.update is not None} == {
        name: row.id for name, row in rows.items()}  # each row the character of exactly its name
    assert all(c.update.same for c in preview.characters if c.update is not None)
    assert [c.head_name() for c in preview.characters] == [c.name for c in preview.characters]


def test_the_spreadsheet_imported_again_updates_the_copies_its_last_import_made_each_alike(services, tmp_path):
    with_the_party_twice(services)
    preview = services.characters.preview_import([str(PARTY)])
    assert [(c.read_name, c.update.name) for c in preview.characters if c.update is not None] == [
        ("Reyes, Ana", "Reyes, Ana (2)"), ("Ben Okafor", "Ben Okafor (2)"), ("Gloria", "Gloria (2)")]
    assert all(c.updating for c in preview.characters)
    assert [c.head_name() for c in preview.characters] == [  # the folded line names whom it updates
        "Reyes, Ana → Reyes, Ana (2)", "Ben Okafor → Ben Okafor (2)", "Gloria → Gloria (2)"]
