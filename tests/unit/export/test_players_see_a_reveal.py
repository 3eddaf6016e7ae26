"""The twdu demo's fight as a new GM played it: Walker, hidden, is in the fight; the GM shows him
with V; he acts, he is hurt.  The players' record holds what the table saw from the reveal on: the
line showing him, his turn and his wound name him, in every format and language; the opening line,
written while he was hidden, still leaves him out.  Hiding him again makes the lines after it secret;
undoing the reveal hides him from the lines after the undo too (the players saw the reveal: it stays)."""

from __future__ import annotations

import json

import pytest
from sqlmodel import Session

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log import read_lines
from tests.unit.export.pdftext import text_of

SHOWN = {"en": "Walker is shown to the players", "es": "Walker se muestra a los jugadores",
         "ru": "Walker"}
ACTED = {"en": "Walker has acted; Ana Reyes is up", "es": "Walker ya actuó; le toca a Ana Reyes",
         "ru": "Walker"}
BEGINS = {"en": "Fight Ambush at the gas station begins (Brawl phases): ",
          "es": "Empieza el combate Ambush at the gas station (Fases de la refriega): "}


def _fight(tmp_path):
    """The demo; the three PCs and Walker (hidden) fight; the GM shows Walker (V) on his turn, the
    turn passes, Walker takes a blow."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The gas station")
    roster = {c.name: int(c.id) for c in services.initiative.roster()}
    walker = roster["Walker"]
    assert services.initiative.start([roster["Ana Reyes"], roster["Ben Okafor"], roster["Mia Chen"], walker],
                                     name="Ambush at the gas station")
    fighters = services.initiative.view().combatants
    his = next(f for f in fighters if f.character_id == walker)
    assert his.state.get("hidden")
    if fighters[0] is not his:  # he acts first, the turn then passes to Ana
        assert services.initiative.move(his.id, 0)
    assert [f.character_id for f in services.initiative.view().combatants][1] == roster["Ana Reyes"]
    assert services.initiative.mark(his.id, "hidden")  # V: shown to the players
    assert services.initiative.next_turn()
    assert services.characters.damage(walker, {"damage": 1, "source": "attack", "armor": False})
    return services, roster, his.id


def _exported(services, key, language, target):
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    return " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())


def test_the_gms_log_keeps_a_line_after_the_reveal_public(tmp_path):
    services, _roster, _his = _fight(tmp_path)
    try:
        assert services.campaign.reads.who_is_shown()[_roster["Walker"]] == ("Walker", True)
        with Session(services.campaign.engine) as s:
            lines = {line.text: line for line in read_lines(s, "1 = 1", {})}
        assert not lines["{name} is shown to the players"].secret
        assert not lines["{name} has acted; {next} is up"].secret
        assert lines["Fight {name} begins ({mode}): {names}"].secret  # written while he was hidden
    finally:
        services.close()


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_format_names_walker_from_the_reveal_on(tmp_path, language):
    services, _roster, _his = _fight(tmp_path)
    try:
        for key, fmt in FORMATS.items():
            text = _exported(services, key, language, tmp_path / f"players-{language}{fmt.suffix}")
            assert SHOWN[language] in text, (key, language)
            assert ACTED[language] in text, (key, language)
            opening = text.split(BEGINS[language])[1][:40]
            assert opening.startswith("Ana Reyes, Ben Okafor, Mia Chen") and "Walker" not in opening, (key, opening)
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language=language), "json", target)
        events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
        assert any(e["kind"] == "damage" and e["target"] == "Walker" for e in events)
    finally:
        services.close()


def test_hiding_him_again_makes_the_later_lines_secret(tmp_path):
    services, roster, his = _fight(tmp_path)
    try:
        assert services.initiative.mark(his, "hidden")  # V again: hidden
        assert services.initiative.add_timer(his, "Stunned", 2)  # a line naming him, hidden again
        with Session(services.campaign.engine) as s:
            lines = {line.text: line for line in read_lines(s, "1 = 1", {})}
        assert not lines["{name} has acted; {next} is up"].secret
        assert lines["{name} is hidden from the players"].secret
        assert lines["{name}: {condition} (rounds: {rounds})"].secret
        text = _exported(services, "md", "en", tmp_path / "players.md")
        assert ACTED["en"] in text and "Damage to Walker" in text
        assert "Walker is hidden from the players" not in text and "Stunned" not in text
    finally:
        services.close()


def test_a_reveal_undone_at_once_keeps_only_the_line_the_players_saw(tmp_path):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("The gas station")
        roster = {c.name: int(c.id) for c in services.initiative.roster()}
        assert services.initiative.start([roster["Ana Reyes"], roster["Walker"]])
        his = next(f for f in services.initiative.view().combatants if f.character_id == roster["Walker"])
        assert services.initiative.mark(his.id, "hidden")
        assert services.campaign.undo()  # a slip: Walker hidden again
        assert services.campaign.reads.who_is_shown()[roster["Walker"]] == ("Walker", False)
        assert services.characters.damage(roster["Walker"], {"damage": 1, "source": "attack", "armor": False})
        target = tmp_path / "players.md"
        export_log(services.campaign.engine, ExportOptions(undone=True), "md", target)  # with undone actions
        text = target.read_text("utf-8")
        assert SHOWN["en"] in text and text.count("Walker") == 1  # shown, then nothing more of him
    finally:
        services.close()
