"""Copies of a character ("5 walkers") are made in the roster, not put into a fight: the log line
says they were made ("4 copies of Zombie 2 made"), never that they "join the fight", with the
plural forms of the language."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


@pytest.fixture
def d10under(tmp_path, qapp):
    path = campaign_target(tmp_path, "copies.deadwatch")
    create_campaign(str(path), "Copies", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    yield services
    services.close()


def test_copies_made_with_no_fight_running(d10under):
    assert d10under.characters.create("Zombie 2", "zombie", {"agility": 2})
    zed = int(d10under.characters.characters()[0].id)
    assert d10under.initiative.encounter() is None
    assert d10under.characters.duplicate(zed, 4)
    assert render_event(d10under.campaign.events()[-1]) == "4 copies of Zombie 2 made"
    assert d10under.characters.duplicate(zed, 1)
    assert render_event(d10under.campaign.events()[-1]) == "1 copy of Zombie 2 made"
    assert [c.name for c in d10under.characters.characters()].count("Zombie 3") == 1
