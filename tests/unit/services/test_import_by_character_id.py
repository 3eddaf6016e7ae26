"""A character Deadwatch exported comes back as the same character, whatever it is called: the
English demo's party imported into the Russian demo updates «Отец Том» rather than bringing in a
new "Father Tom" beside him.  Each export (the party file, the spreadsheet, Foundry actors) writes
the character's own id, the demos' characters have one id in every language, and an import
matches the id before the name."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import EditCharacter
from app.services.demo import build_demo
from app.services.files import create_campaign
from app.services.logtext import render


@pytest.fixture
def demos(tmp_path, qapp):
    def build(ruleset: str, preset: str | None, language: str) -> Path:
        return build_demo(tmp_path / f"{ruleset}-{preset}-{language}.deadwatch", ruleset, preset, language=language)
    return build


def _export(path: Path, out: Path, form: str) -> None:
    services = open_services(str(path), Dice(seed=3))
    try:
        ids = [int(c.id) for c in services.characters.characters()]
        assert services.characters.export_file(str(out), ids, form)
    finally:
        services.close()


def _preview(services, out: Path):
    preview = services.characters.preview_import([str(out)])
    assert preview.ready, [render(r["t"], r["args"]) for r in preview.refusals()]
    return preview


@pytest.mark.parametrize("form, suffix", [("deadwatch", "json"), ("csv", "csv")])
def test_the_english_demos_father_tom_updates_the_russian_demos_otets_tom(demos, tmp_path, form, suffix):
    english = demos("afmbe", "unisystem", "en")
    russian = demos("afmbe", "unisystem", "ru")
    out = tmp_path / f"party.{suffix}"
    _export(english, out, form)
    services = open_services(str(russian), Dice(seed=3))
    try:
        before = [(c.id, c.name) for c in services.characters.characters()]
        assert "Отец Том" in [name for _id, name in before]
        preview = _preview(services, out)
        tom = next(c for c in preview.characters if c.name == "Father Tom" or c.read_name == "Father Tom")
        assert tom.updating and tom.update is not None, "Father Tom would come in as a new character"
        assert tom.update.name == "Отец Том" and tom.update.same_id
        # every character of the party is matched, none comes in new
        assert all(c.updating for c in preview.importable())
        assert services.characters.import_preview(preview) or not any(
            preview.change_count(c) for c in preview.importable())
        assert [(c.id, c.name) for c in services.characters.characters()] == before
    finally:
        services.close()


def test_each_export_writes_the_characters_id_the_same_in_every_language(demos, tmp_path):
    english, russian = demos("twdu", None, "en"), demos("twdu", None, "ru")
    _export(english, tmp_path / "en.json", "deadwatch")
    _export(russian, tmp_path / "ru.json", "deadwatch")
    en = json.loads((tmp_path / "en.json").read_text("utf-8"))["characters"]
    ru = json.loads((tmp_path / "ru.json").read_text("utf-8"))["characters"]
    assert [c["id"] for c in en] == [c["id"] for c in ru]
    assert len({c["id"] for c in en}) == len(en), "two characters share an id"
    assert [c["name"] for c in ru][-1] == "Ходячий"
    _export(english, tmp_path / "en.csv", "csv")
    rows = list(csv.reader(io.StringIO((tmp_path / "en.csv").read_text("utf-8-sig"))))
    column = rows[0].index("Deadwatch id")
    assert [r[column] for r in rows[1:]] == [c["id"] for c in en]
    _export(english, tmp_path / "actors.json", "foundry")
    ana = json.loads((tmp_path / "actors-Ana Reyes.json").read_text("utf-8"))
    assert ana["flags"]["world"]["deadwatch"]["id"] == en[0]["id"]


def test_a_foundry_actor_deadwatch_wrote_finds_its_character_renamed(demos, tmp_path):
    english = demos("twdu", None, "en")
    _export(english, tmp_path / "actors.json", "foundry")
    services = open_services(str(demos("twdu", None, "ru")), Dice(seed=3))
    try:
        ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
        services.campaign.execute(EditCharacter(int(ana.id), name="Ана"))
        preview = _preview(services, tmp_path / "actors-Ana Reyes.json")
        [read] = preview.characters
        assert read.updating and read.update.id == ana.id and read.update.same_id
    finally:
        services.close()


def test_a_new_character_keeps_the_files_id_and_a_copy_takes_a_new_one(demos, tmp_path):
    _export(demos("twdu", None, "en"), tmp_path / "party.json", "deadwatch")
    doc = json.loads((tmp_path / "party.json").read_text("utf-8"))
    doc["characters"] = doc["characters"][:1]
    (tmp_path / "ana.json").write_text(json.dumps(doc), "utf-8")
    path = tmp_path / "new.deadwatch"
    create_campaign(str(path), "New", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert services.characters.import_preview(_preview(services, tmp_path / "ana.json"))
        [ana] = services.characters.characters()
        assert ana.uid == doc["characters"][0]["id"]
        services.campaign.execute(EditCharacter(int(ana.id), name="Ana"))
        preview = _preview(services, tmp_path / "ana.json")  # found again by the id, renamed since
        [read] = preview.characters
        assert read.updating and read.update.id == ana.id and read.update.same_id
        preview.choose_copies(True)  # a copy beside her: the id stays hers
        assert services.characters.import_preview(preview)
        rows = services.characters.characters()
        assert [c.name for c in rows] == ["Ana", "Ana Reyes"]
        assert rows[0].uid == doc["characters"][0]["id"] and rows[1].uid not in ("", rows[0].uid)
    finally:
        services.close()


def test_an_id_that_is_no_deadwatch_id_is_refused_naming_it(demos, tmp_path):
    _export(demos("twdu", None, "en"), tmp_path / "party.json", "deadwatch")
    doc = json.loads((tmp_path / "party.json").read_text("utf-8"))
    doc["characters"][1]["id"] = {"not": "an id"}
    (tmp_path / "bad.json").write_text(json.dumps(doc), "utf-8")
    services = open_services(str(demos("twdu", None, "ru")), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(tmp_path / "bad.json")])
        assert not preview.ready
        said = render(preview.refusals()[0]["t"], preview.refusals()[0]["args"])
        assert "character 2 (Ben Okafor)" in said and "“id” is not a Deadwatch character id" in said
    finally:
        services.close()
