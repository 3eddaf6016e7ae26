"""AFMBE norms: death below zero Life Points is the GM's call, not a threshold.

The text: "Run out of life points and you go unconscious. Lose even more and you die." and "When you
reach below zero, you're incapacitated (and most likely dying)."  It gives no number: the console
marked a character dead at −(his Life Points total) ("stops at −26").  Now at 0 he is unconscious;
below 0 the console asks the GM's call (dies, as the text says, or kept alive, unconscious) on his
row and at the round's end; one call is one undoable action and one log line."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target
from tests.unit.services.test_afmbe_against_text import add, conditions


@pytest.fixture
def norms(tmp_path, qapp):
    path = campaign_target(tmp_path, "norms.deadwatch")
    create_campaign(str(path), "Norms", "afmbe", "norms").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    yield services
    services.close()


def calls(services, cid):
    row = services.characters.character(cid)
    return [(c.value, c.call) for c in services.ruleset.check_rules().checks_due(row.sheet, row.state)]


def test_at_zero_unconscious_and_no_call(norms):
    # "Run out of life points and you go unconscious."
    tom = add(norms, "Tom", str=2, con=2)  # (2 + 2) × 4 + 10 = 26 Life Points
    assert norms.characters.damage(tom, {"amount": 26})
    state = norms.characters.character(tom).state
    assert state["life_points"] == 0 and state["unconscious"] and not state["dead"]
    assert calls(norms, tom) == []


def test_far_below_zero_nothing_is_automatic_and_the_track_runs_on(norms):
    # the old threshold: 2 − 32 = −30 "stops at −26", and Dead; the text gives no number
    tom = add(norms, "Tom", str=2, con=2)
    assert norms.characters.damage(tom, {"amount": 58})
    state = norms.characters.character(tom).state
    assert state["life_points"] == -32 and not state["dead"] and state["unconscious"]
    assert calls(norms, tom) == [("dies", True), ("kept_alive", True)]
    keys = set(conditions(norms, tom))
    assert "gm_call" in keys and "dead" not in keys


def test_the_gms_call_dies_is_one_undoable_action_and_one_line(norms):
    # "Lose even more and you die": the GM says so
    tom = add(norms, "Tom", str=2, con=2)
    assert norms.characters.damage(tom, {"amount": 31})
    assert norms.characters.roll_check(tom, "dies")
    assert render_event(norms.campaign.events()[-1]) == (
        "Tom: Dies, as the text says — The GM's call at −5 Life Points: dies.")
    row = norms.characters.character(tom)
    assert norms.ruleset.is_dead(row.sheet, row.state) and calls(norms, tom) == []
    norms.campaign.undo()
    row = norms.characters.character(tom)
    assert not norms.ruleset.is_dead(row.sheet, row.state) and "gm_call" in conditions(norms, tom)


def test_kept_alive_holds_until_he_loses_more(norms):
    # "incapacitated (and most likely dying)": kept alive, he stays down; a further loss asks again
    tom = add(norms, "Tom", str=2, con=2)
    assert norms.characters.damage(tom, {"amount": 31})
    assert norms.characters.roll_check(tom, "kept_alive")
    assert render_event(norms.campaign.events()[-1]) == (
        "Tom: Kept alive, unconscious — The GM's call at −5 Life Points: kept alive, unconscious.")
    row = norms.characters.character(tom)
    assert calls(norms, tom) == [] and not row.state["dead"] and row.state["unconscious"]
    assert {"dying", "unconscious"} <= set(conditions(norms, tom)) and "gm_call" not in conditions(norms, tom)
    assert not norms.ruleset.can_act(row.sheet, row.state)
    assert norms.characters.damage(tom, {"amount": 1})
    assert calls(norms, tom) == [("dies", True), ("kept_alive", True)]


def test_the_rounds_end_says_the_call_is_due(norms):
    tom = add(norms, "Tom", str=2, con=2)
    ben = add(norms, "Ben", str=2, con=2)
    assert norms.initiative.start([tom, ben], name="Alley")
    assert norms.characters.damage(tom, {"amount": 30})
    assert norms.initiative.end_round()
    assert "Tom: The GM's call due (dies, or kept alive)." in render_event(norms.campaign.events()[-1])
    assert calls(norms, ben) == []
