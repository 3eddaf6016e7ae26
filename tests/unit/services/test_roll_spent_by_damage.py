"""A roll whose damage is applied from its offer is spent (twdu, "Duels": "The fighter with the most
successes wins, and they inflict damage on the other fighter equal to their own weapon's Damage
rating. … If you and your opponent are still standing after the opposed roll, you may attack each
other again"; "Defenseless or unaware": "You simply need to succeed with the skill roll to hit, and
each success beyond the first increases the damage done by one point"): the damage follows from the
roll's outcome, so once it is on the tracker the roll is settled — its push is no longer offered, a
push asked all the same is refused with the reason and changes nothing; the damage undone, the
push stands again.  A damage typed by hand (no offer of the roll) spends nothing."""

from __future__ import annotations

import pytest

from app.services.logtext import render
from app.services.rolls import RollRequest
from tests.unit.services.test_rolls import ids, make, refusals, roll_events

SPENT = "This roll's damage is applied: the roll is spent and can no longer be pushed or changed."


@pytest.fixture
def twdu(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    svc.characters.create("Ben", "pc", {"strength": 2, "close_combat": 1})
    svc.characters.create("Walker", "npc", {"strength": 2, "close_combat": 1})
    yield svc
    svc.close()


def _health(svc, name):
    return svc.characters.character(ids(svc)[name]).state["health"]


@pytest.mark.parametrize(("kind", "inputs", "faces"), [
    ("duel", {}, "6 2 3 2 3 4"),  # Ben one 6, the walker none: a hit of 1
    ("defenseless", {}, "6 2 3"),  # a straight roll at one who does not fight back
])
def test_a_roll_whose_damage_is_applied_from_its_offer_is_spent(twdu, kind, inputs, faces):
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest(kind, people["Ben"], inputs, people["Walker"]), faces)
    assert rolled is not None and rolled.result.damage and "push" in {f.key for f in rolled.result.follow_ups}
    assert twdu.rolls.spent_follow_ups(rolled) == (frozenset(), "")
    offer = rolled.result.damage[0]
    assert twdu.characters.damage(people["Walker"], dict(offer.request), actor_id=people["Ben"],
                                  of_roll=rolled.event_id)
    assert _health(twdu, "Walker") == 2
    keys, why = twdu.rolls.spent_follow_ups(rolled)
    assert "push" in keys and render(why, {}, "rules") == SPENT
    seen = refusals(twdu)
    count, stress = len(roll_events(twdu)), twdu.characters.character(people["Ben"]).state.get("stress", 0)
    assert twdu.rolls.follow_up(rolled, "push", faces="6 6 6 6") is None
    assert seen == [SPENT]
    assert len(roll_events(twdu)) == count
    assert twdu.characters.character(people["Ben"]).state.get("stress", 0) == stress
    assert twdu.campaign.undo()  # the damage taken back: the roll may be pushed again
    assert _health(twdu, "Walker") == 3
    assert twdu.rolls.spent_follow_ups(rolled) == (frozenset(), "")
    assert twdu.rolls.follow_up(rolled, "push") is not None  # rolled here


def test_damage_typed_by_hand_spends_no_roll(twdu):
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Ben"], {}, people["Walker"]), "6 2 3 2 3 4")
    assert twdu.characters.damage(people["Walker"], {"damage": 1, "source": "attack"})  # the D form, by hand
    assert twdu.rolls.spent_follow_ups(rolled) == (frozenset(), "")


def test_the_defender_s_push_of_a_duel_is_spent_too(twdu):
    """The walker's duel against Ben: Ben (a PC) may push his side; once Ben's damage is applied from
    the offer, his side of that duel is settled as well."""
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Walker"], {}, people["Ben"]), "6 2 3 2 3 4")
    assert rolled is not None
    theirs = next(f.key for f in rolled.result.follow_ups if f.by == "opponent")
    offer = rolled.result.damage[0]
    assert twdu.characters.damage(people["Ben"], dict(offer.request), actor_id=people["Walker"],
                                  of_roll=rolled.event_id)
    keys, _why = twdu.rolls.spent_follow_ups(rolled)
    assert theirs in keys
    seen = refusals(twdu)
    assert twdu.rolls.follow_up(rolled, theirs, faces="6 6 6 6") is None
    assert seen == [SPENT]


def test_first_aid_applied_spends_its_roll(twdu):
    """"When you are Broken, someone else can give you first aid. This requires a Medicine roll. …
    If the roll is successful, you get back on your feet": once the care of the roll is applied, the
    roll is settled too, said as a care."""
    people = ids(twdu)
    assert twdu.characters.damage(people["Walker"], {"damage": 3, "source": "attack", "armor": False})  # Broken
    rolled = twdu.rolls.roll(RollRequest("first_aid", people["Ben"], {"band": "short"}, people["Walker"]), "6 2")
    assert rolled is not None and rolled.result.damage and rolled.result.damage[0].heal
    assert "push" in {f.key for f in rolled.result.follow_ups}
    assert twdu.characters.heal(people["Walker"], dict(rolled.result.damage[0].request), actor_id=people["Ben"],
                                of_roll=rolled.event_id)
    keys, why = twdu.rolls.spent_follow_ups(rolled)
    assert "push" in keys
    assert render(why, {}, "rules") == "This roll's care is applied: the roll is spent and can no longer be pushed " \
                                       "or changed."
