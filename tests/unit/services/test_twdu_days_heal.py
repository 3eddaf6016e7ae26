"""twdu: whole days passing give Health back to the hurt who ate ("A PC or NPC naturally recovers one
point of Health each day, as long as they are able to consume one ration of food during that day. A
PC that has no food cannot heal."), never to the sick ("While you are sick, you don't heal damage."),
in the time passing's one action and log line."""

from __future__ import annotations

import pytest

from app.services.logtext import render_event
from app.store.models import Character
from tests.unit.services.twdu_party import set_state, twdu_services

DAY = 1440


@pytest.fixture
def party(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    for name in ("Ana", "Ben", "Mia"):  # the rations each carries: a day eaten spends one
        set_sheet(services, ids[name], rations=5)
    yield services, ids
    services.close()


def set_sheet(services, cid: int, **values) -> None:
    """Test set-up only: put values on a character's sheet."""
    with services.campaign._session() as s:
        row = s.get(Character, cid)
        row.sheet = {**row.sheet, **values}
        s.add(row)
        s.commit()


def rations(services, cid):
    return services.characters.character(cid).sheet["rations"]


def health(services, cid):
    return services.characters.character(cid).state["health"]


def test_two_days_with_a_ration_a_day_give_two_health_back_and_the_sick_none(party):
    services, ids = party
    ana, ben, mia, rick, walker = (ids[n] for n in ("Ana", "Ben", "Mia", "Rick", "Walker"))
    set_state(services, ana, health=1)
    set_state(services, ben, health=2, sick=True)
    set_state(services, rick, health=0, dead=True)
    set_state(services, walker, health=1)  # "The undead don't have … Health Points"
    asked = services.game_time.meals(2 * DAY)
    assert [(m.name, m.fed, m.sick) for m in asked] == [("Ana", True, False), ("Ben", True, True)]
    before = len(services.campaign.events())
    assert services.game_time.pass_time(2 * DAY, meals={ana: True, ben: True})
    assert (health(services, ana), health(services, ben), health(services, mia)) == (3, 2, 3)
    assert health(services, walker) == 1
    events = services.campaign.events()
    assert len(events) == before + 1
    assert render_event(events[-1]) == (
        "2 days pass — Ana eats 2 rations. Ana: a ration a day for 2 days: Health 1 → 3. Ben eats 2 rations. "
        "Ben is sick: no Health back. Ben: Sick: 2 daily sickness rolls due; in the dice dock: Disease (sickness "
        "roll against Virulence) (−1 die while sick; one Medicine roll each day adds its successes).")
    assert (rations(services, ana), rations(services, ben), rations(services, mia)) == (3, 3, 5)
    assert services.campaign.undo()
    assert (health(services, ana), health(services, ben)) == (1, 2)
    assert (rations(services, ana), rations(services, ben)) == (5, 5)


def test_one_without_food_cannot_heal_and_a_day_gives_one_point(party):
    services, ids = party
    ana, ben = ids["Ana"], ids["Ben"]
    set_state(services, ana, health=1)
    set_state(services, ben, health=1)
    assert services.game_time.pass_time(DAY, meals={ana: False, ben: True})
    assert (health(services, ana), health(services, ben)) == (1, 2)
    assert render_event(services.campaign.events()[-1]) == (
        "1 day passes — Ana had no ration: no Health back. Ben eats 1 ration. Ben: a ration a day for 1 day: "
        "Health 1 → 2.")
    assert (rations(services, ana), rations(services, ben)) == (5, 4)  # Ana ate none


def test_less_than_a_day_heals_no_one_and_asks_no_one(party):
    services, ids = party
    set_state(services, ids["Ana"], health=1)
    assert services.game_time.meals(DAY - 1) == []
    before = len(services.campaign.events())
    assert services.game_time.pass_time(DAY - 1)  # nothing timed, nothing eaten: its line says so
    assert health(services, ids["Ana"]) == 1 and len(services.campaign.events()) == before + 1


def test_a_meal_for_one_unhurt_is_refused_and_nothing_changes(party):
    services, ids = party
    ana, mia = ids["Ana"], ids["Mia"]
    set_state(services, ana, health=1)
    refusals = []
    services.game_time.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.events())
    assert not services.game_time.pass_time(DAY, meals={ana: True, mia: True})
    assert refusals == ["Only a hurt living character is asked whether they ate as days pass."]
    assert health(services, ana) == 1 and len(services.campaign.events()) == before


