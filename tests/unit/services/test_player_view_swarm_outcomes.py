"""The projector follows the swarm fight's outcomes (issue 44): a single attack the GM picked reads
"Ana faces an attack" until her roll, then "Ana fights it off" or "Ana is hurt"; who fell in an
earlier round stays listed ("Down so far") until the fight ends; a Broken character's health in
numbers says her state word, as the phones do."""

from __future__ import annotations

from app.services.player_view import build_view, health_text
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.test_player_view_swarm import swarm  # noqa: F401 (the fixture)
from tests.unit.services.test_threat_single_attack_log import roll

#: Ana alone rolls three times (5, 3 and 1 dice): no six, the round is lost
LOST_ANA = ["2 2 3 4 5", "2 3 4", "2"]


def outcome(services) -> str:  # noqa: ANN001
    return build_view(services)["swarm"]["result"]["outcome"]


def test_a_single_attack_reads_its_outcome_once_rolled(swarm):  # noqa: F811
    services, ids = swarm
    ana = ids["Ana"]
    services.swarm.set_dead(5)
    assert services.swarm.start()
    assert services.swarm.roll_round(RoundSetup((RollerSpec(ana, "close_combat", 3),)), LOST_ANA)
    assert services.swarm.loss_picks(["single_attack"])  # she alone fights: the attack is hers
    assert outcome(services) == "Ana faces an attack"
    roll(services, ana, "6 2")  # her two dice
    assert outcome(services) == "Ana fights it off"
    assert services.campaign.undo()
    assert outcome(services) == "Ana faces an attack"
    roll(services, ana, "2 3")
    assert outcome(services) == "Ana is hurt"


def test_the_fallen_stay_listed_until_the_fight_ends(swarm):  # noqa: F811
    services, ids = swarm
    ana, rook = ids["Ana"], ids["Rook the Traitor"]
    services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "close_combat", 3), RollerSpec(rook, "close_combat", 3)))
    assert services.swarm.roll_round(setup, ["2 2 3 4 5", "2 2 3 4 5", "2 3 4"])  # lost
    assert services.swarm.loss_picks(["threat"])
    assert services.characters.damage(ana, services.swarm.harm_request(3))  # Broken, by the GM's hand (D)
    swarm_view = build_view(services)["swarm"]
    # no attack of round 1 fell on her: she fell in round 2, the round the fight is at
    assert swarm_view["fallen"] == [] and swarm_view["fallen_now"] == ["Ana"] and swarm_view["fallen_before"] == []
    assert swarm_view["down"] == ["Down in round\u00a02: Ana"]
    rook_alone = RoundSetup((RollerSpec(rook, "close_combat", 3),))
    assert services.swarm.roll_round(rook_alone, ["2 2 3 4 5", "2 2 3", "2"])  # the next round
    swarm_view = build_view(services)["swarm"]
    assert swarm_view["fallen"] == [] and swarm_view["fallen_before"] == ["Ana"]  # still listed
    assert "Rook" not in str(build_view(services)["swarm"])  # hidden from the players

def test_a_broken_character_in_numbers_says_her_state_word(swarm):  # noqa: F811
    services, ids = swarm
    ana = ids["Ana"]
    assert services.player_view.set_reveal(ana, health="numbers")
    assert services.characters.damage(ana, {"damage": 3, "source": "attack"})
    row = services.characters.character(ana)
    assert health_text(services.ruleset, row, "numbers", lambda _c, text: text) == "Health 0/3 · Broken"


def test_a_single_attack_on_one_shown_by_name_only_says_nothing_of_his_health(swarm):  # noqa: F811
    """Rook the Traitor shown by name only (his health hidden): the room reads the attack he faces,
    not that it hurt him (nor, his health being hidden, that he fought it off)."""
    services, ids = swarm
    rook = ids["Rook the Traitor"]
    assert services.player_view.set_reveal(rook, name=True, health="hidden")
    services.swarm.set_dead(5)
    assert services.swarm.start()
    assert services.swarm.roll_round(RoundSetup((RollerSpec(rook, "close_combat", 3),)), LOST_ANA)
    assert services.swarm.loss_picks(["single_attack"])  # he alone fights: the attack is his
    assert outcome(services) == "Rook the Traitor faces an attack"
    roll(services, rook, "2 3")
    assert outcome(services) == "Rook the Traitor faces an attack"  # not "Rook the Traitor is hurt"
    assert services.player_view.set_reveal(rook, health="word")  # shown whole later: still unsaid
    assert outcome(services) == "Rook the Traitor faces an attack"
