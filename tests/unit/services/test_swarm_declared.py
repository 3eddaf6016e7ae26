"""The swarm service follows what the ruleset's swarm rules declare: no Leadership roll or sacrifice
where the rules have none (a clear refusal, nothing changed)."""

from __future__ import annotations

from tests.gui.swarm_fake_rules import use_fake_swarms
from tests.unit.services.twdu_party import twdu_services


def test_rules_without_leadership_or_sacrifices_refuse_them(tmp_path, monkeypatch):
    use_fake_swarms(monkeypatch)
    services, ids = twdu_services(tmp_path)
    for _ in range(3):
        services.threat.step(1)
    services.swarm.set_dead(30)
    assert services.swarm.start(False)
    refusals = []
    services.swarm.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = services.swarm.state()
    assert not services.swarm.leadership(ids["Ben"], "6 6")
    assert not services.swarm.sacrifice(ids["Ben"], ids["Mia"], "6 6", "1")
    assert refusals == [
        "These rules have no Leadership roll in a swarm fight.",
        "These rules have no sacrifices in a swarm fight.",
    ]
    assert services.swarm.state() == before
    assert services.swarm.leadership_skill() == "" and services.swarm.sacrifice_skill() == ""
    services.close()
