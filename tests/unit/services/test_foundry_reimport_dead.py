"""Importing the same Foundry actor again keeps a death the roster has.  Ana Reyes came in from
Foundry with an untended Deep cut, lethal in a few hours; seven hours passed in the night and the
cut killed her.  The actor, written before, has no "dead" status: the re-import brought her back to
life, the expired cut still on her.  Now she stays dead, the preview's row of the update says
"dead in the roster: kept", and undo takes the update back with her still dead.  A file that
says otherwise in a way newer than the roster (Deadwatch's own export, written later in her
injury's course, her alive then) gives its own; a file that says she is dead brings the death."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from app.export.language import translator_for
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
NIGHT = 7 * 60  # her Deep cut is lethal in D6 hours (rolled on import), untended


@pytest.fixture
def services(twdu):  # noqa: ANN001, ANN201
    """The services' new twdu campaign (conftest), a session begun."""
    twdu.campaign.start_session("The mall")
    return twdu


def _write(tmp_path: Path, name: str, actor: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(actor), encoding="utf-8")
    return str(path)


def _ana(services):
    (row,) = services.characters.characters()
    return row


def _died_in_the_night(services, tmp_path) -> dict:
    """Ana imported, then killed by her Deep cut's time running out; the actor as Foundry has it."""
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    assert not _ana(services).state["dead"]
    assert services.game_time.pass_time(NIGHT)
    assert _ana(services).state["dead"]
    return actor


def _changes(preview) -> list[str]:
    (read,) = preview.characters
    assert read.updating and read.update is not None
    return [render(c["t"], c.get("args", {}), c.get("ctx", "log")) for c in read.update.changes]


def test_a_reimport_keeps_her_dead_and_says_so(services, tmp_path):
    actor = _died_in_the_night(services, tmp_path)
    dead = copy.deepcopy(_ana(services).state)
    preview = services.characters.preview_import([_write(tmp_path, "again.json", actor)])
    assert "dead in the roster: kept" in _changes(preview)
    (read,) = preview.characters
    kept = next(c for c in read.update.changes if c["t"] == "dead in the roster: kept")
    said = {lang: render(kept["t"], kept["args"], kept["ctx"], translator_for(lang)) for lang in ("ru", "es")}
    assert said == {"ru": "смерть в списке персонажей: сохраняется",
                    "es": "muerte en la lista de personajes: se mantiene"}
    assert read.update.same  # the file holds her as the roster has her, her death aside: nothing to write
    services.characters.import_preview(preview)
    assert _ana(services).state == dead


def test_an_edited_actor_updates_her_and_undo_leaves_her_dead(services, tmp_path):
    actor = _died_in_the_night(services, tmp_path)
    before = copy.deepcopy(_ana(services))
    edited = copy.deepcopy(actor)
    edited["system"]["attributes"]["str"]["value"] += 1  # the GM raised her Strength in Foundry
    preview = services.characters.preview_import([_write(tmp_path, "b.json", edited)])
    changes = _changes(preview)
    assert "Strength: 4 → 5" in changes and "dead in the roster: kept" in changes, changes
    assert services.characters.import_preview(preview)
    after = _ana(services)
    assert after.sheet["strength"] == before.sheet["strength"] + 1
    assert after.state == before.state and after.state["dead"]
    assert not services.ruleset.can_act(after.sheet, after.state)
    assert services.campaign.undo()
    undone = _ana(services)
    assert (undone.sheet, undone.state) == (before.sheet, before.state)


def test_a_file_written_later_in_her_course_gives_her_alive(services, tmp_path):
    """Exported by Deadwatch after her cut was stabilized and tended and eight hours passed (alive):
    that night undone, she dies of the untreated cut in seven hours; the file is the later one."""
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    ana = int(_ana(services).id)
    assert services.characters.heal(ana, {"kind": "stabilize", "injury": 1, "successes": 1, "equipment": "B"})
    assert services.characters.heal(ana, {"kind": "tend", "injury": 1, "successes": 1, "equipment": "B"})
    assert services.game_time.pass_time(NIGHT + 60)
    assert not _ana(services).state["dead"]  # treated in time
    exported = tmp_path / "ana-out.json"
    assert services.characters.export_file(str(exported), [ana], "foundry")
    for _ in range(3):  # the time, the tending and the stabilizing taken back
        assert services.campaign.undo()
    assert services.game_time.pass_time(NIGHT)
    assert _ana(services).state["dead"]
    preview = services.characters.preview_import([str(exported)])
    assert not preview.keep_night  # the file is the later one: its state is taken by default
    assert "dead in the roster: kept" not in _changes(preview)
    assert services.characters.import_preview(preview)
    assert not _ana(services).state["dead"]


def test_a_file_that_says_she_is_dead_brings_the_death(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    dead = copy.deepcopy(actor)
    dead["system"]["health"]["value"] = 0
    dead["effects"].append({"name": "Dead", "statuses": ["dead"], "disabled": False})
    preview = services.characters.preview_import([_write(tmp_path, "dead.json", dead)])
    assert "dead in the roster: kept" not in _changes(preview)
    assert services.characters.import_preview(preview)
    assert _ana(services).state["dead"]
