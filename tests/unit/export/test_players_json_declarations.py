"""The players' JSON carried a hidden NPC's secret declaration: after Rook, hidden, declared "dispara
a Ana" (a secret line) and was then shown (V), the public line "Rook se muestra a los jugadores"
recorded his fighter's row before and after, ``"state": {"hidden": true, "phase": "2", "action":
"dispara a Ana"}``.  A fighter's row change in the players' copy holds no state (no declaration, no
timer, no hidden mark); the GM's copy keeps it."""

from __future__ import annotations

import json

import pytest

from app.export import ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo

ACTION = "dispara a Ana"


@pytest.fixture
def shown_after_declaring(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The farm")
    people = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([people["Ana Reyes"], people["Rook"]])
    fighters = {f.name: f.id for f in services.initiative.view().combatants}
    assert services.initiative.declare(fighters["Ana Reyes"], "3", "corre a la puerta")  # public
    assert services.initiative.declare(fighters["Rook"], "2", ACTION)  # secret: he is hidden
    assert services.initiative.mark(fighters["Rook"], "hidden")  # V: the players see him
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_json_holds_no_secret_declaration(shown_after_declaring, language):
    services, tmp_path = shown_after_declaring
    gm, players = tmp_path / f"gm-{language}.json", tmp_path / f"players-{language}.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "json", gm)
    export_log(services.campaign.engine, ExportOptions(language=language), "json", players)
    assert gm.read_text("utf-8").count(ACTION) >= 3  # his line, and his row before and after V
    text = players.read_text("utf-8")
    assert ACTION not in text
    document = json.loads(text)
    events = [e for s in document["sessions"] for e in s["events"]]
    reveal = next(e for e in events if "Rook" in e["line"])  # the line that shows him is theirs
    assert not reveal["secret"]
    for event in events:
        for change in event["changes"]:
            if change["table"] == "combatant":
                for side in (change["before"], change["after"]):
                    assert side is None or "state" not in side, (event["line"], change)
    assert "corre a la puerta" in text  # Ana's declaration, a public line, stays in its line
