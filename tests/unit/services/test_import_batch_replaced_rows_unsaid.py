"""Two files of one character: what the earlier file's reading says of a row the later file's list
replaces concerns nothing imported, and is not said.  Father Tom's Foundry actor and the party's
spreadsheet: the spreadsheet's weapon list is taken, so "“Baseball bat”: Foundry does not say how many
hands it takes" (nor the actor's Pump shotgun's) is no longer among his lines; his armor, taken from
the actor, keeps its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
TOM = FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"
SHEET = "Name,Kind,Strength,Weapons 1: Weapon,Weapons 1: Damage\nFather Tom,Player character,3,Pump shotgun,d6×6\n"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "unisystem", {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_the_actor_s_weapons_the_spreadsheet_replaces_are_not_explained(services, tmp_path):
    sheet = tmp_path / "party.csv"
    sheet.write_text(SHEET, "utf-8")
    preview = services.characters.preview_import([str(TOM), str(sheet)])
    [tom] = [c for c in preview.characters if c.name == "Father Tom"]
    assert [w["name"] for w in tom.person["sheet"]["weapons"]] == ["Pump shotgun"]
    said = [render(x["t"], x["args"]) for x in [*tom.ignored, *tom.notices, *tom.warnings]]
    assert not [s for s in said if "Baseball bat" in s or "Pump shotgun" in s], said
    assert any("“Leather jacket”: Foundry does not say what the armor covers" in s for s in said), said
