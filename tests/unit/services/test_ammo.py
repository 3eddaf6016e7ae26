"""The ammo ledger's service: commands in every currency, the once-a-round rule, the ledger, undo."""

from __future__ import annotations

import pytest
from sqlmodel import select

from app.rules.dice import Dice
from app.services.ammo import EMPTY, LOW, OK
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event
from app.store.models import Encounter
from tests.stores import campaign_target

SHOTGUN = {"name": "Shotgun", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 0}
RIFLE = {"name": "Rifle", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 3}


@pytest.fixture
def open_campaign(tmp_path, qapp):
    opened = []

    def make(ruleset, preset=None):
        path = campaign_target(tmp_path, f"{ruleset}-{preset}.deadwatch")
        create_campaign(str(path), "Ammo", ruleset, preset).engine.dispose()
        services = open_services(str(path), Dice(seed=4))
        opened.append(services)
        return services

    yield make
    for services in opened:
        services.close()


def add(services, name, kind="pc", **sheet):
    rules = services.ruleset
    event = services.campaign.execute(CreateCharacter(name, kind, {**rules.new_sheet(), **sheet}))
    return int(event.changes[0]["id"])


def start_fight(services):
    game = services.campaign.current_session() or services.campaign.start_session()
    with services.campaign._session() as s:
        s.add(Encounter(session_id=game.id, round=1, active=True))
        s.commit()
    services.campaign.forget()  # written behind the service's back: its kept rows are read again


def next_round(services):
    with services.campaign._session() as s:
        enc = s.exec(select(Encounter).where(Encounter.active)).one()
        enc.round += 1
        s.add(enc)
        s.commit()
    services.campaign.forget()  # written behind the service's back: its kept rows are read again


def end_fight(services):
    with services.campaign._session() as s:
        enc = s.exec(select(Encounter).where(Encounter.active)).one()
        enc.active = False
        s.add(enc)
        s.commit()
    services.campaign.forget()  # written behind the service's back: its kept rows are read again


def counts(services, cid):
    return {v.stock.key: v.stock.total for v in services.ammo.stocks(cid)}


def lines(services):
    return [render_event(e) for e in services.ammo.ledger()]


def test_norms_spends_one_point_a_round_per_weapon_and_refuses_the_second(open_campaign):
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN, RIFLE])
    refusals = []
    services.ammo.failed.connect(lambda ctx, msg: refusals.append(msg))
    start_fight(services)
    assert services.ammo.fire(ana, "Shotgun")
    assert not services.ammo.fire(ana, "Shotgun")
    assert "fired this round already" in refusals[0]
    assert services.ammo.fire(ana, "Rifle")  # another weapon may fire in the same round
    assert counts(services, ana) == {"Shotgun": 4, "Rifle": 2}
    [shotgun, rifle] = services.ammo.stocks(ana)
    assert shotgun.fired_this_round and rifle.fired_this_round
    next_round(services)
    assert not services.ammo.stocks(ana)[0].fired_this_round
    assert services.ammo.fire(ana, "Shotgun")
    assert counts(services, ana)["Shotgun"] == 3
    assert lines(services)[-1] == "Ana fires Shotgun: 4 → 3 Ammo Points — One combat turn of firing."
    assert [e.round for e in services.ammo.ledger()] == [1, 1, 2]
    end_fight(services)
    assert services.ammo.fire(ana, "Shotgun") and services.ammo.fire(ana, "Shotgun")  # outside a fight: each action
    assert counts(services, ana)["Shotgun"] == 1


def test_a_reason_typed_in_lower_case_follows_the_rules_sentence_as_one(open_campaign):
    # "One combat turn of firing. covering Ben": the GM's reason after a full stop starts a sentence
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN])
    start_fight(services)
    assert services.ammo.fire(ana, "Shotgun", {}, "covering Ben")
    assert lines(services)[-1] == "Ana fires Shotgun: 5 → 4 Ammo Points — One combat turn of firing. Covering Ben"


