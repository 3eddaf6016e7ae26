"""The dead roll nothing (a walker destroyed, its turn brought back by an undo rolled its duel): the
roll command refuses a dead roller with the reason, nothing written, and the odds say the same; a
roll made for the dead (AFMBE's revival) is still theirs."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.command import CommandError
from app.services.files import create_campaign
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from tests.unit.services.twdu_party import set_state, twdu_services

REFUSED = "Walker is dead: the dead make no rolls."


@pytest.fixture
def party(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()


def test_a_dead_walker_s_roll_is_refused_and_nothing_written(party):
    services, ids = party
    refusals: list[str] = []
    services.rolls.failed.connect(lambda _context, message: refusals.append(message))
    assert services.characters.damage(ids["Walker"], {"damage": 5})
    assert services.characters.character(ids["Walker"]).state["dead"]
    events = len(services.campaign.events())
    request = RollRequest("skill", ids["Walker"], {"skill": "close_combat"})
    assert services.rolls.roll(request) is None
    assert len(services.campaign.events()) == events
    assert refusals and refusals[-1] == REFUSED
    with pytest.raises(CommandError) as refused:
        services.rolls.odds(request)
    assert refused.value.args_ == {"name": "Walker"}
    assert services.rolls.roll(RollRequest("skill", ids["Ben"], {"skill": "close_combat"})) is not None


def test_a_revival_is_rolled_for_the_dead(tmp_path, qapp):
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Night", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert services.characters.create("Difunto", "pc", {"str": 2, "con": 2, "wil": 2})
        cid = int(services.characters.characters()[0].id or 0)
        assert services.characters.damage(cid, {"amount": 30})
        set_state(services, cid, dead=True)
        inputs = {"doctor_levels": 2, "hospital": True, "life_support": 0, "nurse_levels": 0}
        assert services.rolls.roll(RollRequest("revival", cid, inputs), "7") is not None
    finally:
        services.close()
