"""A critical injury read from a Foundry actor goes back out as Foundry had it: a Sprained Ankle of
complexity "A", skill "mobility" and effect ``-1`` was written back "B", "" and ``1`` (the sheet's
injury holds a number of dice, and the equipment only while it is lethal).  The export now writes
the complexity and the skill read, and the effect with the sign the file gave; a lethal injury's
complexity is still the equipment it needs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
ANKLE = {"_id": "it0000000000crt2", "name": "Sprained Ankle", "type": "criticalInjury", "img": "icons/svg/blood.svg",
         "system": {"description": "<p>Limping.</p>", "notes": "", "weight": "", "bonus": 0, "skill": "mobility",
                    "fatal": False, "timeLimit": "", "complexity": "A", "effect": -1, "recovery": "D6"},
         "effects": [], "flags": {}}
LUNG = {"_id": "it0000000000crt1", "name": "Punctured Lung", "type": "criticalInjury", "img": "icons/svg/blood.svg",
        "system": {"description": "<p>Hard to breathe.</p>", "notes": "", "weight": "", "bonus": 0, "skill": "",
                   "fatal": True, "timeLimit": "", "complexity": "B", "effect": -1, "recovery": ""},
        "effects": [], "flags": {}}


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    opened.campaign.start_session("The mall")
    yield opened
    opened.close()


def _exported_injuries(services, tmp_path: Path) -> dict[str, dict]:
    actor = json.loads(ANA.read_text("utf-8"))
    actor["items"] = [i for i in actor["items"] if i["type"] != "criticalInjury"] + [ANKLE, LUNG]
    src = tmp_path / "ana.json"
    src.write_text(json.dumps(actor), encoding="utf-8")
    assert services.characters.import_preview(services.characters.preview_import([str(src)]))
    (ana,) = services.characters.characters()
    out = tmp_path / "out"
    out.mkdir()
    assert services.characters.export_file(str(out / "party.json"), [ana.id], "foundry")
    (written,) = list(out.iterdir())
    again = json.loads(written.read_text("utf-8"))
    return {i["name"]: i["system"] for i in again["items"] if i["type"] == "criticalInjury"}


def test_an_injury_s_complexity_skill_and_effect_sign_come_back(services, tmp_path):
    injuries = _exported_injuries(services, tmp_path)
    ankle = injuries["Sprained Ankle"]
    assert (ankle["complexity"], ankle["skill"], ankle["effect"]) == ("A", "mobility", -1)
    lung = injuries["Punctured Lung"]
    assert (lung["complexity"], lung["effect"], lung["fatal"]) == ("B", -1, True)


def test_the_exported_actor_reads_back_the_same_injuries(services, tmp_path, qapp):
    _exported_injuries(services, tmp_path)
    (ana,) = services.characters.characters()
    again = next(p for p in (tmp_path / "out").iterdir())
    preview = services.characters.preview_import([str(again)])
    (read,) = preview.characters
    assert read.person is not None
    mine = [(i["name"], i["penalty"], i["lethal"]) for i in ana.state["injuries"]]
    theirs = [(i["name"], i["penalty"], i["lethal"]) for i in read.person["state"]["injuries"]]
    assert theirs == mine and ("Sprained Ankle", 1, False) in mine