def test_undoing_a_fire_gives_the_point_back_and_allows_firing_again(open_campaign):
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN])
    start_fight(services)
    services.ammo.fire(ana, "Shotgun")
    assert services.campaign.undo()
    assert counts(services, ana) == {"Shotgun": 5}
    assert services.ammo.ledger() == []
    assert services.ammo.fire(ana, "Shotgun")
    assert counts(services, ana) == {"Shotgun": 4}


def test_refill_and_transfer_between_characters_are_logged_with_reason_and_who(open_campaign):
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN])
    ben = add(services, "Ben", weapons=[RIFLE])
    assert services.ammo.refill(ana, "Shotgun", 3, "a box of shells")
    assert services.ammo.give(ana, "Shotgun", ben, "Rifle", 2)
    assert counts(services, ana) == {"Shotgun": 6} and counts(services, ben) == {"Rifle": 5}
    assert lines(services) == [
        "Ana finds 3 Ammo Points for Shotgun: 5 → 8 — a box of shells",
        "Ana gives Ben 2 Ammo Points: Shotgun 8 → 6, Rifle 3 → 5",
    ]
    give = services.ammo.ledger()[-1]
    assert (give.actor, give.target, give.payload["action"], give.payload["amount"]) == ("Ana", "Ben", "give", 2)
    assert services.ammo.party_totals() == {"AP": 11}


def test_negative_counts_are_impossible(open_campaign):
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN])
    ben = add(services, "Ben", weapons=[RIFLE])
    refusals = []
    services.ammo.failed.connect(lambda ctx, msg: refusals.append((ctx, msg)))
    assert not services.ammo.give(ben, "Rifle", ana, "Shotgun", 4)
    assert not services.ammo.refill(ana, "Shotgun", -2)
    assert not services.ammo.refill(ana, "Shotgun", 0)
    services.ammo.empty(ana, "Shotgun")
    assert not services.ammo.fire(ana, "Shotgun")
    assert counts(services, ana) == {"Shotgun": 0} and counts(services, ben) == {"Rifle": 3}
    # more than Ben has and firing an empty gun are the rules' refusals; less than one found is the form's
    assert [ctx for ctx, _ in refusals] == ["rules", "log", "log", "rules"]
    assert refusals[1][1] == refusals[2][1] == "An amount of ammunition runs from 1 to 999."
    assert services.ammo.stocks(ana)[0].status == EMPTY


def test_low_ammo_warnings_for_every_weapon_and_for_one(open_campaign):
    services = open_campaign("afmbe", "norms")
    ana = add(services, "Ana", weapons=[SHOTGUN, RIFLE])
    assert [v.status for v in services.ammo.stocks(ana)] == [OK, OK]
    assert services.ammo.set_threshold(3)
    assert [v.status for v in services.ammo.stocks(ana)] == [OK, LOW]
    assert services.ammo.set_threshold(5, ana, "Shotgun")
    assert [(v.stock.key, v.status, v.threshold) for v in services.ammo.warnings()] == [
        ("Shotgun", LOW, 5),
        ("Rifle", LOW, 3),
    ]
    assert not services.ammo.set_threshold(-1)
    services.campaign.undo()
    assert services.ammo.threshold(ana, "Shotgun") == 3


def test_unisystem_rounds_bursts_rock_and_roll_and_reload(open_campaign):
    services = open_campaign("afmbe", "unisystem")
    smg = {**SHOTGUN, "name": "SMG", "automatic": True, "ammo": 30}
    dana = add(services, "Dana", weapons=[smg])
    assert services.ammo.fire(dana, "SMG", {"shots": 1, "bursts": 1, "burst_size": 4, "groups": 2})
    assert counts(services, dana) == {"SMG": 5}
    assert services.ammo.refill(dana, "SMG", 40)
    # the spares took the 40, the magazine kept its 5: said apart, not "5 → 45" added up
    assert lines(services)[-1] == "Dana finds 40 rounds for SMG: spare 0 → 40; loaded 5"
    assert services.ammo.reload(dana, "SMG")
    [view] = services.ammo.stocks(dana)
    assert (view.stock.count, view.stock.spare) == (30, 15)
    assert lines(services)[0].startswith("Dana fires SMG: 30 → 5 rounds")
    assert lines(services)[-1].startswith("Dana reloads SMG: 5 → 30 rounds")
    start_fight(services)
    assert services.ammo.fire(dana, "SMG") and services.ammo.fire(dana, "SMG")  # rounds: no once-a-round rule


