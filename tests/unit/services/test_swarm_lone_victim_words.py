"""The words of a swarm round and its pool: a lone fighter's lost round named no "d1: 1" die (a
die of one side is not a die a GM rolls): the victim is said to be the only one fighting and no die
is shown; the pool's record is worded in Russian "базовых кубиков нет", "кубиков стресса нет"
(not "базовые кубики нет"); in English it reads as before."""

from __future__ import annotations

import gc

import pytest

from app.services.logtext import dice_text
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import lines, twdu_services


@pytest.fixture
def twdu(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()
    gc.collect()


def _lost_alone(services, ids) -> None:  # noqa: ANN001
    while services.threat.level() < 3:
        services.threat.step(+1, "gm")
    swarm = services.swarm
    swarm.set_dead(30)
    assert swarm.start()
    setup = RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),))  # Ana alone rolls the three rolls
    plan, _odds = swarm.odds(setup)
    assert swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six
    assert swarm.fight().pending == "loss_picks"
    assert swarm.last_round()["participants"] == ["Ana"]


def test_the_only_one_fighting_is_named_the_victim_without_a_die(twdu):
    services, ids = twdu
    _lost_alone(services, ids)
    assert services.swarm.loss_picks(["single_attack"])
    event = services.campaign.events()[-1]
    assert event.faces == []  # no "d1: 1"
    assert dice_text(event.faces) == ""
    assert lines(services)[-1] == (
        "The dead win round 1: Swarm attack: a single attack on a random victim — "
        "Single attack on Ana, the only one fighting; Swarm Threat now 5"
    )
    assert services.swarm.last_round()["attacks"] == [{"kind": "single_attack", "victim": "Ana"}]


def test_the_pool_s_record_words_none_in_russian(twdu):
    from ui.i18n import set_language

    services, ids = twdu
    _lost_alone(services, ids)
    english = lines(services)[-1]
    assert "base dice 2 2 2 2 2 2 2, stress dice none; in all 0 successes" in english
    try:
        assert set_language("ru")
        russian = lines(services)[-1]
    finally:
        set_language("en")
    assert "кубиков стресса нет" in russian
    assert "кубики стресса нет" not in russian
    assert "базовые кубики 2 2 2 2 2 2 2" in russian
