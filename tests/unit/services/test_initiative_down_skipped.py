"""N passes over those who fell (twdu: Broken, dead) and says so in its one line: the one whose turn
it was ("Ana is down: turn skipped; Cal is up", not "Ana has acted"), and any after her passed over
on the way; undo gives the turn back."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Fight", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    for name in ("Ana", "Ben", "Cal", "Dov"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()])
    assert [c.name for c in services.initiative.view().combatants] == ["Ana", "Ben", "Cal", "Dov"]
    yield services
    services.close()


def _break(services, name):
    who = next(c for c in services.characters.characters() if c.name == name)
    assert services.characters.damage(who.id, {"damage": 10, "armor": False})


def _new_lines(services, before):
    return [render_event(e) for e in services.campaign.events()[before:]]


def test_her_turn_and_the_next_fallen_one_are_passed_over_in_one_line(fight):
    services = fight
    _break(services, "Ana")
    _break(services, "Ben")
    before = len(services.campaign.events())
    assert services.initiative.next_turn()
    assert services.initiative.current().name == "Cal"
    assert _new_lines(services, before) == ["Ana is down: turn skipped; Cal is up — Ben is down: turn skipped"]
    assert services.campaign.events()[-1].payload["skipped"] == ["Ana", "Ben"]
    assert services.campaign.undo()
    assert services.initiative.current().name == "Ana"


def test_one_who_falls_on_her_turn_with_only_a_waiting_one_left(fight):
    services = fight
    for _ in range(2):
        assert services.initiative.next_turn()  # Ana, Ben have acted: Cal is up
    cal = services.initiative.current()
    assert cal.name == "Cal"
    dov = next(c for c in services.initiative.view().combatants if c.name == "Dov")
    assert services.initiative.wait(dov.id)  # Dov delays
    _break(services, "Cal")
    before = len(services.campaign.events())
    assert services.initiative.next_turn()
    assert _new_lines(services, before) == ["Cal is down: turn skipped; still waiting: Dov"]
