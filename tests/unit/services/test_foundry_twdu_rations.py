"""Rations and the Foundry twdu system: its data model (template.json 3.0 to 4.0.3, kept in
tests/fixtures/foundry) has no place for a character's food: no field of it, no consumable item, a
gear item's ``quantity`` shown on no sheet.  An actor made in Foundry (the fixtures, as the
system's "Export Data" writes them) says nothing of rations: the preview says they are not in
Foundry's sheet, a new character starts with none and an update keeps the roster's count (it was
set to 0).  What Deadwatch's own export wrote of them (its flags, which Foundry keeps) comes back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import EditCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event

FOUNDRY = Path(__file__).resolve().parents[2] / "fixtures" / "foundry"
ANA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
GLORIA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
NEW = {"en": "Rations: not in Foundry's sheet, none to start with",
       "ru": "Пайки: в листе Foundry их нет, для начала — ни одного",
       "es": "Raciones: no están en la hoja de Foundry, ninguna para empezar"}
KEPT = {"en": "Rations: not in Foundry's sheet, kept as they were",
        "ru": "Пайки: в листе Foundry их нет, остаются прежними",
        "es": "Raciones: no están en la hoja de Foundry, se quedan como estaban"}


@pytest.fixture
def services(tmp_path, qapp):  # noqa: ANN001, ANN201
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    from ui.i18n import set_language

    def speak(code: str) -> None:
        assert set_language(code)
    yield speak
    set_language("en")


def said(lines) -> list[str]:  # noqa: ANN001
    return [render(x["t"], x["args"], x.get("ctx", "log")) for x in lines]


def rations_of(services, name: str) -> int:  # noqa: ANN001
    return next(c for c in services.characters.characters() if c.name == name).sheet["rations"]


def with_rations(services, name: str, count: int) -> None:  # noqa: ANN001
    """The GM sets the rations carried on the sheet."""
    row = next(c for c in services.characters.characters() if c.name == name)
    assert services.campaign.execute(EditCharacter(row.id, sheet={**row.sheet, "rations": count})) is not None


def edited(tmp_path: Path, source: Path, change) -> Path:  # noqa: ANN001
    """The actor as the GM changed it in Foundry and exported it again."""
    actor = json.loads(source.read_text("utf-8"))
    change(actor)
    out = tmp_path / source.name
    out.write_text(json.dumps(actor), "utf-8")
    return out


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize("actor, name", [(ANA, "Ana Reyes"), (GLORIA, "Gloria")])
def test_an_actor_made_in_foundry_comes_in_with_no_rations_and_says_foundry_has_no_place_for_them(
        services, speaking, actor, name, code):
    speaking(code)
    preview = services.characters.preview_import([str(actor)])
    [read] = preview.characters
    assert said(read.ignored).count(NEW[code]) == 1, said(read.ignored)
    assert services.characters.import_preview(preview)
    assert rations_of(services, name) == 0


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_an_update_from_an_actor_made_in_foundry_keeps_the_roster_s_rations(services, speaking, tmp_path, code):
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    with_rations(services, "Ana Reyes", 3)
    stronger = edited(tmp_path, ANA, lambda a: a["system"]["attributes"]["str"].update(value=5))
    speaking(code)
    preview = services.characters.preview_import([str(stronger)])
    [ana] = preview.characters
    assert ana.updating and said(ana.ignored).count(KEPT[code]) == 1, said(ana.ignored)
    assert not any("3 → 0" in x or "3 \u2192 0" in x for x in said(ana.update.changes)), said(ana.update.changes)
    assert len(ana.update.changes) == 1  # the Strength alone
    assert services.characters.import_preview(preview)
    ana_now = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    assert (ana_now.sheet["strength"], ana_now.sheet["rations"]) == (5, 3)
    logged = render_event(services.campaign.events()[-1])
    assert "Пайки" not in logged and "Raciones" not in logged and "Rations" not in logged, logged


def test_a_new_copy_of_the_actor_starts_with_none_and_says_so(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    with_rations(services, "Ana Reyes", 3)
    preview = services.characters.preview_import([str(ANA)])
    [ana] = preview.characters
    preview.choose_copies(True)  # a new character beside the roster's: the line says what it starts with
    assert said(ana.ignored).count(NEW["en"]) == 1 and KEPT["en"] not in said(ana.ignored), said(ana.ignored)
    preview.choose_copies(False)
    assert said(ana.ignored).count(KEPT["en"]) == 1 and NEW["en"] not in said(ana.ignored), said(ana.ignored)
    preview.choose_copies(True)
    assert services.characters.import_preview(preview)
    assert (rations_of(services, "Ana Reyes"), rations_of(services, "Ana Reyes (2)")) == (3, 0)


def test_the_rations_deadwatch_wrote_for_foundry_come_back_and_set_the_count(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    with_rations(services, "Ana Reyes", 4)
    out = tmp_path / "out" / "party.json"
    out.parent.mkdir()
    ids = [c.id for c in services.characters.characters()]
    assert services.characters.export_file(str(out), ids, "foundry")
    [written] = sorted(out.parent.glob("*.json"))  # one actor: the file named
    actor = json.loads(written.read_text("utf-8"))
    assert actor["flags"]["world"]["deadwatch"]["rations"] == 4  # Foundry keeps an actor's flags as they are
    assert "rations" not in json.dumps(actor["system"])  # the system's own data model has no place for them
    with_rations(services, "Ana Reyes", 1)  # two days eaten since the export
    preview = services.characters.preview_import([str(written)])
    [ana] = preview.characters
    assert not [x for x in said(ana.ignored) if "Foundry's sheet" in x], said(ana.ignored)
    assert "Rations: 1 → 4" in said(ana.update.changes), said(ana.update.changes)
    assert services.characters.import_preview(preview)
    assert rations_of(services, "Ana Reyes") == 4


@pytest.mark.parametrize("actor_first", [True, False], ids=["actor-first", "sheet-first"])
def test_a_spreadsheet_beside_the_actor_gives_the_rations_and_nothing_says_foundry_lacks_them(
        services, tmp_path, actor_first):
    sheet = tmp_path / "party.csv"
    sheet.write_text("Name,Strength,Agility,Wits,Empathy,Rations\nAna Reyes,4,3,3,2,5\n", "utf-8")
    files = [str(ANA), str(sheet)] if actor_first else [str(sheet), str(ANA)]
    preview = services.characters.preview_import(files)
    [ana] = preview.characters
    assert not [x for x in said(ana.ignored) if x.startswith("Rations: not in Foundry's sheet")], said(ana.ignored)
    assert services.characters.import_preview(preview)
    assert rations_of(services, "Ana Reyes") == 5
