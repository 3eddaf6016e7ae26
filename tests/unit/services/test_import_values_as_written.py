"""A refused value is shown as the file wrote it, and named in the GM's words: a Strength of
99999999999999999999999 in a spreadsheet showed "99999999999999991611392 (refused)" (read through
a float), and an actor's Health of 10**30 was refused as «“system.health.value” is 1000…0», the
path in the actor where the "From the file" column already says "Health"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
HUGE = "99999999999999999999999"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_a_huge_number_in_a_spreadsheet_is_shown_digit_for_digit(services, tmp_path):
    lines = PARTY.read_text("utf-8").splitlines(keepends=True)
    assert '"Reyes, Ana",Player character,4,' in lines[1]
    lines[1] = lines[1].replace('"Reyes, Ana",Player character,4,', f'"Reyes, Ana",Player character,{HUGE},')
    party = tmp_path / "party.csv"
    party.write_text("".join(lines), "utf-8")
    preview = services.characters.preview_import([str(party)])
    ana = next(c for c in preview.characters if c.name == "Reyes, Ana")
    [row] = [f for f in ana.fields if f.refused]
    assert str(row.value) == HUGE


@pytest.mark.parametrize(("part", "word"), [("health", "Health"), ("stress", "Stress")])
def test_an_actor_s_track_out_of_bounds_is_named_by_the_sheet_s_word_not_its_path(services, tmp_path, part, word):
    actor = json.loads(GLORIA.read_text("utf-8"))
    actor["system"][part] = {"value": 10**30, "max": 3}
    path = tmp_path / "gloria.json"
    path.write_text(json.dumps(actor), "utf-8")
    [gloria] = services.characters.preview_import([str(path)]).characters
    [said] = [render(r["t"], r["args"]) for r in gloria.refused]
    assert said.startswith(f"“{word}” is {10**30}; "), said
    assert "system." not in said
