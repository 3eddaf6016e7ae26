"""A burst declared in the ammunition dock (Shift+F, Bursts 1: "15 → 12 rounds") and then rolled in
the dice dock's attack is spent once: the roll fires what was declared without taking it off the
magazine again; a roll that fires more spends only the rest, one that fires nothing (a test of
another kind) leaves the declaration for the shot, and several shots declared are each a roll of
their own, drawing on the declaration until it is used up."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import EXPRESSION, RollRequest
from tests.stores import campaign_target
from tests.unit.services.test_autofire_ammo import add, fire, loaded

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True,
          "ammo": 15}
BURST = {"shots": 0, "bursts": 1, "burst_size": 3}


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "declared.deadwatch")
    create_campaign(str(path), "Declared", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    dana = add(services, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    biter = add(services, "Biter", "zombie")
    yield services, dana, biter
    services.close()


def test_a_declared_burst_rolled_is_spent_once(fight):
    services, dana, biter = fight
    assert services.ammo.fire(dana, "9mm pistol", BURST)
    assert loaded(services, dana) == 12
    rolled = fire(services, dana, biter, "7", fire="burst", burst_size=3)
    assert rolled is not None
    assert loaded(services, dana) == 12  # the burst's three rounds came off once
    line = render_event(services.campaign.events()[-1])
    assert "→" not in line, line
    assert [e.payload.get("before") for e in services.ammo.ledger()] == [15]  # one spend in the ledger
    # the declaration covered that roll: the next burst spends its own rounds
    assert fire(services, dana, biter, "7", fire="burst", burst_size=3) is not None
    assert loaded(services, dana) == 9
    assert render_event(services.campaign.events()[-1]).endswith("9mm pistol: 12 → 9 rounds")
    # Ctrl+Z of that roll, then of the first: the declared burst is there again, then no longer spent twice
    assert services.campaign.undo() and loaded(services, dana) == 12
    assert services.campaign.undo() and loaded(services, dana) == 12
    assert fire(services, dana, biter, "7", fire="burst", burst_size=3) is not None
    assert loaded(services, dana) == 12


def test_each_of_several_shots_declared_is_rolled_from_the_declaration(fight):
    """Three single shots declared (15 → 12) are three attack rolls, each drawing its round from
    the declaration; a fourth roll fires a round of its own."""
    services, dana, biter = fight
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 3})
    assert loaded(services, dana) == 12
    for number in (1, 2, 3):
        assert fire(services, dana, biter, "7", shot_number=number) is not None
        assert loaded(services, dana) == 12
    assert fire(services, dana, biter, "7", shot_number=4) is not None
    assert loaded(services, dana) == 11


def test_a_roll_that_fires_more_than_declared_spends_the_rest_and_another_roll_leaves_it(fight):
    services, dana, biter = fight
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 1})
    assert loaded(services, dana) == 14
    expression = services.rolls.roll(RollRequest(EXPRESSION, dana, expression="d10"), "4")
    assert expression is not None and loaded(services, dana) == 14  # not a shot: the declaration stays
    assert fire(services, dana, biter, "7", fire="burst", burst_size=3) is not None
    assert loaded(services, dana) == 12  # one round declared, two more fired by the burst
    assert render_event(services.campaign.events()[-1]).endswith("9mm pistol: 14 → 12 rounds")


def test_a_shot_whose_declaration_emptied_the_magazine_can_still_be_rolled(fight):
    services, dana, biter = fight
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 14})
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 1})  # the last round: the newest declaration
    assert loaded(services, dana) == 0
    request = RollRequest("attack", dana, {"skill": "0", "weapon": "0", "defence": "none"}, biter)
    assert services.rolls.odds(request)  # the odds of the shot declared, not "the magazine is empty"
    assert services.rolls.dice_wanted(request) is not None
    assert fire(services, dana, biter, "7") is not None and loaded(services, dana) == 0
    seen = []
    services.rolls.failed.connect(lambda context, message: seen.append(message))
    assert fire(services, dana, biter, "7") is None  # that shot was rolled: the next one is refused
    assert seen == ["The magazine is empty: reload before firing."]
