"""The dead neither roll against the swarm nor fall to its random attacks (issue 41): a dead roller is
refused (nothing changed, a message says why), and a mass attack after a lost round is drawn among
the round's fighters still alive, whoever died since the round was rolled left out, whatever the die."""

from __future__ import annotations

import pytest

from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import lines, twdu_services


def test_a_dead_roller_is_refused(tmp_path):
    services, ids = twdu_services(tmp_path)
    refused: list[str] = []
    services.swarm.failed.connect(lambda _ctx, message: refused.append(message))
    for _ in range(2):  # Broken, then dead
        assert services.characters.damage(ids["Mia"], {"damage": 5, "source": "attack"})
    for _ in range(3):
        assert services.threat.step(1, "gm")
    assert services.swarm.set_dead(12) and services.swarm.start()
    assert "Mia" not in [c.name for c in services.swarm.fighters()]
    before = len(lines(services))
    assert not services.swarm.roll_round(RoundSetup((RollerSpec(ids["Mia"], "close_combat"),)))
    assert refused == ["Mia is dead and cannot fight the swarm."]
    assert len(lines(services)) == before
    services.close()


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_random_attack_never_falls_on_one_dead_since_the_roll(tmp_path, seed):
    services, ids = twdu_services(tmp_path, seed=seed)
    for _ in range(3):
        assert services.threat.step(1, "gm")
    assert services.swarm.set_dead(12) and services.swarm.start()
    setup = RoundSetup((RollerSpec(ids["Ana"], "close_combat"), RollerSpec(ids["Ben"], "close_combat")))
    plan = services.swarm.plan(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * r.dice) for r in plan.rolls])  # lost
    assert services.swarm.victim_candidates() == ["Ana", "Ben"]
    for _ in range(2):  # Broken, then dead
        assert services.characters.damage(ids["Ben"], {"damage": 5, "source": "attack"})
    assert services.swarm.victim_candidates() == ["Ana"]
    assert services.swarm.loss_picks(["mass_attack"])
    assert services.swarm.last_round()["attacks"] == [{"kind": "mass_attack", "victim": "Ana"}]
    services.close()
