"""twdu: Time passes runs the recovery times of the living alone. The dead do not heal: a dead
character's injury stays as it was at death, with no "has healed" line, and one whose lethal time
limit runs out in the time passing heals nothing after the death."""

from __future__ import annotations

import pytest

from app.services.logtext import render_event
from tests.unit.services.twdu_party import set_state, twdu_services

DAY = 1440


def injury(name: str, *, recovery: int = 1, lethal: bool = False, limit: int = 0) -> dict:
    return {"name": name, "penalty": 1, "lethal": lethal, "time_limit": limit, "time_unit": "hours",
            "equipment": "B" if lethal else "", "recovery": recovery, "recovery_unit": "days"}


@pytest.fixture
def party(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()


def injuries(services, cid):
    return services.characters.character(cid).state["injuries"]


def test_a_dead_characters_injury_does_not_heal_as_days_pass(party):
    services, ids = party
    ana, rick = ids["Ana"], ids["Rick"]
    set_state(services, ana, injuries=[injury("Broken leg")])
    set_state(services, rick, health=0, dead=True, injuries=[injury("Cracked ribs")])
    assert services.game_time.pass_time(2 * DAY)
    line = render_event(services.campaign.events()[-1])
    assert line == ("2 days pass — Ana: Broken leg has healed: the recovery time has passed; −1 die removed.")
    assert injuries(services, rick) == [injury("Cracked ribs")]  # as it was at his death
    assert injuries(services, ana)[0]["elapsed_minutes"] == 2 * DAY


def test_time_passing_with_only_the_dead_hurt_changes_nothing(party):
    services, ids = party
    rick = ids["Rick"]
    set_state(services, rick, health=0, dead=True, injuries=[injury("Cracked ribs")])
    before = len(services.campaign.events())
    assert services.game_time.pass_time(2 * DAY)  # no time limit is running: its line says so
    assert len(services.campaign.events()) == before + 1
    assert injuries(services, rick) == [injury("Cracked ribs")]


def test_one_killed_by_a_lethal_injury_heals_nothing_after_the_death(party):
    services, ids = party
    ben = ids["Ben"]
    set_state(services, ben, health=1, injuries=[injury("Punctured lung", lethal=True, limit=2),
                                                 injury("Broken nose")])
    assert services.game_time.deaths(2 * DAY) == [("Ben", 120)]
    assert services.game_time.pass_time(2 * DAY)
    assert render_event(services.campaign.events()[-1]) == (
        "2 days pass — Ben: Punctured lung: the time limit ran out. Dead.")
    state = services.characters.character(ben).state
    assert state["dead"] is True
    assert [i["elapsed_minutes"] for i in state["injuries"]] == [120, 120]  # the nose did not heal
