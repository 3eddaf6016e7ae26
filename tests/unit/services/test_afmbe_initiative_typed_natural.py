"""Initiative typed from the table's dice, AFMBE norms: one d10 per fighter, and a natural 10 or 1
takes its extra die typed right after it ("Rolling a natural 10 gives you a bonus d10 roll, the result
of which is added to your first roll. Conversely, rolling a natural 1 gives you another d10 roll with
the result subtracted from your original roll.").  Too few dice: refused with the count, for whom,
nothing changed."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "norms.deadwatch")
    create_campaign(str(path), "Fight", "afmbe", "norms", {}).engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    rules = services.ruleset
    for name, dex in (("Dana Cruz", 3), ("Bob", 2)):
        assert services.characters.create(name, "pc", {**rules.new_sheet(), "dex": dex})
    assert services.initiative.start([c.id for c in services.characters.characters()])
    yield services
    services.close()


def initiatives(services):
    return {c.name: c.initiative for c in services.initiative.combatants(services.initiative.encounter().id)}


def test_a_typed_natural_10_takes_the_next_die_as_its_bonus(fight):
    assert fight.initiative.roll("10 7 4")  # Dana: 10, her bonus 7; Bob: 4
    assert initiatives(fight) == {"Dana Cruz": 20, "Bob": 6}
    line = render_event(fight.campaign.events()[-1])
    assert "Dana Cruz: initiative 20 (d10 10 (Norms: a natural 10 adds another d10: 7): 17 + Dexterity 3 = 20)" in line


def test_a_typed_natural_1_takes_off_the_next_die(fight):
    assert fight.initiative.roll("5 1 6")  # Dana 5; Bob: 1, less 6
    assert initiatives(fight) == {"Dana Cruz": 8, "Bob": -3}


def test_too_few_dice_for_a_natural_are_refused_with_the_count(fight):
    refused = []
    fight.initiative.failed.connect(lambda ctx, msg: refused.append(msg))
    events = len(fight.campaign.events())
    assert not fight.initiative.roll("10 4")  # the 4 is Dana's bonus die: Bob's d10 is missing
    assert refused == ["One die per fighter who rolls: at least 3 dice for this roll, 2 typed."]
    assert not fight.initiative.roll("5 1")
    assert refused[-1] == ("Bob's natural 1 rolls another die, typed right after it: at least 3 dice for this "
                           "roll, 2 typed.")
    assert not fight.initiative.roll("10")
    assert refused[-1] == ("Dana Cruz's natural 10 rolls another die, typed right after it: at least 3 dice for "
                           "this roll, 1 typed.")
    assert len(fight.campaign.events()) == events
    assert initiatives(fight) == {"Dana Cruz": None, "Bob": None}
