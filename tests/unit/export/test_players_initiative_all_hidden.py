"""The players' export had an empty line "round 1 · Initiative (Instigators first, …)" where the GM
rolled for the hidden Shamblers alone: every roller was left out, the line stayed with nothing to
read.  Such a line is left out whole; a roll naming someone the players see keeps its line."""

from __future__ import annotations

from app.export import ExportOptions, export_log
from app.rules.dice import TypedDice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.stores import campaign_target


def test_an_initiative_roll_of_hidden_fighters_alone_is_left_out_of_the_players_export(tmp_path, qapp):
    path = campaign_target(tmp_path, "lobby.deadwatch")
    create_campaign(str(path), "Mercy General", "afmbe", "norms").engine.dispose()
    services = open_services(str(path))
    try:
        campaign = services.campaign
        campaign.start_session("Night shift")
        ids = {}
        for name, kind in (("Dana", "pc"), ("Shambler 1", "zombie"), ("Shambler 2", "zombie")):
            sheet = services.ruleset.new_sheet(kind)
            ids[name] = int(campaign.execute(CreateCharacter(name, kind, sheet)).changes[0]["id"])
        assert services.initiative.start([ids["Dana"]], name="Lobby")
        campaign.dice = TypedDice([4])
        assert services.initiative.roll()
        assert services.initiative.add([ids["Shambler 1"], ids["Shambler 2"]])
        campaign.dice = TypedDice([5, 6])
        assert services.initiative.roll()
        target = tmp_path / "players.md"
        export_log(campaign.engine, ExportOptions(language="en"), "md", target)
        text = target.read_text("utf-8")
        assert "Shambler" not in text
        initiative = [line for line in text.splitlines() if "Initiative (" in line]
        assert len(initiative) == 1 and "Dana: initiative" in initiative[0], initiative
    finally:
        services.close()
