"""A secret roll's kill in the grid game stays off the shooter's phone until the GM reveals it.

Kit rolls in secret and downs a zombie with it (the damage that follows the roll is as secret as the
roll): the GM's roster reads "Score 1 (1 kill)", but Kit's phone showed it at once, telling the table
what the GM had rolled.  The phone counts from public lines only; the GM's "No longer secret" on the
roll brings the point to the phone at the next view."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import own_view
from app.services.rolls import RollRequest
from tests.stores import campaign_target


def _phone_conditions(services, kit):
    return [c["label"] for c in own_view(services, kit)["me"]["conditions"]]


def test_a_secret_kill_scores_on_the_gms_screen_and_on_the_phone_once_revealed(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    try:
        campaign = services.campaign
        kit = campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
        zed = campaign.execute(CreateCharacter("Shambler", "zombie")).changes[0]["id"]
        rolled = services.rolls.roll(RollRequest("find_weapon", kit, {}, secret=True))
        assert rolled is not None
        with campaign.following(rolled.event_id):
            assert services.characters.damage(zed, {"amount": 9, "part": "head"}, actor_id=kit)
        kill = campaign.events()[-1]
        assert kill.secret and services.characters.character(kit).state["score"] == 1  # the GM's count
        assert not any(label.startswith("Score") for label in _phone_conditions(services, kit))
        assert services.log.set_secret(rolled.event_id, False)  # the GM reveals the roll
        assert "Score 1 (1 kill)" in _phone_conditions(services, kit)
    finally:
        services.close()
