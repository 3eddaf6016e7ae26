"""The harm of a single attack as its own action (app.services.threat.harm): refused while the
attack's roll has not failed (nothing changed, a message says why), then one log line naming the
attack, undone with the rest; the reader then knows that attack's harm dealt."""

from __future__ import annotations

from app.services.threat.dial import SINGLE_ATTACK
from tests.unit.services.test_threat_single_attack_log import roll
from tests.unit.services.twdu_party import lines, twdu_services


def test_the_harm_waits_for_a_failed_roll_and_names_the_attack(tmp_path):
    services, ids = twdu_services(tmp_path)
    ben = ids["Ben"]
    refused: list[str] = []
    services.threat.failed.connect(lambda _ctx, message: refused.append(message))
    assert services.threat.step(1, "noise")
    assert services.swarm.instead_of_threat(SINGLE_ATTACK, ben)
    attack = services.threat.single_attack()
    assert attack is not None
    assert not services.threat.single_attack_harm(attack.event_id, ben, 1)  # not rolled yet
    assert refused == ["That single attack has no harm waiting."]
    assert services.characters.character(ben).state["health"] == 3
    roll(services, ben, "2 3 4 5 2 3 1")  # no 6: through
    assert not services.threat.single_attack_harm(attack.event_id, ids["Ana"], 1)  # not Ana's
    assert services.threat.single_attack_harm(attack.event_id, ben, 1)
    assert services.characters.character(ben).state["health"] == 2
    assert lines(services)[-1] == "Single attack on Ben: Health 3 → 2 — Now Bruised."
    assert not services.threat.single_attack().harm_due
    assert services.campaign.undo()
    assert services.characters.character(ben).state["health"] == 3
    assert services.threat.single_attack().harm_due
    services.close()
