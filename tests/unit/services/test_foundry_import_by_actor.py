"""Importing a Foundry actor again updates the character imported from it, found by the actor's id
rather than its name: Ana Reyes, imported and renamed "Ana" in Deadwatch, was imported again as a
new "Ana Reyes" beside her.  The id is the actor's ``_id`` (a world's actors, Deadwatch's own
export) or the world actor Foundry's "Export Data" names (``_stats.exportSource.uuid``); the preview
says the match ("updates “Ana” of the roster (the same Foundry actor)"); Deadwatch's Foundry export
writes it back as ``_id``, so Deadwatch → Foundry → Deadwatch updates too; an actor without an id
is still matched by name, and another actor of the same name is not taken for her."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import EditCharacter
from app.services.files import create_campaign
from app.services.logtext import render

FOUNDRY = Path(__file__).resolve().parents[2] / "fixtures" / "foundry"
ANA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
ANAS_ID = "Q1w2E3r4T5y6U7i8"  # the fixture's _stats.exportSource.uuid, "Actor.Q1w2E3r4T5y6U7i8"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _import(services, path: Path):
    preview = services.characters.preview_import([str(path)])
    assert preview.ready, [render(r["t"], r["args"]) for r in preview.refusals()]
    assert services.characters.import_preview(preview)
    return preview


def _renamed_ana(services) -> int:
    _import(services, ANA)
    [ana] = services.characters.characters()
    assert ana.foundry_id == ANAS_ID
    services.campaign.execute(EditCharacter(int(ana.id), name="Ana"))
    return int(ana.id)


def _edited(tmp_path: Path, source: Path, **changes) -> Path:
    actor = json.loads(source.read_text("utf-8"))
    actor["system"]["attributes"]["str"]["value"] = 5
    actor.update(changes)
    out = tmp_path / f"edited-{source.name}"
    out.write_text(json.dumps(actor), "utf-8")
    return out


def test_the_same_actor_imported_again_updates_the_renamed_character(services, tmp_path):
    ana = _renamed_ana(services)
    preview = services.characters.preview_import([str(_edited(tmp_path, ANA))])
    [read] = preview.characters
    assert read.updating and read.update.id == ana and read.update.same_actor
    assert read.update.name == "Ana"
    assert services.characters.import_preview(preview)
    rows = services.characters.characters()
    assert [(c.id, c.name) for c in rows] == [(ana, "Ana")], "a new copy came in beside her"
    assert rows[0].sheet["strength"] == 5


def test_deadwatchs_own_foundry_export_writes_the_id_back_and_comes_back_as_an_update(services, tmp_path):
    ana = _renamed_ana(services)
    out = tmp_path / "ana.json"
    assert services.characters.export_file(str(out), [ana], "foundry")
    written = json.loads(out.read_text("utf-8"))
    assert written["_id"] == ANAS_ID
    written["name"] = "Ana R."  # renamed in Foundry too, and stronger after a night there
    written["system"]["attributes"]["str"]["value"] = 5
    out.write_text(json.dumps(written), "utf-8")
    preview = _import(services, out)
    assert preview.characters[0].update.same_actor
    assert [(c.id, c.name, c.sheet["strength"]) for c in services.characters.characters()] == [(ana, "Ana", 5)]


def test_an_actor_without_an_id_is_matched_by_name_and_its_id_kept_from_then(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    del actor["_stats"]["exportSource"]
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(actor), "utf-8")
    _import(services, bare)
    [ana] = services.characters.characters()
    assert ana.foundry_id == ""
    preview = services.characters.preview_import([str(ANA)])  # by name, the id then kept
    assert preview.characters[0].updating and not preview.characters[0].update.same_actor
    assert services.characters.import_preview(preview)
    assert [(c.id, c.foundry_id) for c in services.characters.characters()] == [(ana.id, ANAS_ID)]


def test_another_actor_of_the_same_name_is_a_character_of_its_own(services, tmp_path):
    _import(services, ANA)
    other = _edited(tmp_path, ANA, _id="Zz9Yy8Xx7Ww6Vv5U")
    preview = services.characters.preview_import([str(other)])
    assert preview.characters[0].update is None and preview.characters[0].name == "Ana Reyes (2)"


def test_the_preview_says_the_match_is_the_same_foundry_actor(services, tmp_path, qapp):
    from PySide6.QtWidgets import QTreeWidgetItem

    from ui.dialogs.preview_updates import update_rows

    _renamed_ana(services)
    [read] = services.characters.preview_import([str(_edited(tmp_path, ANA))]).characters
    head = QTreeWidgetItem(["Ana Reyes"])
    update_rows(head, read)
    assert head.child(0).text(1) == "updates “Ana” of the roster (the same Foundry actor)"


def test_a_campaign_made_before_keeps_its_characters_with_no_actor_after_the_migration(tmp_path):
    """The first schema's campaign (revision 0001) migrated: Vera has no Foundry actor (""), and a new
    character made there keeps one."""
    import shutil

    from sqlmodel import Session, select

    from app.store.database import open_store
    from app.store.models import Character

    path = tmp_path / "old.deadwatch"
    shutil.copy(FOUNDRY.parent / "campaign-0001.deadwatch", path)
    store = open_store(str(path))
    try:
        with Session(store.engine) as s:
            [vera] = s.exec(select(Character)).all()
            assert (vera.name, vera.foundry_id) == ("Vera", "")
            vera.foundry_id = ANAS_ID
            s.add(vera)
            s.commit()
        with Session(store.engine) as s:
            assert s.exec(select(Character)).one().foundry_id == ANAS_ID
    finally:
        store.engine.dispose()
