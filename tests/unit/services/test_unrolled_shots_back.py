"""AFMBE unisystem, in a fight: the rounds of shots declared in the ammunition dock and never rolled
come back as the firer's turn ends (N), said in the turn's line; once only, and undone with the
turn.  A fire of one attack (one shot, one burst) stays spent: the GM may fire without a roll."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target
from tests.unit.services.test_autofire_ammo import add, loaded

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True,
          "ammo": 15}


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "unrolled.deadwatch")
    create_campaign(str(path), "Unrolled", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    dana = add(services, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    biter = add(services, "Biter", "zombie")
    assert services.initiative.start([dana, biter], name="Yard")
    for combatant in services.initiative.combatants(services.initiative.encounter().id):
        assert services.initiative.set_initiative(int(combatant.id), 12 if combatant.character_id == dana else 5)
    assert services.initiative.current().character_id == dana
    yield services, dana, biter
    services.close()


def test_three_shots_never_rolled_come_back_at_the_turn_s_end(fight):
    services, dana, _biter = fight
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 3, "bursts": 0})
    assert loaded(services, dana) == 12
    assert services.initiative.next_turn()
    assert loaded(services, dana) == 15
    assert "Dana: 3 rounds not fired back in 9mm pistol: 12 → 15 rounds" in render_event(services.campaign.events()[-1])
    assert services.campaign.undo()
    assert loaded(services, dana) == 12
    assert services.campaign.redo()
    assert loaded(services, dana) == 15
    assert services.initiative.next_turn()  # the round ends: nothing more given back
    assert loaded(services, dana) == 15


def test_a_burst_declared_alone_stays_spent(fight):
    services, dana, _biter = fight
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 0, "bursts": 1, "burst_size": 3})
    assert loaded(services, dana) == 12
    assert services.initiative.next_turn()
    assert loaded(services, dana) == 12
    assert "not fired back" not in render_event(services.campaign.events()[-1])
