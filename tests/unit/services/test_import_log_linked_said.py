"""The import's log line says what changed for every character it updated: Gloria, whose Foundry actor
only linked her (the sheet as the spreadsheet had it), was named bare beside "Ben Okafor (Strength: 4 →
3)"; now "Gloria (linked to its Foundry actor: found again if renamed)"."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_a_character_only_linked_to_its_actor_is_said_so_in_the_log_line(services):
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    before = len(services.campaign.events())
    assert services.characters.import_preview(services.characters.preview_import([str(GLORIA), str(PARTY)]))
    lines = [render_event(e) for e in services.campaign.events()[before:]]
    assert lines == ["Updated 1 character from the files: Gloria (linked to its Foundry actor: found again if "
                     "renamed)"], lines
