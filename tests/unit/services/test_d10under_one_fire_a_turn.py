"""The roll-under d10 game: one action a turn, so one fire a turn, from either dock."""

from __future__ import annotations

from app.services.logtext import render
from app.services.rolls import RollRequest
from tests.audit.helpers import add as audit_add
from tests.audit.helpers import campaign
from tests.audit.helpers import last_line as audit_last_line
from tests.unit.services.test_ammo import add, counts, end_fight, next_round, open_campaign, start_fight

__all__ = ["open_campaign"]  # the fixture, imported for these tests

MAKAROV = {"name": "Makarov", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}


def shot(services, who, target, shots, faces):
    request = RollRequest("shot", who, {"weapon": "Makarov", "modifier": 0, "shots": shots}, target)
    return services.rolls.roll(request, faces)


def test_a_second_shot_in_the_same_turn_is_refused_with_the_text_s_reason(open_campaign):
    # «В один ход можно сделать одно действие»; firing a weapon is one action, "as many shots as
    # its description allows".  The old code let one shot and then two more go in the same turn:
    # "8 → 7", then "7 → 5 rounds", three shots from a Makarov that fires two a turn.
    services = open_campaign("d10under")
    refusals = []
    services.rolls.failed.connect(lambda ctx, msg: refusals.append(msg))
    services.ammo.failed.connect(lambda ctx, msg: refusals.append(msg))
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    start_fight(services)
    assert shot(services, vera, zed, 1, "1") is not None
    assert counts(services, vera) == {"Makarov": 7}
    assert shot(services, vera, zed, 2, "3 4") is None
    assert "One action a turn: Vera has fired in round 1 already" in refusals[-1]
    assert not services.ammo.fire(vera, "Makarov", {"shots": 1})  # the ammunition dock's Fire too
    assert "One action a turn" in refusals[-1]
    assert counts(services, vera) == {"Makarov": 7}
    next_round(services)
    assert shot(services, vera, zed, 2, "3 4") is not None  # the next turn: its own action
    assert counts(services, vera) == {"Makarov": 5}
    end_fight(services)
    assert services.ammo.fire(vera, "Makarov", {"shots": 1})  # outside a fight there are no turns
    assert services.ammo.fire(vera, "Makarov", {"shots": 1})


def test_a_shot_declared_in_the_ammunition_dock_is_rolled_as_the_same_action(open_campaign):
    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    start_fight(services)
    assert services.ammo.fire(vera, "Makarov", {"shots": 1})
    assert shot(services, vera, zed, 1, "3") is not None  # the declared shot's own roll
    assert counts(services, vera) == {"Makarov": 7}
    assert shot(services, vera, zed, 1, "3") is None  # a second action


def refused(services, work):
    said = []
    for service in (services.rolls, services.ammo, services.melee):
        service.failed.connect(lambda _ctx, msg: said.append(msg))
    before = len(services.campaign.events())
    assert not work()
    assert len(services.campaign.events()) == before  # nothing written
    return said[-1]


def test_a_reload_after_a_fire_in_the_same_turn_is_refused(open_campaign):
    # «В один ход можно сделать одно действие»: «произвести выстрелы» and «презарядиться» are two
    # actions of the list, and «Перезарядка обычно занимает весь ход».  The old code reloaded the
    # Makarov (7 → 8 rounds) in the turn it fired.
    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    assert services.ammo.refill(vera, "Makarov", 4)  # four spare rounds carried
    start_fight(services)
    assert shot(services, vera, zed, 1, "3") is not None
    message = refused(services, lambda: services.ammo.reload(vera, "Makarov"))
    assert message == "One action a turn: Vera has fired in round 1 already; reloading waits for round 2."
    assert loaded(services, vera) == (7, 4)
    next_round(services)
    assert services.ammo.reload(vera, "Makarov")  # the next turn: the reload is its action
    assert loaded(services, vera) == (8, 3)


def loaded(services, cid):
    [view] = services.ammo.stocks(cid)
    return view.stock.count, view.stock.spare


def test_a_melee_exchange_after_a_fire_in_the_same_turn_is_refused(open_campaign):
    # «произвести полное количество атак в рукопашной» is one action of the list, firing another:
    # the old code rolled Vera's melee exchange in the turn she fired.
    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    start_fight(services)
    assert services.ammo.fire(vera, "Makarov", {"shots": 1})
    melee = RollRequest("melee", vera, {"weapon": "", "opponents": 1}, zed)
    message = refused(services, lambda: services.rolls.roll(melee, "9 1"))
    assert message == "One action a turn: Vera has fired in round 1 already; a melee attack waits for round 2."
    next_round(services)
    assert services.rolls.roll(melee, "9 8 1 2") is not None  # two attacks each (Agility 5)


def test_a_group_s_melee_exchange_is_refused_for_a_fighter_who_fired_this_turn(tmp_path, qapp):
    with campaign(tmp_path, "d10under") as services:
        vera = audit_add(services, "Vera", perception=6, agility=4, weapons=[MAKAROV])
        zed = audit_add(services, "Zed", "zombie", agility=2)
        assert services.initiative.start([vera, zed], name="Yard")
        assert services.melee.set_groups([([vera], [zed])])
        assert services.ammo.fire(vera, "Makarov", {"shots": 1})
        message = refused(services, lambda: services.melee.exchange(0, faces="9 9 1"))
        assert message.startswith("One action a turn: Vera has fired in round 1 already; a melee attack waits")


