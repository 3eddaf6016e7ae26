"""Pushing a roll of a lost swarm round before the GM's picks: the odds after the push first, then
one stress and the round added up again, undoable (issue 21: "pushes inside ... swarm rolls")."""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest

from app.rules.twdu.pool import success_distribution
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import lines, twdu_services


@pytest.fixture
def lost(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    while services.threat.level() < 3:
        services.threat.step(+1, "gm")
    services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"), RollerSpec(ids["Ben"], "close_combat"),
                        RollerSpec(ids["Mia"], "close_combat")))
    # 2 + 1 + 0 successes against Swarm Threat 6: lost, the GM owes one pick
    assert services.swarm.roll_round(setup, ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"])
    yield services, ids
    services.close()
    gc.collect()


def test_push_odds_are_exact_and_a_pushed_roll_can_win_the_round(lost):
    services, ids = lost
    swarm = services.swarm
    odds = swarm.push_odds(0)
    # Ana keeps her two 6s and rolls five dice again plus a new stress die: 5 successes in all with Ben's 1
    again = success_distribution(6)
    assert odds["win"] == sum((p for k, p in again.items() if k >= 3), Fraction(0))
    assert odds["messup"] == Fraction(1, 6)
    assert sum(odds[k] for k in ("win", "almost", "lose")) == 1
    assert swarm.push(0, "6 6 6 2 2 2")
    assert services.characters.character(ids["Ana"]).state["stress"] == 1
    fight = swarm.fight()
    assert fight.pending == "threat_choice"  # won at Swarm Size 3: the GM sets the Threat Level
    # one line: who pushed, the dice re-rolled and what they show now, the new stress die, the stress taken
    assert lines(services)[-1].startswith(
        "Ana pushes the swarm roll (Ranged Combat): re-rolled 1 2 3 4 5 → 6 6 6 2 2, new stress die 2; in all 5 successes; "  # noqa: E501
        "stress 0 → 1. Round 1: 6 successes against Swarm Threat 6 — won"
    )
    assert services.campaign.events()[-1].faces == [[[6, v] for v in (6, 6, 6, 2, 2, 2)]]  # the push's dice alone
    assert swarm.last_round()["won"] is True
    services.campaign.undo()
    assert swarm.fight().pending == "loss_picks"
    assert services.characters.character(ids["Ana"]).state["stress"] == 0


def test_a_pushed_walker_means_two_picks_and_a_second_push_is_refused(lost):
    services, _ = lost
    swarm = services.swarm
    seen = []
    swarm.failed.connect(lambda ctx, msg: seen.append(msg))
    assert swarm.push(1, "2 2 2 2 2 2 1")  # Ben's six kept, six dice rerolled, the new stress die a walker
    assert swarm.fight().picks_due == 2
    assert not swarm.push(1, "6 6 6 6 6 6 6")
    assert seen == ["A roll can be pushed only once."]
    assert swarm.loss_picks(["threat", "size"])
    assert not swarm.push(0, "6 6 6 6 6 6")
    assert seen[-1] == "Only a lost round still waiting for the GM's picks can be pushed."


def test_no_push_without_a_pushable_roll(lost):
    services, _ = lost
    swarm = services.swarm
    seen = []
    swarm.failed.connect(lambda ctx, msg: seen.append(msg))
    assert not swarm.push(5) and not swarm.push(2, "6")  # no sixth roll; too few faces for a push of Mia's two dice
    assert seen[0] == "No such roll this round."
    with pytest.raises(Exception, match="No such roll"):
        swarm.push_odds("0")  # type: ignore[arg-type]
