"""AFMBE, a first night: Orderly Vic tends Father Tom, then the GM damages Tom (D) on Dana's turn.
The first aid was read as a roll against Tom: the damage form named Vic its dealer, Vic became a foe
of the party, and Dana's attack went over to him, her ally.  First aid is done on Tom, not against
him: it names no dealer and makes no foe."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest


def test_first_aid_on_a_pc_makes_no_foe_and_no_dealer(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "uni.deadwatch", "afmbe", "unisystem")), Dice(seed=1))
    try:
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start(list(who.values()))
        assert services.characters.damage(who["Father Tom"], {"amount": 3})
        rolled = services.rolls.roll(RollRequest("first_aid", who["Orderly Vic"], {}, who["Father Tom"]))
        assert rolled is not None
        assert services.campaign.events()[-1].text.find("on {target}") >= 0  # done on him
        assert services.characters.last_attacker(who["Father Tom"]) is None
        assert who["Orderly Vic"] not in services.initiative.party_foes()
    finally:
        services.close()
