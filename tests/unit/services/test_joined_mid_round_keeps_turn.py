"""Fighters who join mid-round, or whose initiative changes in it, do not take the turn being
played: the one acting keeps it, those placed ahead of him act right after him this round (the log
says so), and from the next round the order is the initiative's.  Nobody is marked as having acted
who did not, and nobody acts twice in a round.  The initiative service is every ruleset's: AFMBE
(rolled initiative) and twdu (declared phases)."""

from __future__ import annotations

from app.export.language import translator_for
from app.services.logtext import render, render_event
from tests.unit.services.test_initiative import create, current, names, open_campaign

__all__ = ["open_campaign"]  # the fixture, imported for these tests


def _ids(services):
    return {c.name: c.id for c in services.initiative.view().combatants}


def _acted(services):
    return [c.name for c in services.initiative.view().combatants if c.acted]


def _line(services):
    return render_event(services.campaign.events()[-1])


def _round_of_turns(services):
    """N until the round ends: whose turns they were, in order."""
    turns, start = [], services.initiative.encounter().round
    while services.initiative.encounter().round == start:
        turns.append(current(services))
        assert services.initiative.next_turn()
    return turns


def test_afmbe_newcomers_rolled_mid_round_act_after_the_one_playing(open_campaign):
    # Dana's turn (initiative 7); Orderly Vic and two Shamblers join and roll: Vic's 11 took the
    # turn, and N marked him as having acted ("Orderly Vic has acted; Shambler 2 is up"); Dana then
    # had a second turn in the round
    services = open_campaign("afmbe", "unisystem")
    ann, dana, tom = create(services, "Ann", dex=4), create(services, "Dana Cruz"), create(services, "Tom", dex=1)
    assert services.initiative.start([ann, dana, tom])
    fighters = _ids(services)
    for name, value in (("Ann", 12), ("Dana Cruz", 7), ("Tom", 3)):
        assert services.initiative.set_initiative(fighters[name], value)
    assert services.initiative.next_turn()  # Ann acts
    assert current(services) == "Dana Cruz"
    vic = create(services, "Orderly Vic", "npc", dex=2)
    assert services.initiative.add([vic])
    assert services.initiative.add_extras("Shambler", 2)
    assert current(services) == "Dana Cruz"
    assert services.initiative.roll("9 2 7")  # Vic 9+2 = 11, Shambler 1: 2+2 = 4, Shambler 2: 7+2 = 9
    assert current(services) == "Dana Cruz"
    assert _acted(services) == ["Ann"]
    line = _line(services)
    assert line.endswith(
        "Dana Cruz keeps the turn, then Orderly Vic, Shambler 2 this round (by initiative from round 2)"
    ), line
    assert services.initiative.next_turn()
    # Vic, hidden from the players, is up: the GM's line alone (their screens keep Dana up)
    assert _line(services) == "Dana Cruz has acted; Orderly Vic is up" and services.campaign.events()[-1].secret
    assert current(services) == "Orderly Vic" and _acted(services) == ["Ann", "Dana Cruz"]
    assert _round_of_turns(services) == ["Orderly Vic", "Shambler 2", "Shambler 1", "Tom"]
    # round 2 by initiative, each once
    assert names(services) == ["Ann", "Orderly Vic", "Shambler 2", "Dana Cruz", "Shambler 1", "Tom"]
    assert _round_of_turns(services) == ["Ann", "Orderly Vic", "Shambler 2", "Dana Cruz", "Shambler 1", "Tom"]
    event = next(e for e in reversed(services.campaign.events()) if e.kind == "initiative" and e.args.get("lines"))
    kept = event.args["lines"][-1]
    spanish, russian = translator_for("es"), translator_for("ru")
    assert render(kept["t"], kept["args"], "log", spanish) == (
        "Dana Cruz conserva el turno, después Orderly Vic, Shambler 2 en este asalto (por iniciativa desde el asalto 2)"
    )
    assert render(kept["t"], kept["args"], "log", russian) == (
        "Dana Cruz продолжает ход, следом в этом раунде — Orderly Vic, Shambler 2 (по инициативе — с раунда 2)"
    )


