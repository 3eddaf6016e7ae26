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


def test_his_shot_is_the_same_line_in_the_players_json_and_markdown(shown_after_declaring):
    """Rook's blow on Ana, secret on the console for naming him: the players' JSON and Markdown both
    hold Ana's wound without him (it was on the projector; who dealt it was not), unmarked; the JSON's
    ``secret`` says what the Markdown says: not a secret of the players' copy."""
    services, tmp_path = shown_after_declaring
    people = {c.name: int(c.id) for c in services.characters.characters()}
    hit = {"damage": 1, "source": "attack", "armor": False}
    assert services.player_view.set_reveal(people["Rook"], name=False)  # hidden again
    assert services.characters.damage(people["Ana Reyes"], hit, actor_id=people["Rook"])
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "json", gm)
    gm_events = [e for s in json.loads(gm.read_text("utf-8"))["sessions"] for e in s["events"]]
    assert gm_events[-1]["secret"] and gm_events[-1]["actor"] == "Rook"  # secret on the console
    players, markdown = tmp_path / "players.json", tmp_path / "players.md"
    export_log(services.campaign.engine, ExportOptions(), "json", players)
    export_log(services.campaign.engine, ExportOptions(), "md", markdown)
    events = [e for s in json.loads(players.read_text("utf-8"))["sessions"] for e in s["events"]]
    shot = events[-1]
    assert shot["line"].startswith("Damage to Ana Reyes") and shot["actor"] == ""
    assert "Rook" not in json.dumps(shot, ensure_ascii=False)
    assert "names_hidden" not in shot["payload"]
    lines = markdown.read_text("utf-8").splitlines()
    in_markdown = next(line for line in lines if shot["line"] in line)
    assert "someone unseen" not in in_markdown and "(secret)" not in in_markdown
    assert not any(e["secret"] for e in events) and "(secret)" not in markdown.read_text("utf-8")
