"""The services made at their first use (the map, the furniture, the players' view and links,
handouts, melee groups, time passing, the turn timer): opening a campaign and listening to every
refusal makes none of them, and a refusal of one made afterwards still reaches whoever listened
from the start (the window's status bar), and the dock that shows that service's refusals."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.stores import campaign_target

LATER = ("game_time", "battle_map", "furniture", "player_view", "player_links", "handouts", "melee", "turn_timer")


@pytest.fixture
def services(tmp_path, qapp):  # noqa: ANN001, ANN201
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Later", "twdu", None).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_listening_to_every_refusal_makes_no_service_before_its_first_use(services) -> None:  # noqa: ANN001
    heard: list[str] = []
    for service in services.refusing():
        service.failed.connect(lambda _context, message: heard.append(message))
    assert not [name for name in LATER if name in services.__dict__]


def test_a_refusal_of_a_service_made_after_the_listening_is_heard_once(services) -> None:  # noqa: ANN001
    heard: list[str] = []
    for service in services.refusing():
        service.failed.connect(lambda _context, message: heard.append(message))
    waited: list[object] = []
    services.when_made("battle_map", waited.append)
    assert waited == []
    assert not services.battle_map.set_size(8, 6)  # twdu plays on no grid: refused
    assert len(heard) == 1 and heard[0]
    assert waited == [services.battle_map]  # given once, when made
    services.when_made("battle_map", waited.append)  # made: given at once
    assert waited == [services.battle_map, services.battle_map]
