"""The players' copy of the log named a kind of furniture with the letter the rules' maps give it
("Mapa: … Mueble (f)"), which the players never see (the projector's legend reads "Mueble"): an
export without secrets names it as the legend does, in every language; the GM's copy keeps it."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign

PLAIN = {"en": "set to Furniture", "es": "Mueble", "ru": "Мебель"}
LETTERED = {"en": "Furniture (f)", "es": "Mueble (f)", "ru": "Мебель (f)"}


@pytest.fixture
def painted(tmp_path, qapp):
    path = tmp_path / "grid.deadwatch"
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    services.campaign.start_session("The mall")
    assert services.battle_map.set_size(6, 6)
    assert services.battle_map.paint([(1, 1), (2, 1)], "f")
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_the_players_copy_names_furniture_without_its_letter(painted, language):
    services, tmp_path = painted
    players, gm = tmp_path / f"players-{language}.md", tmp_path / f"gm-{language}.md"
    export_log(services.campaign.engine, ExportOptions(language=language), "md", players)
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=True), "md", gm)
    text = players.read_text("utf-8")
    assert PLAIN[language] in text and LETTERED[language] not in text, text
    assert LETTERED[language] in gm.read_text("utf-8")
    json_path = tmp_path / f"players-{language}.json"
    export_log(services.campaign.engine, ExportOptions(language=language), "json", json_path)
    assert LETTERED[language] not in json_path.read_text("utf-8")
