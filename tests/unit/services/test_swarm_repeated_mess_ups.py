"""A lone fighter makes all three of a round's rolls (twdu text, "Small groups"); each roll that
messes up in a won round is a single attack of its own ("any PCs who mess up their skill roll suffer a
single attack").  The round's line names the victim once for each, and each attack is rolled for and
harmed in turn: the second harm of the same line is no longer refused as "no harm waiting"."""

from __future__ import annotations

from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.test_swarm import to_threat, twdu  # noqa: F401  (the fixture)
from tests.unit.services.test_threat_single_attack_log import roll
from tests.unit.services.twdu_party import lines, set_state

#: Ben's roll to avoid a single attack: Strength 4 + Close Combat 3, stress 1; no 6, no walker
THROUGH = "2 2 3 3 4 5 2 2"


def test_each_mess_up_of_a_lone_fighter_is_a_single_attack_rolled_and_harmed_in_turn(twdu):  # noqa: F811
    services, ids = twdu
    ben = ids["Ben"]
    swarm = services.swarm
    to_threat(services, 3)
    assert swarm.set_dead(12) and swarm.start()
    set_state(services, ben, stress=1)
    # won; a walker on the stress die of all three of Ben's rolls
    assert swarm.roll_round(RoundSetup((RollerSpec(ben, "close_combat"),)),
                            ["6 6 6 6 6 6 6 1", "6 6 2 2 2 1", "2 2 2 1"])
    assert lines(services)[-1].count("Ben messed up: a single attack") == 3
    assert swarm.single_attacks_due() == [(ben, "Ben")] * 3
    attacks = services.threat.single_attacks()
    assert [(a.character_id, a.roll_due) for a in attacks] == [(ben, True)] * 3
    event = attacks[0].event_id
    for done in (1, 2):
        roll(services, ben, THROUGH)
        assert "— the single attack on Ben gets through" in lines(services)[-1]
        assert services.threat.single_attack_harm(event, ben, 1)  # one line each
        assert lines(services)[-1].startswith("Single attack on Ben: Health")
        assert services.characters.character(ben).state["health"] == 3 - done
    attacks = services.threat.single_attacks()
    assert [(a.rolled, a.harmed) for a in attacks] == [(True, True), (True, True), (False, False)]
    assert services.campaign.undo()  # the second harm taken back: it waits again, the first stays
    assert [a.harm_due for a in services.threat.single_attacks()] == [False, True, False]