def test_the_undo_of_a_shot_names_the_weapon_once(open_campaign):
    # "Undone: Vera rolls Shot (Perception) — Makarov — Makarov: 7 → 8 rounds" said the weapon twice
    from app.services.history import taken_back
    from app.services.logtext import render

    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    start_fight(services)
    assert shot(services, vera, zed, 1, "1") is not None
    undone = taken_back(services.campaign.undo_target())
    said = render(undone.text, undone.args, undone.ctx)
    assert said.count("Makarov") == 1 and said.endswith("Makarov: hit, 50 damage offered — 7 → 8 rounds"), said


def test_a_fire_after_a_reload_in_the_same_turn_is_refused(open_campaign):
    # «Перезарядка обычно занимает весь ход» (d10-roll-under.ru.txt): the reload is the whole turn.
    # The old code refused a reload after a fire but fired the Makarov (8 → 7 rounds) in the turn it
    # was reloaded, from either dock.
    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    assert services.ammo.refill(vera, "Makarov", 4)
    start_fight(services)
    next_round(services)
    assert shot(services, vera, zed, 1, "3") is not None  # round 2: one shot, 8 → 7
    next_round(services)
    assert services.ammo.reload(vera, "Makarov")  # round 3: the reload, 7 → 8, three spare left
    assert loaded(services, vera) == (8, 3)
    message = refused(services, lambda: shot(services, vera, zed, 1, "3"))
    assert message == "Reloading takes the whole turn: Vera has reloaded in round 3; firing waits for round 4."
    message = refused(services, lambda: services.ammo.fire(vera, "Makarov", {"shots": 1}))
    assert message == "Reloading takes the whole turn: Vera has reloaded in round 3; firing waits for round 4."
    assert loaded(services, vera) == (8, 3)
    assert services.campaign.undo()  # the reload taken back: the turn's action is free again
    assert loaded(services, vera) == (7, 4)
    assert shot(services, vera, zed, 1, "3") is not None
    assert loaded(services, vera) == (6, 4)
    next_round(services)
    assert services.ammo.reload(vera, "Makarov")
    next_round(services)
    assert shot(services, vera, zed, 1, "3") is not None  # the next turn: its own action


def test_a_melee_exchange_after_a_reload_in_the_same_turn_is_refused(open_campaign):
    # «В один ход можно сделать одно действие», «произвести полное количество атак в рукопашной»
    # and «презарядиться» two actions of its list, and «Перезарядка обычно занимает весь ход»
    # (d10-roll-under.ru.txt).  The old code refused a shot after the reload but rolled Vera's melee
    # exchange in the turn she reloaded, and its odds said nothing.
    from app.services.command import CommandError

    services = open_campaign("d10under")
    vera = add(services, "Vera", perception=6, weapons=[MAKAROV])
    zed = add(services, "Zed", "zombie")
    assert services.ammo.refill(vera, "Makarov", 4)
    start_fight(services)
    assert shot(services, vera, zed, 1, "3") is not None  # round 1: 8 → 7
    next_round(services)
    assert services.ammo.reload(vera, "Makarov")  # round 2: the reload
    said = "Reloading takes the whole turn: Vera has reloaded in round 2; a melee attack waits for round 3."
    melee = RollRequest("melee", vera, {"weapon": "", "opponents": 1}, zed)
    assert refused(services, lambda: services.rolls.roll(melee, "9 8 1 2")) == said
    try:  # the dice dock's odds line says why before Ctrl+R, in the same words
        services.rolls.odds(melee)
        raise AssertionError("odds of a refused exchange")
    except CommandError as exc:
        assert render(exc.message, exc.args_, exc.context) == said
    zed_side = RollRequest("melee", zed, {"weapon": "", "opponents": 1}, vera)  # Zed's roll at her: she is in it
    assert refused(services, lambda: services.rolls.roll(zed_side, "9 8 1")) == said
    assert services.campaign.undo()  # the reload taken back: the exchange is the turn's action again
    assert [c.label for c in services.rolls.odds(melee)] == ["Win the exchange", "Lose the exchange"]
    assert services.rolls.roll(melee, "9 8 1 2") is not None
    assert audit_last_line(services).startswith("Vera rolls Melee exchange against Zed")


def test_a_group_s_exchange_goes_on_without_a_fighter_who_reloaded_this_turn(tmp_path, qapp):
    # the same text: Vera reloaded in round 1, so Gleb fights Zed alone, and the line says why
    with campaign(tmp_path, "d10under") as services:
        vera = audit_add(services, "Vera", perception=6, agility=4, weapons=[MAKAROV])
        gleb = audit_add(services, "Gleb", agility=4)
        zed = audit_add(services, "Zed", "zombie", agility=2)
        assert services.ammo.refill(vera, "Makarov", 4)
        assert services.ammo.fire(vera, "Makarov", {"shots": 1}) and services.ammo.fire(vera, "Makarov", {"shots": 1})
        assert services.initiative.start([vera, gleb, zed], name="Yard")
        assert services.ammo.reload(vera, "Makarov")
        assert services.melee.set_groups([([vera, gleb], [zed])])
        [out] = services.melee.out_now([vera, gleb, zed]).values()
        assert render(out.refusal.message, out.refusal.args_, out.refusal.context) == (
            "Reloading takes the whole turn: Vera has reloaded in round 1; a melee attack waits for round 2.")
        assert services.melee.exchange(0, faces="9 9 1")  # Gleb's two dice against Zed's one
        assert "Left out of this exchange: Vera (reloaded in round 1; reloading takes the whole turn)" in (
            audit_last_line(services))
