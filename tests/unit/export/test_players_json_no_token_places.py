"""The players' JSON carried every token's place on the battle map: each line that changed the
campaign's state (a Threat step, a handout, the map shown) recorded the whole state, the map's
``tokens`` among it, a hidden zombie's tile too (where the players saw no one).  The players' copy
keeps the map's tiles and leaves its tokens' places out; the GM's copy keeps them."""

from __future__ import annotations

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo


def test_the_players_json_holds_no_token_place(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    try:
        services.campaign.start_session("The mall")
        if not services.threat.enabled():
            assert services.threat.set_tension_meter(True)
        level = services.threat.level()
        assert services.threat.step(1)  # a line that records the campaign's whole state
        assert services.threat.level() == min(level + 1, 6)
        gm, players = tmp_path / "gm.json", tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(secrets=True), "json", gm)
        export_log(services.campaign.engine, ExportOptions(), "json", players)
    finally:
        services.close()
    assert '"tokens"' in gm.read_text("utf-8")  # the GM's copy: every token's tile
    text = players.read_text("utf-8")
    assert '"battle_map"' in text  # the map's tiles stay
    assert '"tokens"' not in text
