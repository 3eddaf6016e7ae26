"""A campaign played before Deadwatch kept whom a swarm's random victim was drawn among (the lost
round's ``draw``) or the attacks on fighters hidden from the players (``unseen_attacks``), with a
fight still running whose last round keeps neither its picks nor who was down.  Ana, Rook (hidden
from the players) and Mia fight; round 1's die picks Rook, round 2's picks Ana ("d3: 1").  Every
format of the players' copy is written without an error and shows no die of either draw (the d3
counted Rook, and the old line cannot say so: no pool is made up for it), the attack on Ana still
named; the projector's view, the shared page and Ana's phone are built without an error and read
the numbers the campaign keeps, none made up: the Swarm Threat as recorded, no attack told of."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view, shared_view
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.export.pdftext import text_of

#: what this Deadwatch writes that an older one did not
NEWER_PAYLOAD = ("draw", "unseen_attacks", "unseen_rolled")
NEWER_LAST = ("unseen_attacks", "unseen_before", "unseen_rolled", "unsaid", "picks", "attacks", "down",
              "fell_before")


def _lose_a_round(services, setup) -> None:  # noqa: ANN001
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six


def _as_old(path) -> None:  # noqa: ANN001
    """The campaign's log lines and its swarm record as an older Deadwatch wrote them."""
    db = sqlite3.connect(str(path))
    try:
        for rid, text in db.execute("SELECT id, payload FROM log_event").fetchall():
            payload = json.loads(text)
            if any(k in payload for k in NEWER_PAYLOAD):
                old = {k: v for k, v in payload.items() if k not in NEWER_PAYLOAD}
                db.execute("UPDATE log_event SET payload = ? WHERE id = ?", (json.dumps(old), rid))
        for cid, text in db.execute("SELECT id, state FROM campaign").fetchall():
            state = json.loads(text)
            state["swarm_last"] = {k: v for k, v in state["swarm_last"].items() if k not in NEWER_LAST}
            db.execute("UPDATE campaign SET state = ? WHERE id = ?", (json.dumps(state), cid))
        db.commit()
    finally:
        db.close()


@pytest.fixture
def old_campaign(tmp_path, qapp):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The swarm at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook, mia = ids["Ana Reyes"], ids["Rook"], ids["Mia Chen"]
    assert not services.player_view.reveal(rook)["name"]
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "2")  # the d3 picks Rook
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "1")  # the d3 picks Ana
    services.close()
    _as_old(path)
    services = open_services(str(path), Dice(seed=5))
    yield services, ids
    services.close()


def test_every_format_of_the_players_copy_is_written_without_a_die_of_the_draw(old_campaign, tmp_path):
    services, _ids = old_campaign
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players{fmt.suffix}"
        assert export_log(services.campaign.engine, ExportOptions(language="en"), key, target) > 0
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        assert not re.search(r"\bd3\b", text), key
        assert "Rook" not in text, key
        if key != "pdf":
            assert "Single attack on Ana Reyes" in text, key
    gm = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "md", gm)
    assert "d3: 1" in gm.read_text("utf-8")  # the GM's copy keeps the die


def test_the_screens_and_the_phones_read_the_old_fight_without_making_numbers_up(old_campaign):
    services, ids = old_campaign
    feeds = [services.player_view.view(), shared_view(services), own_view(services, ids["Ana Reyes"])]
    for feed in feeds:
        swarm = feed["swarm"]
        assert swarm["threat"] == services.swarm.fight().swarm_threat == 4  # as recorded: no count to add
        assert swarm["result"]["text"] == "Round 2: 0 successes against Swarm Threat 5"
        assert swarm["down"] == [] and swarm["fallen"] == []
        text = json.dumps(feed, ensure_ascii=False)
        assert "Rook" not in text and "Someone" not in text and "Ana Reyes faces" not in text
