"""The players' JSON holds what the players saw: each line as shown in the export's language (the
plural forms chosen, as the HTML and Markdown write them), no template, and no campaign state that
tells of a character hidden from them or of a handout shown to one player alone."""

from __future__ import annotations

import json
import re

import pytest

from app.export import ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log_import import parse_log_document
from app.services.rolls import RollRequest

#: the success count's plural as each language writes it after "1"
ONE_SUCCESS = {"en": "1 success", "ru": "1 успех", "es": "1 éxito"}


@pytest.fixture
def mill_night(tmp_path, qapp):
    """The twdu demo: Rook kept hidden with his reveal set, a note on Mia's phone alone, the mill's
    note shown to the room, Threat 0 → 1, Ana pushes a roll."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    rook, mia, ana = ids["Rook"], ids["Mia Chen"], ids["Ana Reyes"]
    assert not services.characters.character(rook).revealed
    assert services.player_view.set_reveal(rook, name=False, health="word")
    assert services.handouts.add_text("Bite mark", "Only Mia saw it.")
    assert services.handouts.add_text("Note from the mill", "Keep out.")
    titles = {h.title: int(h.id) for h in services.handouts.handouts()}
    assert services.player_links.issue(mia)
    assert services.handouts.show(titles["Bite mark"], "player", mia)
    assert services.handouts.show(titles["Note from the mill"], "room")
    assert services.threat.step(1, "noise")
    first = services.rolls.roll(RollRequest("skill", ana, {"skill": "mobility"}), "3 1 3 2 5 5")
    assert services.rolls.follow_up(first, "push", faces="5 6 1 2 5 1 1") is not None
    yield services, {"rook": rook, "bite": titles["Bite mark"]}, tmp_path
    services.close()


def _state_keys(value, found):
    if isinstance(value, dict):
        found.update(value)
        for v in value.values():
            _state_keys(v, found)
    elif isinstance(value, list):
        for v in value:
            _state_keys(v, found)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_json_holds_no_template_and_no_hidden_state(mill_night, language):
    services, hidden, tmp_path = mill_night
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "json", gm)
    gm_text = gm.read_text("utf-8")
    assert "{successes|success|successes}" in gm_text and '"reveal"' in gm_text  # the GM's copy keeps them
    target = tmp_path / f"players-{language}.json"
    export_log(services.campaign.engine, ExportOptions(language=language), "json", target)
    text = target.read_text("utf-8")
    document = json.loads(text)
    events = [e for s in document["sessions"] for e in s["events"]]
    # no template marker anywhere: not in a line, an argument, a payload or the state
    assert "{" not in json.dumps(events, ensure_ascii=False).replace('{"', "").replace("{}", ""), language
    assert not re.search(r"\{[a-z_]+[|}]", text), language
    for e in events:
        assert e["text"] == e["line"] and e["args"] == {}, e
    pushed = next(e for e in events if e["kind"] == "roll" and "—" in e["line"] and "(" in e["line"])
    assert ONE_SUCCESS[language] in pushed["text"], pushed["text"]
    if language != "en":  # the lines in the export's language, not the English template
        assert not any(e["text"].startswith(("Damage to", "Threat ", "Handout shown")) for e in events)
    # no state of a hidden character, no private handout
    keys = _state_keys(events, set())
    assert "reveal" not in keys and "players" not in keys and "stamps" not in keys, language
    assert "Bite mark" not in text and "Only Mia" not in text
    shown = [c["after"]["state"]["handouts"] for e in events for c in e["changes"]
             if c["table"] == "campaign" and "handouts" in (c["after"] or {}).get("state", {})]
    assert shown and all(set(h) <= {"room", "phones"} for h in shown)
    assert all(h.get("room") != hidden["bite"] for h in shown)
    # the players' copy still imports
    assert parse_log_document(text)["sessions"][0]["events"]