def test_gridlimbs_hasty_reload_keeps_the_clip_secret(open_campaign):
    services = open_campaign("gridlimbs")
    kit = add(services, "Kit", starting_item="pistol")
    dov = add(services, "Dov", starting_item="clips")
    assert services.ammo.give(dov, "clips", kit, "clips", 2)
    assert services.ammo.fire(kit, "gun1", {"bullets": 13})
    assert services.ammo.reload(kit, "gun1", {"how": "hasty", "keep": True})
    event = services.ammo.ledger()[-1]
    line = render_event(event)
    assert line == "Kit reloads Pistol with a clip drawn at random"
    assert event.payload["after"] is None and event.payload["secret"]["after"] == 15
    gun, clips = services.ammo.stocks(kit)
    assert (gun.stock.count, clips.stock.clips) == (15, (15, 2))
    refused = services.ammo.refusal(kit, "gun1", "reload")  # a full clip is not swapped for another
    assert refused is not None and render(refused.message, refused.args_) == "Kit's Pistol is full (15/15)."
    assert not services.ammo.reload(kit, "gun1", {"how": "chosen", "declared": 2, "keep": False})
    assert services.ammo.fire(kit, "gun1", {"bullets": 1})
    assert services.ammo.reload(kit, "gun1", {"how": "chosen", "declared": 2, "keep": False})
    assert render_event(services.ammo.ledger()[-1]).startswith("Kit reloads Pistol — 14 → 2 rounds")  # the GM's part
    assert "secret" not in services.ammo.ledger()[-1].payload
    assert services.ammo.party_totals() == {"rounds": 2, "clips": 3}


def test_twdu_mess_up_empties_the_weapon(open_campaign):
    services = open_campaign("twdu")
    revolver = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}
    ana = add(services, "Ana", weapons=[revolver])
    assert services.ammo.fire(ana, "Revolver", {"shots": 2})
    assert services.ammo.empty(ana, "Revolver", "mess_up")
    assert lines(services)[-1] == "Ana's Revolver is empty: 4 → 0 rounds — Messed up: out of ammunition"
    assert services.ammo.stocks(ana)[0].status == EMPTY
    assert not services.ammo.empty(ana, "Revolver", "nonsense")


def test_d10under_rounds_loaded(open_campaign):
    services = open_campaign("d10under")
    rifle = {"name": "Rifle", "kind": "ranged", "damage": 30, "shots": 2, "magazine": 5, "criticals": True}
    vera = add(services, "Vera", weapons=[rifle])
    gleb = add(services, "Gleb", weapons=[rifle])
    assert services.ammo.fire(vera, "Rifle", {"shots": 2})
    assert not services.ammo.fire(vera, "Rifle", {"shots": 3})
    assert services.ammo.refill(gleb, "Rifle", 4)  # rounds found: carried as spare rounds
    assert not services.ammo.give(gleb, "Rifle", vera, "Rifle", 5)  # Gleb carries only 4 spare
    assert services.ammo.give(gleb, "Rifle", vera, "Rifle", 2)
    assert counts(services, vera) == {"Rifle": 3 + 2} and counts(services, gleb) == {"Rifle": 5 + 2}
    assert services.ammo.empty(gleb, "Rifle")
    assert services.ammo.stocks(gleb)[0].status == EMPTY
    assert services.ammo.reload(gleb, "Rifle")
    assert [(v.stock.count, v.stock.spare) for v in services.ammo.stocks(gleb)] == [(2, 0)]
    assert lines(services)[-1] == (
        "Gleb reloads Rifle: 0 → 2 rounds — Reloads Rifle. 2 rounds into the magazine; 0 spare left.")
    assert not services.ammo.reload(gleb, "Rifle")  # nothing carried: no round from nowhere
