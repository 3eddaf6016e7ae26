"""AFMBE norms, Good Luck: "Luck points are replenished at the start of each game session.", whether
the GM starts the session (Session → New session) or the night's first action starts it by itself:
the same gift, written before that action, in the same transaction, undoable on its own."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.store.models import Character
from tests.stores import campaign_target
from tests.unit.services.test_afmbe_against_text import add

GIFT = "A new session gives back what the rules say — Ann: 2 Luck points for the session."


@pytest.fixture
def norms(tmp_path, qapp):
    path = campaign_target(tmp_path, "luck.deadwatch")
    create_campaign(str(path), "Luck", "afmbe", "norms").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    yield services
    services.close()


def spent_last_night(services):
    """Ann (Good Luck 2) and Ben; Ann spent both points; the night ends."""
    ann = add(services, "Ann", traits=[{"name": "Good Luck", "kind": "quality", "level": 2}])
    ben = add(services, "Ben")
    with services.campaign._session() as s:
        row = s.get(Character, ann)
        row.state = {**row.state, "luck": 0}
        s.add(row)
        s.commit()
    assert services.campaign.end_session()
    assert services.campaign.current_session() is None
    return ann, ben


def night_lines(services):
    return [render_event(e) for e in services.campaign.events(services.campaign.current_session().id)]


def test_the_nights_first_action_starts_the_session_with_the_luck_back(norms):
    ann, ben = spent_last_night(norms)
    assert norms.characters.character(ann).state["luck"] == 0
    assert norms.characters.damage(ben, {"amount": 3})  # the night's first GM action
    assert norms.campaign.current_session().number == 2
    assert norms.characters.character(ann).state["luck"] == 2
    lines = night_lines(norms)
    assert lines[0] == "Session 2 started"
    assert lines[1] == GIFT
    assert lines[2].startswith("Damage to Ben")
    assert len(lines) == 3
    assert norms.campaign.undo()  # the damage first
    assert norms.characters.character(ann).state["luck"] == 2
    assert norms.campaign.undo()  # then the gift, on its own
    assert norms.characters.character(ann).state["luck"] == 0


def test_the_first_action_on_the_lucky_one_herself_keeps_what_was_given(norms):
    ann, _ben = spent_last_night(norms)
    before = norms.characters.character(ann).state["life_points"]  # her row kept by the service
    assert norms.characters.damage(ann, {"amount": 4})
    state = norms.characters.character(ann).state
    assert state["luck"] == 2
    assert state["life_points"] == before - 4
    # what the screens are told carries both: the gift and the damage
    assert norms.characters.character(ann).state == norms.campaign.reads.characters_by_id([ann])[ann].state


def test_a_refused_first_action_starts_nothing_and_gives_nothing(norms):
    ann, _ben = spent_last_night(norms)
    assert not norms.characters.damage(ann, {"amount": "lots"})
    assert norms.campaign.current_session() is None
    assert norms.characters.character(ann).state["luck"] == 0


def test_both_ways_of_starting_give_the_same(norms):
    ann, ben = spent_last_night(norms)
    assert norms.campaign.start_session() is not None
    by_hand = night_lines(norms)
    assert norms.characters.character(ann).state["luck"] == 2
    with norms.campaign._session() as s:
        row = s.get(Character, ann)
        row.state = {**row.state, "luck": 0}
        s.add(row)
        s.commit()
    norms.campaign.forget()
    assert norms.campaign.end_session()
    assert norms.characters.damage(ben, {"amount": 1})
    by_itself = night_lines(norms)
    assert by_itself[:2] == ["Session 3 started", GIFT]
    assert by_hand == ["Session 2 started", GIFT]
