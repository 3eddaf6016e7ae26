"""One Foundry actor id, one character; one roster character, one row of a batch.

A faulty export gave Ana Reyes and Gloria one actor id: imported together, both kept it, and
Gloria's file imported again then "updated" Ana Reyes (the same Foundry actor) — a PC overwritten by
an NPC, 23 changes.  A batch with two actors of one id brings the second in without it, as alone; an
import never stores an id another character holds; an actor whose id is one character's but whose
name and kind are exactly another's updates the one of its name, and says why.  The same party in
two files of one batch ("Ana Reyes (2)", "Ben Okafor (2)" …) is one character each, the later file's
(:mod:`app.services.imports.same_batch`).  In Russian those lines say nothing of a gender: Gloria's
read «его id актёра Foundry…», a man's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
EXCEL = FIXTURES / "csv" / "twdu-party-excel-semicolon-bom.csv"
SHEETS = FIXTURES / "csv" / "twdu-party-google-sheets.csv"
ANAS_ID = "Q1w2E3r4T5y6U7i8"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _gloria_with_anas_id(tmp_path: Path) -> Path:
    """Gloria's actor as the faulty export wrote it: Ana Reyes's id."""
    actor = json.loads(GLORIA.read_text("utf-8"))
    actor["_stats"]["exportSource"]["uuid"] = f"Actor.{ANAS_ID}"
    actor["system"]["health"]["value"] = 1  # and hurt since: something to update
    out = tmp_path / "gloria.json"
    out.write_text(json.dumps(actor), "utf-8")
    return out


def _said(lines) -> list[str]:
    return [render(x["t"], x["args"]) for x in lines]


def test_two_actors_of_one_id_in_a_batch_the_second_comes_in_without_it_as_it_does_alone(services, tmp_path):
    faulty = _gloria_with_anas_id(tmp_path)
    preview = services.characters.preview_import([str(ANA), str(faulty)])
    ana, gloria = preview.characters
    assert ana.person is not None and gloria.person is not None and not gloria.refused
    assert "its Foundry actor id is already “Ana Reyes”'s: not kept with this character" in _said(gloria.notices)
    assert services.characters.import_preview(preview)
    rows = services.characters.characters()
    assert sorted((c.name, c.foundry_id) for c in rows) == [("Ana Reyes", ANAS_ID), ("Gloria", "")]
    # the same two files one after the other: the same characters, the same note
    other = tmp_path / "alone"
    other.mkdir()
    alone = open_services(_new_campaign(other), Dice(seed=3))
    try:
        assert alone.characters.import_preview(alone.characters.preview_import([str(ANA)]))
        preview = alone.characters.preview_import([str(faulty)])
        [gloria] = preview.characters
        assert "its Foundry actor id is already “Ana Reyes”'s: not kept with this character" \
            in _said(gloria.notices), _said(gloria.notices)
        assert alone.characters.import_preview(preview)
        assert sorted((c.name, c.foundry_id) for c in alone.characters.characters()) == \
            [("Ana Reyes", ANAS_ID), ("Gloria", "")]
    finally:
        alone.close()


def _new_campaign(folder: Path) -> str:
    path = folder / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    return str(path)


def test_an_actor_named_as_one_character_but_with_anothers_id_updates_the_one_of_its_name(services, tmp_path):
    preview = services.characters.preview_import([str(ANA)])
    assert services.characters.import_preview(preview)
    preview = services.characters.preview_import([str(GLORIA)])
    assert services.characters.import_preview(preview)
    ana, gloria = services.characters.characters()
    gloria_file = _gloria_with_anas_id(tmp_path)
    preview = services.characters.preview_import([str(gloria_file)])
    [read] = preview.characters
    assert read.updating and read.update.id == gloria.id and not read.update.same_actor
    assert read.update.grave == (), "a change of kind said: the PC was taken for her"
    notices = " ".join(_said(read.notices))
    assert "“Ana Reyes”" in notices and "“Gloria”" in notices
    before, hers = (dict(ana.sheet), ana.kind), dict(gloria.state)
    assert services.characters.import_preview(preview)
    ana, gloria = services.characters.characters()
    assert (dict(ana.sheet), ana.kind) == before and ana.name == "Ana Reyes"
    assert gloria.state != hers, "Gloria was not updated"
    assert gloria.foundry_id != ANAS_ID


#: a Russian pronoun or word of a gender said of a character («его id актёра» for Gloria, a woman)
GENDERED = re.compile(r"(?<![а-яё])(его|ему|него|нему|ним|нём|он|она|её|ей|неё|связан|связана|невредимым)(?![а-яё])")


def test_gloria_s_lines_in_russian_need_no_pronoun_of_a_gender(services, tmp_path):
    from ui.i18n import set_language

    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    faulty = _gloria_with_anas_id(tmp_path)
    [new] = services.characters.preview_import([str(faulty)]).characters  # the id is Ana's: not kept
    assert services.characters.import_preview(services.characters.preview_import([str(GLORIA)]))
    [update] = services.characters.preview_import([str(faulty)]).characters  # the id Ana's, the name hers
    assert update.update is not None
    assert set_language("ru")
    try:
        rows = [f.shown or f.value for f in new.fields]  # her Strength worked out from her skills' levels
        said = [render(x["t"], x["args"], x.get("ctx", "log")) for x in [
            *new.notices, *new.ignored, *update.notices, *update.update.changes,
            *(r for r in rows if isinstance(r, dict) and "t" in r)]]
    finally:
        set_language("en")
    assert any("«Ana Reyes»" in line for line in said) and any("навыков в Foundry" in line for line in said), said
    assert [line for line in said if GENDERED.search(line)] == [], said


def test_an_import_never_stores_an_id_another_character_holds(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    preview = services.characters.preview_import([str(ANA)])
    preview.choose_copies(True)  # Ana Reyes again, as a new copy: the id stays the first one's
    [read] = preview.characters
    assert not read.updating and read.kept_id() == ""
    assert any("“Ana Reyes”" in said and "not kept" in said for said in _said(read.notices))
    assert services.characters.import_preview(preview)
    ids = [c.foundry_id for c in services.characters.characters()]
    assert ids == [ANAS_ID, ""]
    preview.choose_copies(False)
    assert not any("not kept" in said for said in _said(read.notices))


def test_the_same_party_in_two_files_of_a_batch_updates_each_character_once(services):
    assert services.characters.import_preview(services.characters.preview_import([str(EXCEL)]))
    names = [c.name for c in services.characters.characters()]
    preview = services.characters.preview_import([str(EXCEL), str(SHEETS)])
    assert sorted(c.name for c in preview.characters) == sorted(names)  # one each, said in both files
    assert all(c.file == SHEETS.name and c.person is not None for c in preview.characters)
    said = _said(preview.characters[0].notices)
    assert f"in {EXCEL.name} and {SHEETS.name}: one character, imported once from {SHEETS.name}" in said, said
    assert not any("(2)" in c.name for c in preview.importable())
    assert preview.ready and sorted(c.name for c in preview.updates()) == sorted(names)
    services.characters.import_preview(preview)
    assert [c.name for c in services.characters.characters()] == names


def test_a_refused_file_of_the_party_claims_no_character_the_other_file_updates(services, tmp_path):
    from tests.unit.services.test_import_batches import PARTY, bad_spreadsheet

    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    bad = bad_spreadsheet(tmp_path)  # the same party, Ben's Strength 99: the file is refused whole
    edited = tmp_path / "party.csv"
    edited.write_text(PARTY.read_text("utf-8-sig").replace('"Reyes, Ana",Player character,4,',
                                                           '"Reyes, Ana",Player character,5,'), "utf-8")
    preview = services.characters.preview_import([str(bad), str(edited)])
    later = [c for c in preview.characters if c.file == edited.name]
    assert later and all(c.person is not None for c in later), [_said(c.refused) for c in later]
    assert services.characters.import_preview(preview)
    ana = next(c for c in services.characters.characters() if c.name == "Reyes, Ana")
    assert ana.sheet["strength"] == 5


def test_an_npc_with_a_pc_s_id_and_neither_her_name_nor_her_kind_comes_in_beside_her(services, tmp_path):
    """Only Ana Reyes in the roster: Gloria's faulty file (Ana's id) no longer updates her, PC → NPC."""
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    [ana] = services.characters.characters()
    before = (ana.kind, dict(ana.sheet))
    preview = services.characters.preview_import([str(_gloria_with_anas_id(tmp_path))])
    [read] = preview.characters
    assert not read.updating and read.update is None
    assert "its Foundry actor id is already “Ana Reyes”'s: not kept with this character" in _said(read.notices)
    assert not read.renamed  # a note, not a new name: the top does not say one is given
    assert services.characters.import_preview(preview)
    rows = {c.name: c for c in services.characters.characters()}
    assert (rows["Ana Reyes"].kind, dict(rows["Ana Reyes"].sheet)) == before
    assert (rows["Gloria"].kind, rows["Gloria"].foundry_id) == ("npc", "")
