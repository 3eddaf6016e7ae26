"""twdu, the walker's duel with Ben: Ben pushes, then the damage to Ben is applied from the pushed
roll's offer; undone and redone, the dock still held the roll before the push and offered "Push the
roll: Ben Okafor" and its damage again, and both went through (Ben Broken from one hit applied
twice).  A roll pushed already is refused a second push, and an offer applied already a second
application: a clear reason, nothing changed."""

from __future__ import annotations

import pytest

from app.services.logtext import render
from app.services.rolls import RollRequest
from tests.unit.services.test_rolls import ids, make, refusals, roll_events

PUSHED = "This roll has already been followed up so: it is spent and cannot be again."
SUPERSEDED = "This roll has been followed up: apply the offer of the roll that followed."
TAKEN = "This hit's damage is applied already: a hit is not applied twice."


@pytest.fixture
def twdu(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    svc.characters.create("Ben", "pc", {"strength": 2, "close_combat": 1})
    svc.characters.create("Walker", "npc", {"strength": 2, "close_combat": 1})
    yield svc
    svc.close()


def test_a_push_and_an_offer_redone_are_not_offered_again(twdu):
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Walker"], {}, people["Ben"]), "6 2 3 2 3 4")
    assert rolled is not None
    theirs = next(f.key for f in rolled.result.follow_ups if f.by == "opponent")
    pushed = twdu.rolls.follow_up(rolled, theirs, faces="2 2 2 2")
    assert pushed is not None
    offer = pushed.result.damage[0] if pushed.result.damage else rolled.result.damage[0]
    target = people["Ben"]
    assert twdu.characters.damage(target, dict(offer.request), actor_id=people["Walker"], of_roll=pushed.event_id,
                                  hit=0)
    for _ in range(2):
        assert twdu.campaign.undo()
    for _ in range(2):
        assert twdu.campaign.redo()
    health = twdu.characters.character(people["Ben"]).state.get("health")
    keys, why = twdu.rolls.spent_follow_ups(rolled)
    assert theirs in keys and render(why, {}, "rules") == PUSHED
    seen = refusals(twdu)
    count = len(roll_events(twdu))
    assert twdu.rolls.follow_up(rolled, theirs, faces="6 6 6 6") is None
    assert seen == [PUSHED]
    assert len(roll_events(twdu)) == count
    hurt: list[str] = []
    twdu.characters.failed.connect(lambda _ctx, msg: hurt.append(msg))
    events = len(twdu.campaign.events())
    assert not twdu.characters.damage(target, dict(offer.request), actor_id=people["Walker"],
                                      of_roll=pushed.event_id, hit=0)  # the same hit of the pushed roll
    assert not twdu.characters.damage(target, dict(rolled.result.damage[0].request), actor_id=people["Walker"],
                                      of_roll=rolled.event_id, hit=0)  # the roll before the push: its offer
    assert [render(m, {}, "rules") for m in hurt] == [TAKEN, SUPERSEDED]
    assert twdu.characters.character(people["Ben"]).state.get("health") == health  # nothing changed
    assert len(twdu.campaign.events()) == events
    assert twdu.rolls.offers_taken(pushed) == frozenset({0})  # the dice dock does not offer it


def test_two_hits_of_one_roll_on_one_target_are_each_applied_once(twdu):
    """Two hits of one roll on the same target (a burst's) share the roll and the request: each is
    applied (the second is no repeat of the first), and either a second time is refused with its
    reason, nothing changed; undone, it is applied again."""
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Walker"], {}, people["Ben"]), "6 2 3 2 3 4")
    assert rolled is not None and rolled.result is not None and rolled.result.damage
    request = dict(rolled.result.damage[0].request)
    ben = people["Ben"]

    def hit(number: int) -> bool:
        return twdu.characters.damage(ben, request, actor_id=people["Walker"], of_roll=rolled.event_id, hit=number)

    assert hit(0) and hit(1)  # the same request twice: two hits
    state = twdu.characters.character(ben).state
    events = len(twdu.campaign.events())
    refused: list[str] = []
    twdu.characters.failed.connect(lambda _ctx, msg: refused.append(render(msg, {}, "rules")))
    assert not hit(1) and not hit(0)
    assert refused == [TAKEN, TAKEN]
    assert twdu.characters.character(ben).state == state and len(twdu.campaign.events()) == events
    assert twdu.campaign.undo()  # the second hit taken back: it is applied again
    assert hit(1)
