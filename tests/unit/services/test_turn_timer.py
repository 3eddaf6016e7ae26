"""The turn timer: off until the GM starts it for the one acting; counted on the projector and on
that player's phone only; paused and going on; gone when the turn passes; every step one log line."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.player_links import own_view, shared_view
from app.services.player_view import build_view
from app.services.turn_timer import PauseTurnTimer, StartTurnTimer, timer_view
from tests.stores import campaign_target


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "timer.deadwatch")
    create_campaign(str(path), "Timer", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {name: int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
           for name in ("Ana", "Ben")}
    assert services.initiative.start(list(ids.values()))
    assert services.initiative.roll()  # a turn to time: the players see none before the roll
    yield services, ids
    services.close()


def acting(services):
    view = services.initiative.view()
    return next(r for r in view.combatants if r.id == view.current_id)


def test_the_turn_timer_counts_pauses_goes_on_and_ends_with_the_turn(fight):
    services, ids = fight
    services.turn_timer.opened = 900.0  # the campaign opened on this test's clock, before the timer
    assert build_view(services)["timer"] is None  # off unless the GM starts it
    who = acting(services)
    name = "Ana" if who.character_id == ids["Ana"] else "Ben"
    services.campaign.execute(StartTurnTimer(60, now=1000.0))
    assert render_event(services.campaign.events()[-1]) == f"Turn timer for {name}: 60 seconds"
    encounter = services.initiative.view().encounter
    assert timer_view(encounter, who.id, now=1010.0) == {"left": 50, "paused": False, "length": 60}
    services.campaign.execute(PauseTurnTimer(now=1020.0))
    assert render_event(services.campaign.events()[-1]) == "Turn timer paused"
    encounter = services.initiative.view().encounter
    assert timer_view(encounter, who.id, now=5000.0) == {"left": 40, "paused": True, "length": 60}
    services.campaign.execute(PauseTurnTimer(now=6000.0))
    assert render_event(services.campaign.events()[-1]) == "Turn timer goes on"
    encounter = services.initiative.view().encounter
    assert timer_view(encounter, who.id, now=6030.0)["left"] == 10
    mine, other = (ids["Ana"], ids["Ben"]) if name == "Ana" else (ids["Ben"], ids["Ana"])
    assert own_view(services, mine)["timer"]["paused"] is False  # the acting player's phone
    assert own_view(services, other)["timer"] is None and shared_view(services)["timer"] is None
    assert build_view(services)["timer"] is not None  # the projector
    assert services.initiative.next_turn()
    assert build_view(services)["timer"] is None  # the turn passed: the next one has none
    assert services.campaign.undo()
    assert build_view(services)["timer"] is not None
    assert services.turn_timer.stop()
    assert render_event(services.campaign.events()[-1]) == "Turn timer off"
    assert build_view(services)["timer"] is None
    assert services.campaign.undo()
    assert services.turn_timer.running()


def test_one_second_is_singular_and_no_fight_no_timer(fight, tmp_path):
    services, _ids = fight
    services.campaign.execute(StartTurnTimer(1, now=0.0))
    assert render_event(services.campaign.events()[-1]).endswith(": 1 second")
    refused = []
    services.turn_timer.failed.connect(lambda _c, m: refused.append(m))
    assert not services.turn_timer.start(0)
    assert services.initiative.end()
    assert not services.turn_timer.start()
    assert not services.turn_timer.pause()
    assert refused == ["A turn lasts from 1 second to an hour.", "No fight is running.", "No turn timer is running."]


def test_a_timer_that_ran_out_while_deadwatch_was_closed_is_not_brought_back(tmp_path, qapp):
    """Not a red 0:00 on the projector and the phone the next evening; one still running comes back."""
    import time

    path = campaign_target(tmp_path, "night.deadwatch")
    create_campaign(str(path), "Night", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        ids = [int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"]) for name in ("Ana", "Ben")]
        assert services.initiative.start(ids)
        assert services.initiative.roll()  # a turn to time: the players see none before the roll
        mine = acting(services).character_id
        assert services.turn_timer.start(600)
        services.close()
        services = open_services(str(path), Dice(seed=3))
        assert build_view(services)["timer"] is not None and services.turn_timer.running()  # still running
        services.campaign.execute(StartTurnTimer(60, now=time.time() - 600))  # it ran out…
        services.close()  # …and Deadwatch was closed
        services = open_services(str(path), Dice(seed=3))
        assert build_view(services)["timer"] is None  # the projector
        assert own_view(services, mine)["timer"] is None  # the acting player's phone
        assert not services.turn_timer.running()  # T starts a new one
        assert services.turn_timer.start(30)
        assert build_view(services)["timer"]["left"] == 30
    finally:
        services.close()
