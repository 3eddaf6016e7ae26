"""AFMBE norms' Ammo Points spent by shots rolled in the dice dock: "Ammo Points will be used to
symbolize ammo supply on a Point to Combat Turn basis" — one point a weapon a combat turn, whether
the ammunition dock's Fire or a shot in the dice dock paid it, never twice."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bundle import Services
from tests.audit.helpers import add, campaign, refusal, roll

GUNS = {"name": "Guns", "type": "Handgun", "level": 2}
RIFLE = {"name": "Rifle", "damage": "d8×5", "damage_type": "bullet", "ranged": True}


@pytest.fixture
def norms(tmp_path, qapp) -> Iterator[Services]:
    with campaign(tmp_path, "afmbe", "norms") as services:
        yield services


def points(services: Services, cid: int) -> int:
    return services.ammo.stocks(cid)[0].stock.count


def shoot(services: Services, cid: int, zed: int, action: int = 1) -> None:
    roll(services, "attack", cid, "7", zed, skill="0", weapon="0", defence="none", action=action)


def test_fire_then_a_shot_in_the_same_turn_spends_one_point(norms):
    cid = add(norms, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(norms, "Biter", "zombie")
    assert norms.initiative.start([cid, zed], name="Yard")
    assert norms.ammo.fire(cid, "Rifle")
    shoot(norms, cid, zed)
    assert points(norms, cid) == 4
    assert norms.initiative.end_round()
    shoot(norms, cid, zed)
    assert not norms.ammo.fire(cid, "Rifle")  # paid by the shot this turn
    assert points(norms, cid) == 3


def test_the_last_point_pays_for_the_whole_turn_then_the_weapon_is_dry(norms):
    cid = add(norms, "Last", dex=3, skills=[GUNS], weapons=[{**RIFLE, "ammo": 1}])
    zed = add(norms, "Biter", "zombie")
    assert norms.initiative.start([cid, zed], name="Yard")
    shoot(norms, cid, zed)
    shoot(norms, cid, zed, action=2)  # the same turn: paid, still firing
    assert points(norms, cid) == 0
    assert norms.initiative.end_round()
    assert "no Ammo Points left" in refusal(norms, "attack", cid, "7", zed, skill="0", weapon="0", defence="none")


def test_undoing_the_shot_gives_the_point_back(norms):
    cid = add(norms, "Undo", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(norms, "Biter", "zombie")
    shoot(norms, cid, zed)
    assert points(norms, cid) == 4
    assert norms.campaign.undo()
    assert points(norms, cid) == 5
