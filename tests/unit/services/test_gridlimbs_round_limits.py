"""Grid-and-limbs rules a round holds, through the services: a block that stops a blow offered by
the dice dock moves the attacker's token back; a gun's shots a round (an SMG's spray its one shot);
a grenade thrown to explode at the end of the next round."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.rolls.requests import RollRequest
from tests.audit.helpers import add, campaign, last_line, roll, state

SHOT = {"weapon": "pistol", "hand": "right", "distance": 3, "diagonal": False, "aim": "", "shooter_moved": False,
        "targets": 1, "target_moved": 0, "blocked": False}


def grenades(services, cid):
    """The grenades the ammunition dock shows the character carrying."""
    return next(v.stock.count for v in services.ammo.stocks(cid) if v.stock.key == "grenades")


@pytest.fixture
def services(tmp_path: Path, qapp):
    with campaign(tmp_path, "gridlimbs") as opened:
        yield opened


def _refused(services, kind: str, cid: int, faces: str, opponent: int | None = None, **inputs) -> str:
    said: list[str] = []
    services.rolls.failed.connect(lambda _ctx, message: said.append(message))
    assert services.rolls.roll(RollRequest(kind, cid, dict(inputs), opponent), faces) is None
    return " ".join(said)


def test_the_docks_strike_on_a_blocker_knocks_the_attacker_back_in_one_undoable_action(services):
    attacker = add(services, "Biter", "zombie", strength=3, speed=3, right_hand=100)
    blocker = add(services, "Wall", strength=6, speed=6, max_hp=40)
    assert services.battle_map.set_size(6, 6)
    assert services.battle_map.place({attacker: (1, 1), blocker: (1, 2)})
    assert services.initiative.start([attacker, blocker])
    assert services.battle_map.declare_block(blocker)
    rolled = roll(services, "strike", attacker, "", blocker, weapon="unarmed", hand="right", part="torso")
    offer = rolled.result.damage[0]
    assert services.characters.damage(blocker, dict(offer.request), attacker)  # what the dock's apply does
    assert services.battle_map.battle_map().tokens[attacker] == (1, 0)
    assert "Biter: Knocked back to B1." in last_line(services)
    assert state(services, blocker)["torso"] == 40
    services.campaign.undo()
    assert services.battle_map.battle_map().tokens[attacker] == (1, 1)


def test_a_block_knocks_the_attacker_into_a_wall_behind_him(services):
    attacker = add(services, "Biter", "zombie", strength=3, speed=3, right_hand=100, max_hp=40)
    blocker = add(services, "Wall", strength=6, speed=6, max_hp=40)
    assert services.battle_map.set_size(6, 6)
    assert services.battle_map.place({attacker: (1, 1), blocker: (1, 2)})
    assert services.battle_map.paint([(1, 0)], "wall")
    assert services.initiative.start([attacker, blocker])
    assert services.battle_map.declare_block(blocker)
    rolled = roll(services, "strike", attacker, "", blocker, weapon="unarmed", hand="right", part="torso")
    assert services.characters.damage(blocker, dict(rolled.result.damage[0].request), attacker)
    assert services.battle_map.battle_map().tokens[attacker] == (1, 1)
    assert state(services, attacker)["torso"] == 40 - 6  # the blocker's Strength 6 × 1 tile
    assert "Damage to Biter" in last_line(services)


@pytest.mark.parametrize(("weapon", "name", "most"), [("pistol", "Pistol", 2), ("rifle", "Rifle", 1),
                                                      ("smg", "SMG", 1)])
def test_a_shot_beyond_the_guns_shots_a_round_is_refused_by_name(services, weapon, name, most):
    shooter = add(services, "Trigger", accuracy=5, speed=9, weapons=[{"weapon": weapon, "concealed": False}])
    target = add(services, "Range", "zombie", max_hp=60)
    assert services.battle_map.set_size(8, 8)
    assert services.battle_map.place({shooter: (1, 1), target: (1, 4)})
    assert services.initiative.start([shooter, target])
    for _ in range(most):
        roll(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon})
    before = len(services.campaign.events())
    plural = "shots" if most > 1 else "shot"
    assert _refused(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon}) == (
        f"{name}: {most} {plural} a round; Trigger has fired {'them' if most > 1 else 'it'} this round already.")
    assert len(services.campaign.events()) == before
    services.campaign.undo()  # the last shot taken back: it may be fired again
    roll(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon})
    assert services.initiative.end_round()
    roll(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon})  # a new round


def _fire_refused(services, cid: int, bullets: int) -> str:
    said: list[str] = []
    services.ammo.failed.connect(lambda _ctx, message: said.append(message))
    assert not services.ammo.fire(cid, "gun1", {"bullets": bullets})
    return " ".join(said)


def test_the_ammo_docks_fire_and_the_rolled_shot_share_the_pistols_two_shots(services):
    """F and a rolled shot are counted as one: a shot fired from the dock is the one its roll makes
    (not counted twice, its round spent once), and the third shot of the round, fired or rolled,
    is refused by the pistol's limit, nothing spent."""
    shooter = add(services, "Kit", accuracy=5, speed=9, starting_item="pistol")
    target = add(services, "Range", "zombie", max_hp=60)
    assert services.battle_map.set_size(8, 8)
    assert services.battle_map.place({shooter: (1, 1), target: (1, 4)})
    assert services.initiative.start([shooter, target])
    loaded = lambda: state(services, shooter)["guns"][0]["loaded"]  # noqa: E731
    assert _fire_refused(services, shooter, 3) == "Pistol: 2 shots a round; Kit has 2 shots left this round."
    assert loaded() == 15
    assert services.ammo.fire(shooter, "gun1", {"bullets": 1})  # F
    assert services.ammo.refusal(shooter, "gun1", "fire") is None
    roll(services, "shot", shooter, "1", target, **SHOT)  # the shot F fired: its round spent once
    assert loaded() == 14
    roll(services, "shot", shooter, "1", target, **SHOT)  # the second shot of the round
    assert loaded() == 13
    limit = "Pistol: 2 shots a round; Kit has fired them this round already."
    assert _refused(services, "shot", shooter, "1", target, **SHOT) == limit
    assert _fire_refused(services, shooter, 1) == limit
    refused = services.ammo.refusal(shooter, "gun1", "fire")
    assert refused is not None and refused.message == "{weapon}: {limit} {limit|shot|shots} a round; " \
        "{name} has fired {limit|it|them} this round already."
    assert loaded() == 13
    assert services.initiative.end_round()
    assert services.ammo.fire(shooter, "gun1", {"bullets": 2})  # a new round: both shots at once
    assert loaded() == 11


