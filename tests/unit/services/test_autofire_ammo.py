"""Automatic fire inside the attack roll spends the magazine (AFMBE unisystem §4.2.1.3): the burst's
rounds, the spray's, in the roll's one undoable command and log line, listed in the ammo ledger."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.command import CommandError
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from app.store.models import Encounter
from tests.stores import campaign_target

GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}


@pytest.fixture
def services(tmp_path, qapp):
    path = campaign_target(tmp_path, "autofire.deadwatch")
    create_campaign(str(path), "Autofire", "afmbe", "unisystem").engine.dispose()
    opened = open_services(str(path), Dice(seed=4))
    yield opened
    opened.close()


def add(services, name, kind="pc", **sheet):
    rules = services.ruleset
    event = services.campaign.execute(CreateCharacter(name, kind, {**rules.new_sheet(), **sheet}))
    return int(event.changes[0]["id"])


@pytest.fixture
def fight(services):
    dana = add(services, "Dana", dex=3, skills=GUNS, weapons=[SMG])
    biter = add(services, "Biter", "zombie")
    return services, dana, biter


def fire(services, dana, biter, faces, **inputs):
    request = RollRequest("attack", dana, {"skill": "0", "weapon": "0", "defence": "none", **inputs}, biter)
    return services.rolls.roll(request, faces)


def loaded(services, cid):
    return services.ammo.stocks(cid)[0].stock.count


def test_a_three_round_burst_with_two_success_levels_hits_twice_and_spends_three_rounds(fight):
    # the text's example: "una ráfaga de tres balas y consiga dos Niveles de éxito impactará con dos balas"
    services, dana, biter = fight
    rolled = fire(services, dana, biter, "7", fire="burst", burst_size=3)  # 7 + DEX 3 + Guns 2 = 12: Decent
    assert rolled is not None and rolled.result.result.args["hits"] == 2
    assert loaded(services, dana) == 27
    [event] = services.ammo.ledger()
    assert event.kind == "ammo" and event.id == rolled.event_id  # the roll's own line, no second one
    assert render_event(event).startswith(
        "Dana rolls Attack against a dodge or block (Dexterity, Guns 2, SMG) against Biter with table dice: "
        "Rounds that hit: 2, best total 12 (d10 7; Dexterity +3; Guns +2; total 12) — SMG: 30 → 27 rounds"
    )
    assert event.payload["ammo"]["before"] == 30 and event.payload["ammo"]["after"] == 27
    assert services.rolls.recent()[0].request.inputs["fire"] == "burst"  # a roll to repeat all the same
    assert services.ammo.stocks(dana)[0].fired_this_round is False  # no fight runs
    # a five-round burst: five rounds off, at most five hits
    assert fire(services, dana, biter, "7", fire="burst", burst_size=5, burst_number=2) is not None
    assert loaded(services, dana) == 22


def test_rock_and_roll_sprays_the_rounds_said_or_the_whole_magazine(fight):
    services, dana, biter = fight
    spray = fire(services, dana, biter, "9 9 9", fire="rock_and_roll", rounds=25)  # groups of 10, 10, 5
    assert [r.total for r in spray.result.records] == [14, 10, 6]
    assert loaded(services, dana) == 5
    # the form's 0: the trigger held all turn empties the magazine (5 rounds: one group)
    whole = fire(services, dana, biter, "9", fire="rock_and_roll")
    assert len(whole.result.records) == 1 and loaded(services, dana) == 0
    assert render_event(services.ammo.ledger()[-1]).endswith("— SMG: 5 → 0 rounds")


def test_undo_puts_the_bursts_rounds_back_with_the_roll(fight):
    services, dana, biter = fight
    assert fire(services, dana, biter, "7", fire="burst", burst_size=4) is not None
    assert loaded(services, dana) == 26
    assert services.campaign.undo()
    assert loaded(services, dana) == 30
    assert services.ammo.ledger() == []
    assert services.campaign.redo()
    assert loaded(services, dana) == 26


def test_a_magazine_holding_fewer_rounds_than_the_burst_is_refused_and_nothing_changes(fight):
    services, dana, biter = fight
    assert fire(services, dana, biter, "9 9 9", fire="rock_and_roll", rounds=28) is not None
    refusals = []
    services.rolls.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.events())
    assert fire(services, dana, biter, "7", fire="burst", burst_size=3) is None  # 2 left, 3 needed
    assert refusals == ["The magazine holds fewer rounds than this fire needs: reload first."]
    assert loaded(services, dana) == 2 and len(services.campaign.events()) == before
    assert fire(services, dana, biter, "7", fire="burst", burst_size=2) is not None  # 2 fit
    assert fire(services, dana, biter, "9", fire="rock_and_roll") is None  # empty: nothing to spray
    assert refusals[-1] == "The magazine is empty: reload before holding the trigger."


def test_a_weapon_without_a_magazine_spends_nothing(fight):
    services, dana, biter = fight
    pipe = add(services, "Pipe", dex=3, skills=GUNS, weapons=[{**SMG, "ammo": 0}])  # no magazine on the sheet
    assert fire(services, pipe, biter, "7", fire="burst", burst_size=3) is not None
    assert fire(services, pipe, biter, "7") is not None
    assert loaded(services, dana) == 30 and services.ammo.ledger() == []


def test_in_a_fight_the_weapon_shows_it_fired_this_round(fight):
    services, dana, biter = fight
    game = services.campaign.current_session() or services.campaign.start_session()
    with services.campaign._session() as s:
        s.add(Encounter(session_id=game.id, round=1, active=True))
        s.commit()
    services.campaign.forget()  # written behind the service's back: its kept rows are read again
    assert fire(services, dana, biter, "7", fire="burst", burst_size=2) is not None
    [view] = services.ammo.stocks(dana)
    assert view.fired_this_round and view.stock.count == 28
    assert services.ammo.ledger()[-1].round == 1


def test_a_burst_takes_no_consecutive_shot_penalty_left_by_the_shots_before(fight):
    # "Una ráfaga se dispara sin ninguna penalización": the burst's roll says it is no consecutive
    # shot, so a form still on last round's second shot rolls the burst at full odds
    services, dana, biter = fight
    [(kind, burst)] = services.ammo.fire_rolls(dana, services.ammo.stocks(dana)[0].stock.key,
                                               {"shots": 0, "bursts": 1, "burst_size": 3})
    assert kind == "attack" and burst["shot_number"] == 1 and burst["burst_number"] == 1
    left_over = {"fire": "single", "shot_number": 2}  # the set-up shot the round's end left unrolled
    rolled = fire(services, dana, biter, "7", **{**left_over, **burst})
    assert rolled is not None
    line = render_event(services.ammo.ledger()[0])
    assert "total 12" in line and "consecutive" not in line
    shots = services.ammo.fire_rolls(dana, services.ammo.stocks(dana)[0].stock.key, {"shots": 2, "bursts": 1})
    assert [inputs["shot_number"] for _kind, inputs in shots] == [1, 2, 1]


PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


@pytest.mark.parametrize("fire_", [{"fire": "burst", "burst_size": 3}, {"fire": "rock_and_roll", "rounds": 10}])
def test_a_burst_from_a_pistol_is_refused_by_the_service_nothing_spent_nothing_logged(services, fire_):
    # §4.2.1.3 «Ráfagas de fuego automático: la manera más eficaz de disparar un arma automática»; a
    # semiautomatic («cualquier arma que dispare cada vez que se pulse el gatillo») fires single shots:
    # the form offers no burst for the pistol, and the rules refuse one asked of them all the same
    dana = add(services, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    biter = add(services, "Biter", "zombie")
    said: list[str] = []
    services.rolls.failed.connect(lambda _ctx, message: said.append(message))
    events = len(services.campaign.events())
    with pytest.raises(CommandError, match="Only an automatic weapon fires bursts or rock and roll"):
        services.rolls.odds(RollRequest("attack", dana, {"skill": "0", "weapon": "0", "defence": "none", **fire_},
                                        biter))
    assert fire(services, dana, biter, "9", **fire_) is None
    assert said == ["Only an automatic weapon fires bursts or rock and roll: tick Automatic in its row of the "
                    "sheet's weapons."]
    assert loaded(services, dana) == 15  # not a round off the magazine
    assert len(services.campaign.events()) == events and services.ammo.ledger() == []
    # a single shot from it still fires, one round
    assert fire(services, dana, biter, "9", fire="single") is not None
    assert loaded(services, dana) == 14