def test_afmbe_initiative_typed_above_the_one_playing_keeps_his_turn(open_campaign):
    # E on Orderly Vic, 15 typed on Shambler 1's turn: the turn jumped to Vic; N then marked him as
    # having acted and handed the turn back to Shambler 1
    services = open_campaign("afmbe", "norms")
    ids = [create(services, "Ann"), create(services, "Shambler 1", "zombie"), create(services, "Orderly Vic", "npc")]
    assert services.initiative.start(ids)
    fighters = _ids(services)
    for name, value in (("Ann", 12), ("Shambler 1", 8), ("Orderly Vic", 5)):
        assert services.initiative.set_initiative(fighters[name], value)
    assert services.initiative.next_turn()  # Ann acts
    assert current(services) == "Shambler 1"
    assert services.initiative.set_initiative(fighters["Orderly Vic"], 15)
    assert current(services) == "Shambler 1"
    assert _line(services) == (
        "Orderly Vic's initiative set to 15 — Shambler 1 keeps the turn, then Orderly Vic this round "
        "(by initiative from round 2)"
    )
    assert _round_of_turns(services) == ["Shambler 1", "Orderly Vic"]
    assert names(services) == ["Orderly Vic", "Ann", "Shambler 1"]
    assert _round_of_turns(services) == ["Orderly Vic", "Ann", "Shambler 1"]


def test_afmbe_one_who_acted_typed_higher_acts_no_second_time(open_campaign):
    services = open_campaign("afmbe", "norms")
    ids = [create(services, "Ann"), create(services, "Ben"), create(services, "Cal")]
    assert services.initiative.start(ids)
    fighters = _ids(services)
    for name, value in (("Ann", 9), ("Ben", 6), ("Cal", 3)):
        assert services.initiative.set_initiative(fighters[name], value)
    assert services.initiative.next_turn()
    assert services.initiative.next_turn()  # Ann and Ben acted: Cal's turn
    assert services.initiative.set_initiative(fighters["Ann"], 2)
    assert services.initiative.set_initiative(fighters["Ben"], 20)
    assert current(services) == "Cal"
    assert _round_of_turns(services) == ["Cal"]
    assert _round_of_turns(services) == ["Ben", "Cal", "Ann"]


def test_first_roll_of_a_fight_sorts_freely(open_campaign):
    # nobody's turn is under way before anyone acted: the highest roll is up
    services = open_campaign("afmbe", "norms")
    ids = [create(services, "Ann"), create(services, "Ben")]
    assert services.initiative.start(ids)
    assert services.initiative.roll("3 8")
    assert current(services) == "Ben"
    assert "keeps the turn" not in _line(services)


def test_twdu_newcomer_declaring_an_earlier_phase_acts_after_the_one_playing(open_campaign):
    services = open_campaign("twdu")
    ids = [create(services, "Rick"), create(services, "Glenn")]
    assert services.initiative.start(ids)
    fighters = _ids(services)
    assert services.initiative.declare(fighters["Rick"], "2")
    assert services.initiative.declare(fighters["Glenn"], "3")
    assert services.initiative.next_turn()  # Rick acts
    assert current(services) == "Glenn"
    raider = create(services, "Raider", "npc")
    assert services.initiative.add([raider])
    assert current(services) == "Glenn"
    assert services.initiative.declare(_ids(services)["Raider"], "1")  # cover: phase 1, ahead of Glenn's 3
    assert current(services) == "Glenn"
    assert "Glenn keeps the turn, then Raider this round" in _line(services)
    assert _round_of_turns(services) == ["Glenn", "Raider"]
    assert [c.acted for c in services.initiative.view().combatants] == [False, False, False]
