"""Keeping the night's wounds over a sheet that raises a track's maximum: the preview's line says why
the value now changes.  AFMBE works Endurance out from Strength, Constitution and Willpower; a
Willpower raised in the file raises the maximum, and the points lost in the night stay lost, so the
value now rises with it.  The GM read "Endurance (now): 29 → 32" beside "Endurance 29 in the file:
not taken, the night's wounds are kept" with nothing saying why it rose."""

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
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_the_value_now_that_follows_a_raised_maximum_says_so(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(TOM)]))
    actor = json.loads(TOM.read_text("utf-8"))
    actor["system"]["primaryAttributes"]["willpower"]["value"] = 3
    later = tmp_path / "tom.json"
    later.write_text(json.dumps(actor), "utf-8")
    preview = services.characters.preview_import([str(later)])
    preview.choose_keep_night(True)
    [tom] = preview.characters
    said = [render(x["t"], x["args"]) for x in preview.changes_of(tom)[0]]
    assert "Endurance (now): 29 → 32 (its maximum 29 → 32 with the new sheet; the points lost are kept)" \
        in said, said
    preview.choose_keep_night(False)  # the file's state taken: its own value, nothing to explain
    said = [render(x["t"], x["args"]) for x in preview.changes_of(tom)[0]]
    assert not any("the points lost are kept" in s for s in said), said
