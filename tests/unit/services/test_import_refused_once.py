"""A value the file gives that is refused is said once: a track worked out from it is not refused
for it too.

A GM's AFMBE row with Strength typed "three" was refused twice: for the Strength, then for its
Endurance 29, held to the bounds a default Strength of 2 gives ("“Endurance (now)” is 29; on this
sheet it runs from −26 to 26"), a value that fits Billy Joe's own Strength of 3.  A Foundry actor
whose Strength is text was refused the same way.  An Endurance no Strength could give is still
refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

TOM = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


@pytest.fixture
def afmbe(tmp_path, qapp):  # noqa: ANN001, ANN201
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _refused(services, path: Path) -> tuple[list[str], dict[str, bool]]:  # noqa: ANN001
    preview = services.characters.preview_import([str(path)])
    [person] = preview.characters
    said = [render(r["t"], r["args"], r.get("ctx", "log")) for r in person.refused]
    return said, {f.label: f.refused for f in person.fields}


def test_a_spreadsheets_endurance_is_not_refused_for_a_strength_refused(afmbe, tmp_path):
    path = tmp_path / "crew.csv"
    path.write_text("Name,Strength,Constitution,Willpower,Endurance (now)\nBilly Joe,three,3,2,29\n", "utf-8")
    said, marked = _refused(afmbe, path)
    assert said == ["“Strength”: “three” is not what this field holds: a whole number from 0 to 10"]
    assert marked["Strength"] and not marked["Endurance"]


def test_an_endurance_no_strength_could_give_is_still_refused(afmbe, tmp_path):
    path = tmp_path / "crew.csv"
    path.write_text("Name,Strength,Constitution,Willpower,Endurance (now)\nBilly Joe,three,3,2,99\n", "utf-8")
    said, marked = _refused(afmbe, path)
    assert said[0] == "“Strength”: “three” is not what this field holds: a whole number from 0 to 10"
    assert len(said) == 2 and said[1].startswith("“Endurance (now)” is 99;")
    assert marked["Endurance"]


def test_an_actors_endurance_is_not_refused_for_its_strength_typed_in_words(afmbe, tmp_path):
    actor = json.loads(TOM.read_text("utf-8"))
    actor["system"]["primaryAttributes"]["strength"]["value"] = "three"
    path = tmp_path / "tom.json"
    path.write_text(json.dumps(actor), "utf-8")
    said, marked = _refused(afmbe, path)
    assert said == ["“Strength (system.primaryAttributes.strength.value)”: “three” is not what this field holds: "
                    "a whole number from 0 to 10"]
    assert not marked["Endurance"]
