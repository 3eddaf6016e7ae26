"""A Foundry actor's field holding a value of another type than the data model's: a critical
injury's ``fatal`` written as “yes” (the model has a boolean) is named in the preview and the
injury left out, as an item's number written as a word is, never read as not lethal without a word."""

from __future__ import annotations

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


def _ana(tmp_path: Path, fatal: object) -> str:
    actor = json.loads(ANA.read_text("utf-8"))
    for item in actor["items"]:
        if item["type"] == "criticalInjury":
            item["system"]["fatal"] = fatal
            item["flags"] = {}
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return str(file)


def test_a_fatal_that_is_no_true_or_false_is_named_and_the_injury_left_out(services, tmp_path):
    ana = services.characters.preview_import([_ana(tmp_path, "yes")]).characters[0]
    assert [text(n) for n in ana.ignored if "Deep cut" in text(n)] == [
        "critical injury «Deep cut»: “system.fatal” should be true or false, not “yes”; it is left out"]
    assert ana.person is not None and ana.person["state"]["injuries"] == []
    assert not [f for f in ana.fields if f.label == "Critical injury"]


@pytest.mark.parametrize(("fatal", "lethal"), [(True, True), ("true", True), (False, False), ("", False)])
def test_a_fatal_of_the_data_model_s_type_is_read(services, tmp_path, fatal, lethal):
    ana = services.characters.preview_import([_ana(tmp_path, fatal)]).characters[0]
    assert [i["lethal"] for i in ana.person["state"]["injuries"]] == [lethal]
    assert not any("system.fatal" in text(n) for n in ana.ignored)
