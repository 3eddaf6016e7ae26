"""A Foundry AFMBE actor's Life Points are the damage Foundry says, not its number now: Father Tom at
28 of Foundry's 34 has lost 6, and comes in at 34 of the 40 the rules work out here (he came in at
28/40, 12 lost); the preview says so, and importing the actor again changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

TOM = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "unisystem", {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_father_tom_keeps_the_six_points_foundry_says_he_lost(services):
    preview = services.characters.preview_import([str(TOM)])
    [tom] = preview.characters
    said = [render(n["t"], n["args"]) for n in tom.notices]
    assert any(s.startswith("Life Points: 28 of 34 in Foundry, 6 lost: 34 of 40 here") for s in said), said
    assert services.characters.import_preview(preview)
    [row] = services.characters.characters()
    assert services.ruleset.track_values(row.sheet, row.state)["life_points"] == 34
    again = services.characters.preview_import([str(TOM)])
    [read] = again.characters
    assert [render(x["t"], x["args"]) for x in again.changes_of(read)[0]] == ["nothing changes"]