def test_a_broken_one_is_up_after_the_minutes_then_heals_by_the_days(party):
    services, ids = party
    mia = ids["Mia"]
    assert services.characters.damage(mia, {"damage": 3, "source": "attack", "armor": False,
                                            "injury_name": "Sprained ankle"})
    assert health(services, mia) == 0
    assert [m.name for m in services.game_time.meals(DAY)] == ["Mia"]
    assert services.game_time.pass_time(DAY)  # left out of the meals: eats, as the box starts ticked
    assert health(services, mia) == 2
    assert render_event(services.campaign.events()[-1]).startswith(
        "1 day passes — Mia: The Broken minutes are over: up again with Health 1. Mia eats 1 ration.")
    assert rations(services, mia) == 4


def test_one_with_too_few_rations_for_the_days_is_refused_and_nothing_changes(party):
    """"A PC that has no food cannot heal": three days eaten need three rations; Ana carries two."""
    services, ids = party
    ana, ben = ids["Ana"], ids["Ben"]
    set_state(services, ana, health=1)
    set_state(services, ben, health=1)
    set_sheet(services, ana, rations=2)
    refusals = []
    services.game_time.failed.connect(lambda ctx, msg: refusals.append((msg, ctx)))
    before = len(services.campaign.events())
    assert not services.game_time.pass_time(3 * DAY, meals={ana: True, ben: True})
    assert refusals == [("Ana has 2 rations for 3 days: add rations on the sheet, or clear the box of one who "
                         "had no food; nothing changed.", "log")]
    assert (health(services, ana), health(services, ben)) == (1, 1)
    assert (rations(services, ana), rations(services, ben)) == (2, 5)
    assert len(services.campaign.events()) == before


def test_the_box_starts_ticked_for_one_who_carries_rations_and_clear_for_one_with_none(party):
    services, ids = party
    set_state(services, ids["Ana"], health=1)
    set_state(services, ids["Ben"], health=1)
    set_sheet(services, ids["Ben"], rations=0)
    asked = services.game_time.meals(DAY)
    assert [(m.name, m.fed, m.stock) for m in asked] == [("Ana", True, 5), ("Ben", False, 0)]


def test_ate_two_days_of_three_gives_two_health_back_and_spends_two_rations(party):
    """A day without food heals nothing, the others do: Ana carries two rations for three days and
    eats on two of them (it was all three or none, and none cost her all the healing)."""
    services, ids = party
    ana = ids["Ana"]
    set_state(services, ana, health=0)
    set_sheet(services, ana, rations=2)
    assert services.game_time.pass_time(3 * DAY, meals={ana: 2})
    assert (health(services, ana), rations(services, ana)) == (2, 0)
    assert render_event(services.campaign.events()[-1]).endswith(
        "Ana eats 2 rations. Ana: a ration on 2 of 3 days, none on the others: Health 0 → 2."), \
        render_event(services.campaign.events()[-1])


@pytest.mark.parametrize("days_eaten", [4, -1, "2"])
def test_days_eaten_beyond_the_days_passing_are_refused_and_nothing_changes(party, days_eaten):
    services, ids = party
    ana = ids["Ana"]
    set_state(services, ana, health=1)
    refusals = []
    services.game_time.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.events())
    assert not services.game_time.pass_time(3 * DAY, meals={ana: days_eaten})
    assert refusals and refusals[0], refusals
    if days_eaten != "2":
        assert refusals == ["The days Ana ate are a number from 0 to 3; nothing changed."], refusals
    assert (health(services, ana), rations(services, ana)) == (1, 5)
    assert len(services.campaign.events()) == before


def test_the_undo_of_days_passing_names_the_health_and_the_rations_it_gives_back(party):
    from app.export.language import translator_for

    services, ids = party
    ana, ben = ids["Ana"], ids["Ben"]
    set_state(services, ana, health=1)
    set_state(services, ben, health=2, sick=True)
    assert services.game_time.pass_time(2 * DAY, meals={ana: True, ben: True})
    assert services.campaign.undo()
    event = services.campaign.events()[-1]
    said = {language: render_event(event, translator_for(language)) for language in ("en", "ru", "es")}
    assert said["en"] == ("Undo: 2 days pass, taken back: Ana: Health 3 → 1; 2 rations back on the sheet. "
                          "Ben: 2 rations back on the sheet.")
    assert said["ru"] == ("Отменено: Проходят 2 дня; возвращено: Ana: Здоровье 3 → 1; 2 пайка снова в листе. "
                          "Ben: 2 пайка снова в листе.")
    assert said["es"] == ("Deshecho: Pasan 2 días; se devuelve: Ana: Salud 3 → 1; 2 raciones vuelven a la hoja. "
                          "Ben: 2 raciones vuelven a la hoja.")
