"""The players' JSON held each character's whole record in its events' row changes: a PC's private
notes, an NPC's exact Health and his critical injury, though the table saw Rook's health as a word.
A character's row change in the players' copy now holds his id and name alone (a change that altered
neither is left out); the GM's copy keeps the records."""

from __future__ import annotations

import json

import pytest

from app.export import ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.demo import build_demo

NOTES = "Former mechanic, keeps the RV running"


@pytest.fixture
def night(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    services.campaign.execute(CreateCharacter("Dale Horvath", "pc", services.ruleset.new_sheet(), notes=NOTES))
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    assert services.player_view.set_reveal(ids["Rook"], name=True, health="word")  # Ctrl+P: a word
    assert services.characters.damage(ids["Rook"], {"damage": 3, "source": "attack"}, actor_id=ids["Mia Chen"])
    assert services.characters.damage(ids["Ana Reyes"], {"damage": 1, "source": "attack"})
    yield services, tmp_path
    services.close()


def _rows(path):
    document = json.loads(path.read_text("utf-8"))
    return [c for s in document["sessions"] for e in s["events"] for c in e["changes"] if c["table"] == "character"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_json_holds_no_character_record_but_names(night, language):
    services, tmp_path = night
    gm, players = tmp_path / f"gm-{language}.json", tmp_path / f"players-{language}.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "json", gm)
    export_log(services.campaign.engine, ExportOptions(language=language), "json", players)
    gm_text = gm.read_text("utf-8")
    assert NOTES in gm_text and '"injuries":[{' in gm_text.replace(" ", "")  # the GM's copy: whole records
    text = players.read_text("utf-8")
    assert NOTES not in text
    rows = _rows(players)
    assert rows, "the PC made tonight is in the players' file"
    for change in rows:
        for side in (change["before"], change["after"]):
            assert side is None or set(side) <= {"id", "name"}, change
    assert {(c["after"] or {}).get("name") for c in rows} == {"Dale Horvath"}  # the wounds changed no name
    assert '"health"' not in text and '"injuries"' not in text and '"sheet"' not in text
