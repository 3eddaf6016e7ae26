"""The phones read who fell in a swarm fight as the projector does: the same "Down in round 1: …"
and "Down so far: …" lines, under the swarm's result, in the GM's language; never a hidden NPC, and
no longer one the GM hides.  And a Broken player character whose turn it is reads why, on her phone
("Your turn! · Broken") and on everyone's ("Round 1 · Ana's turn · Broken"), not a plain turn."""

from __future__ import annotations

import json
import re

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.initiative import StartEncounter
from app.services.player_links import own_view, shared_view
from app.services.player_page import page
from app.services.player_share import _read
from app.services.swarm import RollerSpec, RoundSetup

#: Ana alone rolls one success against Swarm Threat 4: the round is lost
LOST = ["6 2 3 4 5", "2 3 4", "1"]
#: Ben alone, the next round: lost again, nobody new falls
NEXT = ["2 2 2 2 2", "2 2 2", "2"]


@pytest.fixture
def table(tmp_path, qapp):
    path = tmp_path / "twdu.deadwatch"
    create_campaign(str(path), "Swarm", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Rook the Traitor", "npc")):
        ids[name] = services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
    for _ in range(3):  # the GM's call: no stress dice
        services.threat.step(1, "gm")
    yield services, ids
    services.close()


def fallen_on_page(services, character_id=None) -> str:
    """The text of the page's "who is down" line, as a phone first paints it."""
    view = shared_view(services) if character_id is None else own_view(services, character_id)
    html = page(_read("player.html"), view, "token")
    found = re.search(r'<div id="swarm-fallen">([^<]*)</div>', html)
    assert found, "the page has no line for who is down"
    return found.group(1)


def ana_and_rook_fall(services, ids) -> None:
    services.swarm.set_dead(5)  # Swarm Size 1: Swarm Threat 4
    assert services.swarm.start()
    assert services.swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "close_combat", 3),)), LOST)
    assert services.swarm.loss_picks(["mass_attack"])
    assert services.characters.damage(ids["Ana"], services.swarm.harm_request(10))  # Broken
    assert services.characters.damage(ids["Rook the Traitor"], services.swarm.harm_request(10))  # hidden


def test_the_phones_list_who_fell_and_never_a_hidden_npc(table):
    services, ids = table
    ana_and_rook_fall(services, ids)
    shown = services.player_view.view()["swarm"]["down"]  # what the projector shows
    assert shown == ["Down in round\u00a01: Ana"]
    assert shared_view(services)["texts"]["swarm_fallen"] == "Down in round\u00a01: Ana"
    assert fallen_on_page(services) == "Down in round\u00a01: Ana"
    assert fallen_on_page(services, ids["Ben"]) == "Down in round\u00a01: Ana"  # a player's own page too
    assert "Rook" not in json.dumps(own_view(services, ids["Ben"]))
    assert services.swarm.roll_round(RoundSetup((RollerSpec(ids["Ben"], "close_combat", 3),)), NEXT)
    assert shared_view(services)["texts"]["swarm_fallen"] == "Down so far: Ana"  # kept until the fight ends
    assert fallen_on_page(services, ids["Ben"]) == "Down so far: Ana"
    services.player_view.set_reveal(ids["Ana"], name=False)  # the GM hides her: gone from every phone
    assert fallen_on_page(services, ids["Ben"]) == ""
    assert "Ana" not in json.dumps(shared_view(services)["texts"])


@pytest.mark.parametrize(("language", "fell", "so_far"), [
    ("es", "Bajas del asalto\u00a01: Ana", "Bajas hasta ahora: Ana"),
    ("ru", "Потери раунда\u00a01: Ana", "Потери за бой: Ana"),
])
def test_the_phones_say_who_fell_in_the_gms_language(table, language, fell, so_far):
    from ui.i18n import set_language

    services, ids = table
    assert set_language(language)
    try:
        ana_and_rook_fall(services, ids)
        assert fallen_on_page(services, ids["Ben"]) == fell
        assert services.swarm.roll_round(RoundSetup((RollerSpec(ids["Ben"], "close_combat", 3),)), NEXT)
        assert fallen_on_page(services) == so_far
    finally:
        set_language("en")


def your_turn_on_page(services, character_id) -> str:
    html = page(_read("player.html"), own_view(services, character_id), "token")
    found = re.search(r'<div id="your-turn"( hidden)?>([^<]*)</div>', html)
    assert found and not found.group(1), "no 'your turn' shown"
    return found.group(2).replace("\u00a0", " ")  # the dot kept to the word before it, read as a space


def test_a_broken_player_on_her_turn_reads_why(table):
    services, ids = table
    services.campaign.execute(StartEncounter([ids["Ana"], ids["Ben"]]))
    assert services.initiative.next_turn()
    name = services.player_view.view()["turn"]  # the first in the order the dice gave
    other = "Ben" if name == "Ana" else "Ana"
    assert your_turn_on_page(services, ids[name]) == "Your turn!"  # standing: a plain turn
    assert services.characters.damage(ids[name], services.swarm.harm_request(10))  # Broken on her turn
    assert your_turn_on_page(services, ids[name]) == "Your turn! · Broken"
    assert shared_view(services)["texts"]["round"] == f"Round 1 · {name}'s turn · Broken"
    assert own_view(services, ids[other])["texts"]["round"] == f"Round 1 · {name}'s turn · Broken"
    services.player_view.set_reveal(ids[name], health="hidden")  # the GM hides her health: no state said
    assert shared_view(services)["texts"]["round"] == f"Round 1 · {name}'s turn"
