"""A roll's damage offer dropped, not applied (two players rolled at once, the GM lets one hit go):
one undoable line names it, and the roll no longer offers it; a second drop, or a drop of a hit
already applied, is refused with the reason and writes nothing; its undo offers it again."""

from __future__ import annotations

import pytest

from app.services.logtext import render
from app.services.rolls import RollRequest
from tests.unit.services.test_rolls import ids, make, refusals


@pytest.fixture
def twdu(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    svc.characters.create("Ben", "pc", {"strength": 2, "close_combat": 1})
    svc.characters.create("Walker", "npc", {"strength": 2, "close_combat": 1})
    yield svc
    svc.close()


def _lines(svc):
    return [render(e.text, e.args, "log") for e in svc.campaign.events() if not e.undone]


def test_a_dropped_offer_is_one_line_refused_twice_and_its_undo_offers_it_again(twdu):
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("defenseless", people["Ben"], {}, people["Walker"]), "6 2 3")
    assert rolled is not None and rolled.result.damage
    amount = rolled.result.damage[0].amount
    assert twdu.rolls.drop_offer(rolled, 0)
    assert _lines(twdu)[-1] == f"Damage dropped, not applied: Ben → Walker, {amount}"
    assert twdu.rolls.offers_dropped(rolled) == frozenset({0})
    count, seen = len(twdu.campaign.events()), refusals(twdu)
    assert not twdu.rolls.drop_offer(rolled, 0)  # dropped already
    assert seen == ["That damage is applied or dropped already."]
    assert len(twdu.campaign.events()) == count
    assert twdu.campaign.undo()
    assert twdu.rolls.offers_dropped(rolled) == frozenset()
    offer = rolled.result.damage[0]
    assert twdu.characters.damage(people["Walker"], dict(offer.request), actor_id=people["Ben"],
                                  of_roll=rolled.event_id, hit=0)
    count = len(twdu.campaign.events())
    assert not twdu.rolls.drop_offer(rolled, 0)  # applied: not dropped after
    assert seen[-1] == "That damage is applied or dropped already."
    assert len(twdu.campaign.events()) == count
