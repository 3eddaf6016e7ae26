"""AFMBE norms: the dice dock's preview of a shot says what the roll will do with the weapon's
Ammo Points ("Ammo Points will be used to symbolize ammo supply on a Point to Combat Turn basis"):
the point it spends, nothing once the weapon paid for this round, and never "cannot fire" for a
weapon whose last point paid for this round, which the roll lets fire."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bundle import Services
from app.services.command import CommandError
from app.services.logtext import qt_translate, render_value
from app.services.rolls import RollRequest
from tests.audit.helpers import add, campaign
from tests.unit.services.test_ammo_points_rolled import GUNS, RIFLE, points, shoot


@pytest.fixture
def norms(tmp_path, qapp) -> Iterator[Services]:
    with campaign(tmp_path, "afmbe", "norms") as services:
        yield services


def shot(cid: int, zed: int, action: int = 2) -> RollRequest:
    return RollRequest("attack", cid, {"skill": "0", "weapon": "0", "defence": "none", "action": action}, zed)


def said(services: Services, request: RollRequest) -> list[str]:
    return [render_value(line, qt_translate) for line in services.rolls.odds_job(request).notes]


def test_a_weapon_whose_last_point_paid_this_round_is_previewed_as_the_roll_fires_it(norms):
    cid = add(norms, "Last", dex=3, skills=[GUNS], weapons=[{**RIFLE, "ammo": 1}])
    zed = add(norms, "Biter", "zombie")
    assert norms.initiative.start([cid, zed], name="Yard")
    assert said(norms, shot(cid, zed, action=1)) == ["This roll spends Rifle: 1 → 0 Ammo Points"]
    shoot(norms, cid, zed)  # the last point pays for the turn
    assert points(norms, cid) == 0
    request = shot(cid, zed)
    chances = norms.rolls.odds(request)  # no longer "no Ammo Points left: it cannot fire"
    assert [c.label for c in chances] == ["Hit"]
    assert 0 < chances[0].chance < 1
    assert said(norms, request) == [
        "Rifle paid for this round already: this shot spends nothing (0 Ammo Points left)"]
    assert norms.rolls.dice_wanted(request) is not None  # the dice it takes, as for any shot
    shoot(norms, cid, zed, action=2)  # and the roll does as the preview said
    assert points(norms, cid) == 0
    assert norms.initiative.end_round()  # the next turn: the weapon is dry, said before the roll
    with pytest.raises(CommandError, match="no Ammo Points left"):
        norms.rolls.odds(shot(cid, zed, action=1))


def test_a_weapon_with_points_left_that_paid_this_round_is_previewed_spending_nothing(norms):
    cid = add(norms, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(norms, "Biter", "zombie")
    assert norms.initiative.start([cid, zed], name="Yard")
    assert norms.ammo.fire(cid, "Rifle")  # the ammunition dock's Fire pays the turn
    assert said(norms, shot(cid, zed)) == [
        "Rifle paid for this round already: this shot spends nothing (4 Ammo Points left)"]
    assert norms.initiative.end_round()
    assert said(norms, shot(cid, zed, action=1)) == ["This roll spends Rifle: 4 → 3 Ammo Points"]


def test_outside_a_fight_each_shot_is_previewed_paying(norms):
    cid = add(norms, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(norms, "Biter", "zombie")
    shoot(norms, cid, zed)
    assert said(norms, shot(cid, zed, action=1)) == ["This roll spends Rifle: 4 → 3 Ammo Points"]
