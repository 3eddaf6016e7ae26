"""Importing the same Foundry actor again: a number the actor does not hold and that was rolled on
the first import (a critical injury's recovery time) stays as the roster has it, said so in the
preview, and nothing is rolled again; an injury new to the character is rolled as ever."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _actor() -> dict:
    actor = json.loads(ANA.read_text("utf-8"))
    for item in actor["items"]:
        if item["type"] == "criticalInjury":  # Deep cut: not lethal, the recovery rolled in days
            item["system"].update({"fatal": False, "timeLimit": "", "recovery": ""})
    return actor


def _write(tmp_path: Path, name: str, actor: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(actor), encoding="utf-8")
    return str(path)


def test_the_same_actor_again_rolls_nothing_and_keeps_the_recovery(services, tmp_path):
    file = _write(tmp_path, "ana.json", _actor())
    assert services.characters.import_preview(services.characters.preview_import([file]))
    (row,) = services.characters.characters()
    recovery = row.state["injuries"][0]["recovery"]
    again = services.characters.preview_import([file])
    (ana,) = again.characters
    assert ana.updating and ana.update.same
    (shown,) = [f for f in ana.fields if f.label == "Critical injury"]
    assert text(shown.value) == (f"Deep cut: recovery in {recovery} {'day' if recovery == 1 else 'days'} as the "
                                 "roster has it, not rolled again")
    again.choose_copies(True)  # a new copy is a new character: its number is rolled
    (shown,) = [f for f in ana.fields if f.label == "Critical injury"]
    assert "rolled on import" in text(shown.value)
    again.choose_copies(False)
    events = len(services.campaign.events())
    assert not services.characters.import_preview(again)  # nothing changes: nothing written
    assert len(services.campaign.events()) == events
    assert services.characters.characters()[0].state == row.state


def test_only_a_new_injury_is_rolled_on_an_update(services, tmp_path):
    actor = _actor()
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    (row,) = services.characters.characters()
    recovery = row.state["injuries"][0]["recovery"]
    ribs = copy.deepcopy(next(i for i in actor["items"] if i["type"] == "criticalInjury"))
    ribs.update({"name": "Broken ribs", "_id": "ribs0000ribs0000"})
    actor["items"].append(ribs)
    preview = services.characters.preview_import([_write(tmp_path, "b.json", actor)])
    deep, broken = [f for f in preview.characters[0].fields if f.label == "Critical injury"]
    assert text(deep.value) == (f"Deep cut: recovery in {recovery} {'day' if recovery == 1 else 'days'} as the "
                                "roster has it, not rolled again")
    assert "(D6 rolled on import:" in text(broken.value)
    assert services.characters.import_preview(preview)
    (row,) = services.characters.characters()
    assert row.state["injuries"][0]["recovery"] == recovery
    said = [text(x) for x in services.campaign.events()[-1].args["lines"]]
    assert len(said) == 1 and said[0].startswith("Ana Reyes: Broken ribs: ")
    assert len(services.campaign.events()[-1].payload["gm_only_rolls"]) == 1
