"""The swarm fight as the players see it: the dead, the Swarm Size and Threat, each round's result,
and never who rolled or who is hidden."""

from __future__ import annotations

import json

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_view import build_view
from app.services.swarm import RollerSpec, RoundSetup


@pytest.fixture
def swarm(tmp_path, qapp):
    path = tmp_path / "twdu.deadwatch"
    create_campaign(str(path), "Swarm", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name, kind in (("Ana", "pc"), ("Rook the Traitor", "npc")):
        ids[name] = services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
    for _ in range(3):  # the GM's call: no stress (alerting the dead would add stress dice to Ana's pool)
        services.threat.step(1, "gm")
    yield services, ids
    services.close()


def test_a_swarm_fight_shows_its_figures_and_each_rounds_result(swarm):
    services, ids = swarm
    services.swarm.set_dead(30)
    assert build_view(services)["swarm"] is None  # counted, but no fight: nothing on the screen
    assert services.swarm.start()
    view = build_view(services)
    assert view["swarm"] == {"dead": 30, "size": 3, "threat": 6, "round": 1, "result": None, "fallen": [],
                             "fallen_now": [], "fallen_before": [], "down": []}
    assert view["threat"]["kind"] == "threat"
    setup = RoundSetup(
        (RollerSpec(ids["Ana"], "close_combat", 3), RollerSpec(ids["Rook the Traitor"], "close_combat", 3))
    )  # Ana, Rook and Ana again: 5, 5 and 3 dice
    assert services.swarm.roll_round(setup, ["6 2 3 4 5", "6 1 2 3 4", "2 3 4"])
    result = build_view(services)["swarm"]["result"]
    assert result == {  # Rook's success would count in a total: the players read the outcome alone
        "round": 1,
        "won": False,
        "text": "Round 1: lost",
        # the GM has not picked yet: no attack announced; "lost" said once, not "Round lost: …" again
        "outcome": "What will the dead do?",
    }
    from app.export.language import translator_for

    ru = build_view(services, translator_for("ru"))["swarm"]["result"]
    assert (ru["text"], ru["outcome"]) == ("Раунд 1: проигран", "Что сделают мертвецы?")
    assert "Rook" not in json.dumps(build_view(services))  # he rolled, but the players never learnt his name


def test_one_success_is_singular_and_a_won_round_says_so(swarm):
    services, ids = swarm
    services.swarm.set_dead(5)  # Swarm Size 1: Swarm Threat 4
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ids["Ana"], "close_combat", 3),))  # alone, she rolls 5, 3 and 1 dice
    assert services.swarm.roll_round(setup, ["6 2 3 4 5", "2 3 4", "1"])
    assert build_view(services)["swarm"]["result"]["text"] == "Round 1: 1 success against Swarm Threat 4"
    assert services.swarm.loss_picks(["single_attack"])
    view = build_view(services)
    assert view["swarm"]["round"] == 2 and view["swarm"]["result"]["round"] == 1
    assert services.swarm.roll_round(setup, ["6 6 6 6 6", "6 6 6", "6"])
    result = build_view(services)["swarm"]["result"]
    assert result["won"] and result["round"] == 2 and result["outcome"] == "The swarm is beaten"
    assert services.swarm.end_won(1)
    assert build_view(services)["swarm"] is None  # the fight is over: the figures leave the screen


def lost_round(services, ids):
    """Swarm Size 1 (Swarm Threat 4), Ana alone rolls one success: the round is lost, the GM to pick."""
    services.swarm.set_dead(5)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ids["Ana"], "close_combat", 3),))
    assert services.swarm.roll_round(setup, ["6 2 3 4 5", "2 3 4", "1"])
    return setup


def test_a_lost_round_says_the_gms_pick_once_made_never_before(swarm):
    services, ids = swarm
    lost_round(services, ids)
    assert build_view(services)["swarm"]["result"]["outcome"] == "Round lost: what will the dead do?"
    assert services.swarm.loss_picks(["single_attack"])  # Ana, the only one fighting
    result = build_view(services)["swarm"]["result"]
    assert result["outcome"] == "Ana faces an attack" and not result["won"]
    assert services.campaign.undo()
    assert services.swarm.loss_picks(["threat"])
    assert build_view(services)["swarm"]["result"]["outcome"] == "The Threat Level is increased one step"


def test_the_pick_in_the_players_language(swarm):
    from app.export.language import translator_for

    services, ids = swarm
    lost_round(services, ids)
    es, ru = translator_for("es"), translator_for("ru")
    assert build_view(services, es)["swarm"]["result"]["outcome"] == "Asalto perdido: ¿qué harán los muertos?"
    assert build_view(services, ru)["swarm"]["result"]["outcome"] == "Раунд проигран: что сделают мертвецы?"
    assert services.swarm.loss_picks(["mass_attack"])
    assert build_view(services, es)["swarm"]["result"]["outcome"] == "Ana recibe el golpe"
    assert build_view(services, ru)["swarm"]["result"]["outcome"] == "Ana принимает удар"


def test_a_hidden_npc_struck_is_not_told_of(swarm):
    """"Someone faces an attack" would tell the room that an unseen one fights: the round is lost, no more."""
    services, ids = swarm
    services.swarm.set_dead(5)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ids["Rook the Traitor"], "close_combat", 3),))
    assert services.swarm.roll_round(setup, ["6 2 3 4 5", "2 3 4", "1"])
    assert services.swarm.loss_picks(["single_attack"])
    # said once: the projector's heading does not repeat «Round lost» over «Round 1: lost», nor the phone
    from app.export.language import translator_for
    from app.services.player_words import swarm_texts

    result = build_view(services)["swarm"]["result"]
    assert (result["text"], result["outcome"]) == ("Round 1: lost", "")
    es = translator_for("es")
    assert swarm_texts(build_view(services, es), es)["swarm_result"] == "Asalto\xa01: perdido"
    assert "Rook" not in json.dumps(build_view(services))


def test_who_fell_this_round_is_named_until_the_next_round(swarm):
    services, ids = swarm
    lost_round(services, ids)
    assert build_view(services)["swarm"]["fallen"] == []
    assert services.swarm.loss_picks(["mass_attack"])
    assert services.characters.damage(ids["Ana"], services.swarm.harm_request(10))  # Broken
    assert services.characters.damage(ids["Rook the Traitor"], services.swarm.harm_request(10))
    view = build_view(services)
    assert view["swarm"]["fallen"] == ["Ana"]  # Rook fell too, but the players do not know him
    assert "Rook" not in json.dumps(view)
    services.player_view.set_reveal(ids["Rook the Traitor"], name=True)
    shown = build_view(services)["swarm"]
    # Ana fell to round 1's attack; Rook, no victim of it, to the GM's damage once round 2 was under way
    assert (shown["fallen"], shown["fallen_now"]) == (["Ana"], ["Rook the Traitor"])
    assert shown["down"] == ["Down in round\u00a01: Ana", "Down in round\u00a02: Rook the Traitor"]
    ben = services.campaign.execute(CreateCharacter("Ben", "pc")).changes[0]["id"]
    assert services.swarm.roll_round(RoundSetup((RollerSpec(ben, "close_combat", 3),)), ["2 2 2 2 2", "2 2 2", "2"])
    assert build_view(services)["swarm"]["fallen"] == []  # the next round: the names leave the screen
