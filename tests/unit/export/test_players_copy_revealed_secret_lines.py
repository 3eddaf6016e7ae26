"""A secret line the GM makes public ("No longer secret", Ctrl+Shift+H) reaches the players' copy.

d10under: Kit's secret roll, then its damage to the Zombie 2 the players see; the GM made the roll
public and the roll's line came out in the players' export, but not "Damage to Zombie 2…" after it,
left secret on the console for following the roll.  The grid game: Kit's secret roll kills the
hidden Shambler, the GM makes the kill's line public, his phone's score follows, but no export had
the line.  Now the roll takes its damage with it, and the kill says in the players' copy what it did
to those they see ("Kit: 1 zombie killed: score 1."), never the hidden zombie's wound."""

from __future__ import annotations

import json

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import own_view
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from tests.unit.export.pdftext import text_of


def _setup(tmp_path, ruleset):
    path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
    create_campaign(str(path), "Mall", ruleset).engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    campaign = services.campaign
    kit = campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
    return services, kit


def _lines(services, tmp_path):
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    return [e["line"] for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]


def test_a_secret_roll_made_public_takes_its_damage_with_it(tmp_path, qapp):
    services, kit = _setup(tmp_path, "d10under")
    try:
        campaign = services.campaign
        zed = campaign.execute(CreateCharacter("Zombie 2", "zombie")).changes[0]["id"]
        assert services.player_view.set_reveal(zed, name=True)
        rolled = services.rolls.roll(RollRequest("test", kit, {}, secret=True))
        assert rolled is not None
        with campaign.following(rolled.event_id):
            assert services.characters.damage(zed, {"amount": 2}, actor_id=kit)
        damage = campaign.events()[-1]
        assert damage.secret and not any(line.startswith("Damage to Zombie 2") for line in _lines(services, tmp_path))
        assert services.log.set_secret(rolled.event_id, False)
        assert not next(e for e in campaign.events() if e.id == damage.id).secret  # white on the console too
        lines = _lines(services, tmp_path)
        assert any(line.startswith("Kit rolls") for line in lines)
        assert any(line.startswith("Damage to Zombie 2") for line in lines), lines
        assert campaign.undo()  # the roll secret again, and its damage with it
        assert not any(line.startswith("Damage to Zombie 2") for line in _lines(services, tmp_path))
    finally:
        services.close()


def test_a_kill_of_a_hidden_zombie_made_public_gives_the_players_the_score_alone(tmp_path, qapp):
    services, kit = _setup(tmp_path, "gridlimbs")
    try:
        campaign = services.campaign
        zed = campaign.execute(CreateCharacter("Shambler", "zombie")).changes[0]["id"]  # hidden
        rolled = services.rolls.roll(RollRequest("find_weapon", kit, {}, secret=True))
        assert rolled is not None
        with campaign.following(rolled.event_id):
            assert services.characters.damage(zed, {"amount": 9, "part": "head"}, actor_id=kit)
        assert services.log.set_secret(campaign.events()[-1].id, False)  # the kill's line, End, Ctrl+Shift+H
        assert "Score 1 (1 kill)" in [c["label"] for c in own_view(services, kit)["me"]["conditions"]]
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players{fmt.suffix}"
            export_log(campaign.engine, ExportOptions(language="en"), key, target)
            text = " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())
            assert "Kit: 1 zombie killed: score 1." in text, f"{key} lost the kill the GM made public"
            assert "Shambler" not in text and "Head takes 9" not in text, f"{key} tells of the hidden zombie"
    finally:
        services.close()
