"""N on the last turn of a round ends it: the dice its end rolls (AFMBE's frantic-combat d4) can be
read off the table, and the log says so; typed on a turn that ends no round, they are refused."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Fight", "afmbe", "unisystem", {"frantic_combat": True}).engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    rules = services.ruleset
    for name, dex in (("Ann", 3), ("Bob", 2)):
        assert services.characters.create(name, "pc", {**rules.new_sheet(), "dex": dex})
    assert services.initiative.start([c.id for c in services.characters.characters()])
    assert services.initiative.roll("9 2")  # Ann 9 + 3, Bob 2 + 2: Ann first
    assert services.initiative.declare_fight("frantic", True)
    yield services
    services.close()


def endurance(services):
    return {c.name: c.state["endurance"] for c in services.characters.characters()}


def test_the_last_turn_ends_the_round_with_the_frantic_dice_typed(fight):
    refused = []
    fight.initiative.failed.connect(lambda ctx, msg: refused.append(msg))
    events = len(fight.campaign.events())
    # Ann's turn ends no round: dice typed for it are refused, and nothing changes
    assert not fight.initiative.next_turn("3 4")
    assert refused == ["This turn ends no round and rolls no dice: clear the typed dice."]
    assert len(fight.campaign.events()) == events and fight.initiative.current().name == "Ann"
    assert fight.initiative.next_turn()
    before = endurance(fight)
    # Bob's turn is the last: N with the table's d4s (Ann's 3, Bob's 4) ends the round with them
    assert fight.initiative.next_turn("3 4")
    line = render_event(fight.campaign.events()[-1])
    assert line.startswith("Bob has acted. Round 1 ends, dice from the table; round 2 begins — Ann: Frantic combat: 3")
    assert "Bob: Frantic combat: 4 Endurance" in line
    assert endurance(fight) == {"Ann": before["Ann"] - 3, "Bob": before["Bob"] - 4}
    assert fight.initiative.encounter().round == 2
    # a die too many is refused too, with the rules' words
    assert fight.initiative.next_turn()
    assert not fight.initiative.next_turn("1 2 3")
    assert refused[-1] == "More dice were typed than this roll uses."
    assert fight.initiative.encounter().round == 2