def test_out_of_a_fight_shots_are_not_limited(services):
    shooter = add(services, "Trigger", accuracy=5, weapons=[{"weapon": "rifle", "concealed": False}])
    target = add(services, "Range", "zombie", max_hp=60)
    for _ in range(3):
        roll(services, "shot", shooter, "5", target, **{**SHOT, "weapon": "rifle"})


def test_the_smg_sprays_or_shoots_once_a_round(services):
    shooter = add(services, "Sprayer", accuracy=3, speed=9, weapons=[{"weapon": "smg", "concealed": False}])
    target = add(services, "Near", "zombie", max_hp=60)
    assert services.battle_map.set_size(8, 8)
    assert services.battle_map.place({shooter: (1, 1), target: (1, 3)})
    assert services.initiative.start([shooter, target])
    roll(services, "shot", shooter, "3", target, **{**SHOT, "weapon": "smg"})
    said: list[str] = []
    services.battle_map.failed.connect(lambda _ctx, message: said.append(message))
    assert not services.battle_map.spray(shooter)
    assert said == ["SMG: 1 shot a round; Sprayer has fired it this round already."]


def _thrown_later(services):
    thrower = add(services, "Thrower", strength=6, speed=9, starting_item="grenades")
    victim = add(services, "Victim", "zombie", max_hp=60, strength=1, speed=1)
    assert services.battle_map.set_size(30, 5)
    assert services.battle_map.place({thrower: (0, 2), victim: (14, 2)})
    assert services.initiative.start([thrower, victim])
    assert services.battle_map.throw_grenade(thrower, (4, 2), "next")
    return thrower, victim


def test_a_grenade_for_the_next_round_waits_on_the_map_and_explodes_at_its_end(services):
    thrower, victim = _thrown_later(services)
    assert last_line(services) == "Thrower throws a grenade at E3: it explodes at the end of round 2"
    assert grenades(services, thrower) == 1
    assert state(services, victim)["torso"] == 60
    assert [b.tile for b in services.battle_map.battle_map().blasts] == [(4, 2)]
    assert services.initiative.end_round()  # round 1 ends: the grenade still waits
    assert state(services, victim)["torso"] == 60
    events = len(services.campaign.events())
    assert services.initiative.end_round()  # round 2 ends: it goes off
    assert len(services.campaign.events()) == events + 1  # one line: the round's, the blast under it
    line = last_line(services)
    assert line.startswith("Round 2 ends; round 3 begins")
    assert "The grenade Thrower threw explodes at E3" in line
    assert 45 <= state(services, victim)["torso"] <= 50
    assert services.battle_map.battle_map().tokens[victim] != (14, 2)
    assert services.battle_map.battle_map().blasts == ()
    services.campaign.undo()
    assert state(services, victim)["torso"] == 60
    assert services.battle_map.battle_map().tokens[victim] == (14, 2)
    assert [b.tile for b in services.battle_map.battle_map().blasts] == [(4, 2)]


def test_a_grenade_for_the_next_round_is_refused_out_of_a_fight(services):
    thrower = add(services, "Thrower", strength=6, starting_item="grenades")
    assert services.battle_map.set_size(10, 5)
    assert services.battle_map.place({thrower: (0, 2)})
    said: list[str] = []
    services.battle_map.failed.connect(lambda _ctx, message: said.append(message))
    assert not services.battle_map.throw_grenade(thrower, (4, 2), "next")
    assert said and "no next round" in said[0]
    assert grenades(services, thrower) == 2


def test_a_grenade_still_waiting_when_the_fight_ends_goes_off_with_it(services):
    _thrower, victim = _thrown_later(services)
    assert services.initiative.end()
    line = last_line(services)
    assert line.startswith("Fight ")
    assert "The grenade Thrower threw explodes at E3" in line
    assert 45 <= state(services, victim)["torso"] <= 50
    assert services.battle_map.battle_map().blasts == ()


def test_the_players_map_shows_the_waiting_grenade(services):
    from PySide6.QtCore import QSize

    from ui.player_screen.map_board import board_layout

    _thrower, _victim = _thrown_later(services)
    assert services.battle_map.show_to_players(True)
    shown = services.battle_map.players_map()
    assert shown is not None
    players, _looks = shown
    assert [b.tile for b in players.blasts] == [(4, 2)]
    board = board_layout(players, {}, {}, QSize(1200, 400))
    assert [t.text for t in board.texts if t.colour == "#d9480f"] == ["G"]
