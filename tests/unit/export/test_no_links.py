"""The players' copy of the log carries no phone link: "Handout shown on every phone" is public, and
the campaign state its row changes record holds each player's link (its nonce, from which the token
is made).  No format without secrets holds the nonce, the token or the key they are kept under."""

from __future__ import annotations

import json

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.link_keys import LINKS_STATE
from tests.unit.export.pdftext import text_of


@pytest.fixture
def shown_on_phones(tmp_path):
    """The twdu demo: Ana gets her phone link (a secret line), a note is shown on every phone."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The gas station")
    ana = next(int(c.id) for c in services.initiative.roster() if c.name == "Ana Reyes")
    assert services.player_links.issue(ana)
    assert services.handouts.add_text("Radio message", "Anyone out there? The mall is safe.")
    handout = next(int(h.id) for h in services.handouts.handouts() if h.title == "Radio message")
    assert services.handouts.show(handout, "phones")
    yield services, ana, tmp_path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_format_without_secrets_holds_a_phone_link(shown_on_phones, language):
    services, ana, tmp_path = shown_on_phones
    nonce = services.campaign.reads.campaign.state[LINKS_STATE][str(ana)]
    token = services.player_links.links()[ana]
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "json", gm)
    assert nonce in gm.read_text("utf-8")  # the GM's own copy keeps the state as it was, for undo
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players-{language}{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language=language), key, target)
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        assert "Radio message" in text, key  # the public line is there…
        for secret in (nonce, token, LINKS_STATE):  # …without the links
            assert secret not in text, (key, language, secret)


def test_the_players_json_keeps_the_handout_change_without_the_links(shown_on_phones):
    services, _ana, tmp_path = shown_on_phones
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(), "json", target)
    events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
    shown = next(e for e in events if e["text"].startswith("Handout shown on every phone"))
    states = [c["after"]["state"] for c in shown["changes"] if c["table"] == "campaign"]
    assert states and all("handouts" in state and LINKS_STATE not in state for state in states)
