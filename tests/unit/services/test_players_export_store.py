"""The players' export (without secrets) of a campaign kept on a club's PostgreSQL server, as of a
campaign file: it read the log's row changes with LIKE on a JSON column, which PostgreSQL refuses
("operator does not exist: json ~~ unknown"), so no players' log could be exported from a server.
The lines naming the hidden NPC are secret on the console there too.  Run on PostgreSQL when
``DEADWATCH_TEST_DATABASE_URL`` names one (as CI runs the services' tests)."""

from __future__ import annotations

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


def test_the_players_export_leaves_the_hidden_npc_out_on_every_store(tmp_path, qapp):
    path = campaign_target(tmp_path, "club.deadwatch")
    create_campaign(str(path), "Club night", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("The club")
        ids = {name: int(services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"])
               for name, kind in (("Ana Reyes", "pc"), ("Rook", "npc"))}
        assert services.initiative.start(list(ids.values()))
        lines = {render_event(e): bool(e.secret) for e in services.campaign.events()}
        assert lines["Rook joins the campaign"] and not lines["Ana Reyes joins the campaign"]
        assert next(secret for line, secret in lines.items() if line.startswith("Fight 1 begins"))
        target = tmp_path / "players.md"
        export_log(services.campaign.engine, ExportOptions(), "md", target)
        text = target.read_text("utf-8")
        assert "Rook" not in text and "Fight 1 begins" in text and "Ana Reyes" in text
        gm = tmp_path / "gm.md"
        export_log(services.campaign.engine, ExportOptions(secrets=True), "md", gm)
        assert "Rook joins the campaign" in gm.read_text("utf-8")
    finally:
        services.close()
