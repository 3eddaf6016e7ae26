"""The fight's "joins the fight" line takes the verb's form by the number of names."""

from __future__ import annotations

from app.export.language import translator_for
from app.services.logtext import render, render_event
from tests.unit.services.test_initiative import create, open_campaign

__all__ = ["open_campaign"]  # the fixture, imported for these tests


def test_one_name_joins_the_fight_and_two_join_it(open_campaign):
    # The log said "Dana Cruz join the fight": one character joins.
    services = open_campaign("afmbe", "norms")
    ann, bob, dana = (create(services, n) for n in ("Ann", "Bob", "Dana Cruz"))
    assert services.initiative.start([ann])
    assert services.initiative.add([dana])
    assert render_event(services.campaign.events()[-1]) == "Dana Cruz joins the fight"
    assert services.initiative.add([bob])
    event = services.campaign.events()[-1]
    assert event.args["joined"] == 1
    russian, spanish = translator_for("ru"), translator_for("es")
    assert render(event.text, {"names": "Dana Cruz", "joined": 1}, "log", russian) == "Dana Cruz вступает в бой"
    assert render(event.text, {"names": "Dana, Bob", "joined": 2}, "log", russian) == "Dana, Bob вступают в бой"
    assert render(event.text, {"names": "Dana Cruz", "joined": 1}, "log", spanish) == "Dana Cruz se une al combate"
    assert render(event.text, {"names": "Dana, Bob", "joined": 2}) == "Dana, Bob join the fight"
    # a line written before the count was kept reads as it always did
    assert render(event.text, {"names": "Dana, Bob"}) == "Dana, Bob join the fight"
