"""A round ended before some who could act had their turn says who (gridlimbs in Spanish: Ctrl+Alt+N
ended the round while Dov had not acted, with no word): the round's log line says "Dov had not
acted" and keeps the names for the status bar; a round ended with everyone having acted says
nothing more.  Every ruleset alike; one who cannot act (dead, out) is not named, nor is a fighter
hidden from the players in the public line."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules import PRESETS, RULESETS
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.gm_parts import without_gm_parts
from app.services.logtext import render, render_event
from tests.stores import campaign_target

ALL = [(r, p) for r in RULESETS for p in (PRESETS[r] or (None,))]


@pytest.fixture
def campaign(tmp_path, qapp):  # noqa: ANN001, ANN201
    opened = []

    def make(ruleset, preset):  # noqa: ANN001, ANN202
        path = campaign_target(tmp_path, f"{ruleset}-{preset}.deadwatch")
        create_campaign(str(path), "Fight", ruleset, preset, {}).engine.dispose()
        services = open_services(str(path), Dice(seed=4))
        opened.append(services)
        return services

    yield make
    for services in opened:
        services.close()


def fighters(services, *names: str) -> list[int]:  # noqa: ANN001
    rules = services.ruleset
    for name in names:
        assert services.characters.create(name, "pc", rules.new_sheet())
    return [c.id for c in services.characters.characters() if c.name in names]


def round_ended(services):  # noqa: ANN001, ANN201
    event = services.campaign.events()[-1]
    assert event.kind == "round", render_event(event)
    return event


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_a_round_ended_early_names_who_had_not_acted(campaign, ruleset, preset):
    services = campaign(ruleset, preset)
    ids = fighters(services, "Ann", "Dov", "Kit")
    assert services.initiative.start(ids)
    if services.initiative.view().combatants[0].initiative is None:
        assert services.initiative.roll()
    order = [c.name for c in services.initiative.view().combatants]
    assert services.initiative.next_turn()  # the first acts; the two after have not
    assert services.initiative.end_round()  # Ctrl+Alt+N
    event = round_ended(services)
    left = order[1:]
    assert event.payload.get("not_acted") == left
    line = render_event(event)
    assert f"{', '.join(left)} had not acted" in line, line
    # the next round played out: N to the last one ends it, nobody left out, nothing more said
    for _ in order:
        assert services.initiative.next_turn()
    event = round_ended(services)
    assert "not_acted" not in event.payload and "had not acted" not in render_event(event)
    # undone, the round and its words go together
    assert services.campaign.undo()
    assert services.initiative.encounter().round == 2


def test_one_who_cannot_act_or_is_hidden_from_the_players_is_named_only_where_the_gm_reads(campaign):
    services = campaign("twdu", None)
    ids = fighters(services, "Ann", "Dov", "Kit")
    assert services.initiative.start(ids)
    rows = {c.name: c.id for c in services.initiative.view().combatants}
    kit = next(c for c in services.characters.characters() if c.name == "Kit")
    assert services.characters.damage(kit.id, {"damage": 3})  # Kit is down: no turn to miss
    assert services.initiative.mark(rows["Dov"], "hidden")
    assert services.initiative.end_round()
    event = round_ended(services)
    assert sorted(event.payload["not_acted"]) == ["Ann", "Dov"]  # the GM's status bar names both
    # the public line (what an export for the players keeps) names Ann alone; the GM's console
    # reads Dov too, in the part the GM alone reads (it named him nowhere but the status bar)
    public = render(event.text, without_gm_parts(event.args))
    assert "Ann had not acted" in public and "Dov" not in public and "Kit" not in public, public
    assert event.secret  # the GM's log marks it, a hidden fighter named in it (its players' copy: above)
    line = render_event(event)
    assert line == "Round 1 ends; round 2 begins — Ann had not acted; Dov had not acted", line
    for lang, said in (("ru", "Раунд 1 окончен; начинается раунд 2 — Без хода: Ann; Без хода: Dov"),
                       ("es", "Termina el asalto 1; empieza el asalto 2 — Ann no había actuado; Dov no había actuado")):
        assert render_event(event, translator_for(lang)) == said


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_one_who_rolled_on_his_turn_is_not_said_to_have_missed_it(campaign, ruleset, preset):
    """Padre Tom attacked on his turn, then Ctrl+Alt+N: the line read "Padre Tom had not acted"."""
    from app.services.rolls import EXPRESSION, RollRequest

    services = campaign(ruleset, preset)
    ids = fighters(services, "Ann", "Dov", "Kit")
    assert services.initiative.start(ids)
    if services.initiative.view().combatants[0].initiative is None:
        assert services.initiative.roll()
    order = services.initiative.view().combatants
    assert services.initiative.next_turn()  # the first acts; the second's turn now
    second, third = order[1], order[2]
    # he rolls on his turn (a roll of his own: the roll's request names him)
    assert services.rolls.roll(RollRequest(EXPRESSION, second.character_id, expression="d10"), "4") is not None
    assert services.initiative.end_round()  # Ctrl+Alt+N before N
    event = round_ended(services)
    assert event.payload.get("not_acted") == [third.name], render_event(event)
    assert f"{second.name}, " not in render_event(event) and f"{second.name} had" not in render_event(event)
