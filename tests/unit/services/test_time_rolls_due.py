"""Time passes (Ctrl+Shift+T) says the rolls the time calls for, for whom and how many, before Enter
and in the time's one log line (undoable with it); the GM rolls them in the dice dock.

* AFMBE unisystem §5, "El Valor de Carga": "ligeramente cargado ... A este nivel se pierden 1D4
  Puntos de Resistencia cada 10 minutos"; "La carga media ... cuesta 1D4 Puntos de Resistencia cada 5
  minutos"; "La carga pesada ... cada dos minutos"; "La Carga superpesada ... cada minuto".
* twdu: "You must make a new opposed roll against the poison each hour, until you manage to
  successfully fight off the poison, or it kills you"; "Make an opposed roll against the disease each
  day"; "Once every hour, one person may treat you by making a Medicine roll"; "While poisoned, you
  have a –1 penalty on all dice rolls, including the Endure roll".

The old Time passes said none of these: a heavy load carried for an hour cost nothing, a poisoned
character's hours passed without a word."""

from __future__ import annotations

import pytest

from app.services.logtext import render, render_event
from tests.unit.services.test_afmbe_against_text import add
from tests.unit.services.test_afmbe_against_text import uni as uni  # noqa: PLC0414 - the fixture
from tests.unit.services.twdu_party import set_state, twdu_services


def said(services, minutes):
    return [render(line["t"], line["args"], line["ctx"]) for line in services.game_time.rolls_due(minutes)]


@pytest.mark.parametrize(("load", "minutes", "count", "per"), [
    ("light", 30, 3, 10), ("medium", 30, 6, 5), ("heavy", 30, 15, 2), ("very_heavy", 30, 30, 1),
    ("light", 15, 1, 10)])
def test_a_load_carried_as_time_passes_says_its_d4s_of_endurance(uni, load, minutes, count, per):
    from app.services.rolls import RollRequest

    ann = add(uni, "Ann", str=2, con=2, wil=2)
    assert said(uni, minutes) == []  # unloaded: nothing due
    assert uni.rolls.roll(RollRequest("load", ann, {"load": load})) is not None
    label = {"light": "Lightly loaded", "medium": "Medium load", "heavy": "Heavy load",
             "very_heavy": "Very heavy load"}[load]
    line = (f"Ann: {label} for {minutes} min: {count}d4 Endurance due (1d4 every {per} min); roll it in the "
            f"dice dock: Endurance loss, Carrying the current load, {minutes} minutes.")
    assert said(uni, minutes) == [line]
    endurance = uni.characters.character(ann).state["endurance"]
    before = len(uni.campaign.events())
    assert uni.game_time.pass_time(minutes)
    event = uni.campaign.events()[-1]
    assert len(uni.campaign.events()) == before + 1  # one line
    assert render_event(event) == f"{minutes} min pass — {line}"
    assert uni.characters.character(ann).state["endurance"] == endurance  # said, not rolled
    assert uni.campaign.undo()
    assert any(e.id == event.id and e.undone for e in uni.campaign.events())


def test_a_load_short_of_its_first_d4_says_nothing(uni):
    from app.services.rolls import RollRequest

    ann = add(uni, "Ann", str=2, con=2, wil=2)
    assert uni.rolls.roll(RollRequest("load", ann, {"load": "light"})) is not None
    assert said(uni, 9) == []


@pytest.fixture
def party(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()


def test_poison_s_hourly_rolls_and_disease_s_daily_rolls_are_said_as_time_passes(party):
    services, ids = party
    set_state(services, ids["Ana"], poisoned=True)
    set_state(services, ids["Ben"], sick=True)
    poison = ("Ana: Poisoned: {n} hourly {rolls} of Endure against the poison due; in the dice dock: Poison "
              "(Endure against Toxicity) (−1 die while poisoned; one Medicine roll each hour adds its successes).")
    assert said(services, 30) == []  # no whole hour
    assert said(services, 60) == [poison.format(n=1, rolls="roll")]
    assert said(services, 3 * 60) == [poison.format(n=3, rolls="rolls")]
    sick = ("Ben: Sick: 2 daily sickness rolls due; in the dice dock: Disease (sickness roll against Virulence) "
            "(−1 die while sick; one Medicine roll each day adds its successes).")
    assert said(services, 2 * 1440) == [poison.format(n=48, rolls="rolls"), sick]
    assert services.game_time.pass_time(3 * 60)
    event = services.campaign.events()[-1]
    assert render_event(event) == "3 hours pass — " + poison.format(n=3, rolls="rolls")
    assert services.campaign.undo()
    assert any(e.id == event.id and e.undone for e in services.campaign.events())


def test_the_dead_have_no_rolls_due(party):
    services, ids = party
    set_state(services, ids["Ana"], poisoned=True, dead=True, health=0)
    assert said(services, 120) == []


def test_the_first_roll_due_is_set_up_for_the_dice_dock(uni, tmp_path):
    from app.services.rolls import RollRequest

    ann = add(uni, "Ann", str=2, con=2, wil=2)
    assert uni.game_time.roll_to_set_up(30) is None  # unloaded
    assert uni.rolls.roll(RollRequest("load", ann, {"load": "medium"})) is not None
    assert uni.game_time.roll_to_set_up(30) == (ann, "endurance_loss", {"activity": "load", "duration": 30})
    assert uni.game_time.roll_to_set_up(4) is None  # short of the first d4
    assert uni.game_time.roll_to_set_up(2 * 1440) is None  # past the dice dock's day: said, not set up
    services, ids = twdu_services(tmp_path / "twdu")
    try:
        set_state(services, ids["Ben"], sick=True)
        assert services.game_time.roll_to_set_up(60) is None  # no whole day
        assert services.game_time.roll_to_set_up(1440) == (ids["Ben"], "disease", {})
        set_state(services, ids["Ana"], poisoned=True)
        assert services.game_time.roll_to_set_up(60) == (ids["Ana"], "poison", {})
    finally:
        services.close()


def test_each_roll_due_is_set_up_in_turn_until_the_poison_is_fought_off(tmp_path, qapp):
    # "You must make a new opposed roll against the poison each hour, until you manage to
    # successfully fight off the poison, or it kills you"; "Make an opposed roll against the disease
    # each day".  Before, only the first roll due was set up for the dice dock.
    services, ids = twdu_services(tmp_path)
    try:
        set_state(services, ids["Ana"], poisoned=True)
        set_state(services, ids["Ben"], sick=True)
        ana, ben = ids["Ana"], ids["Ben"]
        assert services.game_time.rolls_to_set_up(30) == []  # no whole hour
        assert services.game_time.rolls_to_set_up(3 * 60) == [(ana, "poison", {})] * 3
        assert services.game_time.rolls_to_set_up(2 * 1440) == [(ana, "poison", {})] * 48 + [(ben, "disease", {})] * 2
        assert services.game_time.still_due(ana, "poison", 3 * 60)
        assert not services.game_time.still_due(ana, "disease", 3 * 60)  # not sick
        set_state(services, ana, poisoned=False)  # fought off: the hours left call for nothing
        assert not services.game_time.still_due(ana, "poison", 3 * 60)
        assert services.game_time.due_ended(ana, "poison") == "Ana fought the poison off"  # the dock's why
        set_state(services, ben, dead=True, health=0)  # the dead roll nothing
        assert not services.game_time.still_due(ben, "disease", 2 * 1440)
        assert services.game_time.due_ended(ben, "disease") == "Ben is dead"
    finally:
        services.close()
