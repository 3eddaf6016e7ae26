"""AFMBE Norms: Time passes (Ctrl+Shift+T) is a GM action, and every GM action has its line.

The Norms text runs nothing with game time (no time limits, no fatigue, no Survival checks a
minute), so letting time pass was refused with "No time limit is running." in the status bar and
the session log kept no trace of it.  Now the log says what passed and what it did: one line, undoable."""

from __future__ import annotations

from app.services.logtext import render_event
from tests.unit.services.test_afmbe_against_text import add
from tests.unit.services.test_afmbe_norms_death_call import norms  # noqa: F401 (the fixture)


def test_norms_time_passing_writes_what_passed_and_what_it_did(norms):  # noqa: F811
    tom = add(norms, "Tom", str=2, con=2)
    assert norms.characters.damage(tom, {"amount": 31})  # below zero: "most likely dying", no clock in the text
    state = norms.characters.character(tom).state
    before = len(norms.campaign.events())
    assert norms.game_time.pass_time(180)
    events = norms.campaign.events()
    assert len(events) == before + 1
    assert render_event(events[-1]) == "3 hours pass — No time limit runs and no roll falls due: no one changes."
    assert norms.characters.character(tom).state == state
    norms.campaign.undo()
    assert any(e.id == events[-1].id and e.undone for e in norms.campaign.events())
