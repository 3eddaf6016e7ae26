"""The Swarm Threat the players read does not fall for an attack of the dead on a fighter hidden from
them.  Ana, Rook (an NPC the players were never shown) and Mia fight 30 dead at Threat Level 3:
Swarm Threat 6.  Round 1 is lost and the die picks Rook: the GM's Swarm Threat falls to 5, but the
projector, the phones and every format of the players' copy still read 6 (a 5 with no attack told of
would tell the table that someone unseen was struck); rounds 1 (Rook rolled in it) and 2 (rolled
against a Swarm Threat his attack lowered) read without their numbers, "Round 2: lost".  Round 2 is
lost and the die picks Ana: that attack they see, and their Swarm Threat falls
to 5 with it (the GM's to 4)."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view, shared_view
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.export.pdftext import text_of


def _lose_a_round(services, setup) -> None:  # noqa: ANN001
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six
    assert services.swarm.fight().pending == "loss_picks"


def _threats(services, ana) -> list[int]:  # noqa: ANN001
    """The Swarm Threat on the projector's view, the shared page's and Ana's phone."""
    return [feed["swarm"]["threat"] for feed in
            (services.player_view.view(), shared_view(services), own_view(services, ana))]


@pytest.fixture
def evening(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The swarm at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook, mia = ids["Ana Reyes"], ids["Rook"], ids["Mia Chen"]
    assert not services.player_view.reveal(rook)["name"]
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    seen: dict[str, object] = {"start": _threats(services, ana)}
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "2")  # the d3 picks Rook
    assert services.swarm.last_round()["attacks"] == [{"kind": "single_attack", "victim": "Rook"}]
    seen["gm_after_rook"] = services.swarm.fight().swarm_threat
    seen["after_rook"] = _threats(services, ana)
    _lose_a_round(services, setup)
    seen["round_two"] = services.player_view.view()["swarm"]["result"]["text"]
    assert services.swarm.loss_picks(["single_attack"], "1")  # the d3 picks Ana
    seen["gm_after_ana"] = services.swarm.fight().swarm_threat
    seen["after_ana"] = _threats(services, ana)
    yield services, seen
    services.close()


def test_the_screens_read_no_fall_for_an_attack_on_someone_hidden(evening):
    _services, seen = evening
    assert seen["start"] == [6, 6, 6]
    assert seen["gm_after_rook"] == 5  # the GM's panel counts the attack
    assert seen["after_rook"] == [6, 6, 6]  # the room and the phones do not
    assert seen["round_two"] == "Round 2: lost"  # no "against Swarm Threat 6": the real one was 5
    assert seen["gm_after_ana"] == 4
    assert seen["after_ana"] == [5, 5, 5]  # the attack on Ana they see


def test_the_players_copy_reads_the_swarm_threat_they_saw(evening, tmp_path):
    services, _seen = evening
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language="en", undone=True), key, target)
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        flat = re.sub(r"\s+", " ", text)
        assert "Swarm round 1 — lost" in flat and "Swarm round 2 — lost" in flat, key
        assert "against Swarm Threat" not in flat, key  # round 1 Rook rolled in, round 2 against the real 5
        assert "Swarm Threat 5 " not in flat and "against Swarm Threat 5" not in flat, key
        assert "Swarm Threat now 5" in flat and "Swarm Threat now 4" not in flat, key
        assert "unseen_attacks" not in text, key
        if key == "json":
            made = [int(n) for n in re.findall(r'"attacks_made": ?(\d+)', text)]
            assert made and max(made) == 1, made  # the attack on Ana, not Rook's


def test_the_gm_s_copy_keeps_the_real_swarm_threat(evening, tmp_path):
    services, _seen = evening
    target = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "md", target)
    text = target.read_text("utf-8")
    assert "against Swarm Threat 5" in text and "Swarm Threat now 4" in text
    assert json.dumps(services.swarm.fight().swarm_threat) == "4"
