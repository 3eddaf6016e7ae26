"""A secret roll's kill in the grid game stays off the shooter's phone, and out of the players' copy
of the log, until the GM reveals it.

Kit rolls in secret and downs a zombie with it (the damage that follows the roll is as secret as the
roll): the GM's roster reads "Score 1 (1 kill)", but Kit's phone showed it at once, telling the table
what the GM had rolled; and his next kill, in the open, read "2 zombies killed: score 2" in the
players' export.  The phone and the players' copy count from public lines only; the GM's "No longer
secret" on the roll brings the point to both."""

from __future__ import annotations

import json

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import own_view
from app.services.rolls import RollRequest
from tests.stores import campaign_target


def _kill_lines(services, tmp_path, **options):
    target = tmp_path / "log.json"
    export_log(services.campaign.engine, ExportOptions(language="en", **options), "json", target)
    lines = [e["line"] for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
    return [line.split("Kit: ", 1)[1] for line in lines if "Kit: " in line and "killed" in line]


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
        other = campaign.execute(CreateCharacter("Biter", "zombie")).changes[0]["id"]
        assert services.player_view.set_reveal(other, name=True)
        assert services.characters.damage(other, {"amount": 9, "part": "head"}, actor_id=kit)  # in the open
        assert "Score 1 (1 kill)" in _phone_conditions(services, kit)
        assert _kill_lines(services, tmp_path) == ["1 zombie killed: score 1."]
        assert _kill_lines(services, tmp_path, secrets=True)[-1] == "2 zombies killed: score 2."  # the GM's copy
        assert services.log.set_secret(rolled.event_id, False)  # the GM reveals the roll
        assert "Score 2 (2 kills)" in _phone_conditions(services, kit)
        assert _kill_lines(services, tmp_path) == ["2 zombies killed: score 2."]
    finally:
        services.close()
