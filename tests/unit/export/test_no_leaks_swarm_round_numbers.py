"""A swarm round something hidden from the players took part in reads without numbers that would not
add up for them, and the fall of a fighter they did not see whole is never said.

Ana, Ben, Mia and Rook (an NPC the players were never shown) against 5 dead at Threat Level 3: Swarm
Size 1, Swarm Threat 4.  Round 1: Ana and Rook roll no six, the round is lost, the die picks Rook and
the GM's damage breaks him.  The GM's Swarm Threat falls to 3; the players, told of no attack, still read 4.
Round 2: Ana rolls three sixes, Ben and Mia none: 3 successes beat the real 3, and the players would
have read "3 successes against Swarm Threat 4 — won".  They read "Round 2: won" (the projector, the
band, the phones) and "Swarm round 2 — won…" with Ana's own roll in every format of their copy."""

from __future__ import annotations

import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view
from app.services.player_words import swarm_texts
from app.services.swarm import RollerSpec, RoundSetup
from app.services.swarm.fallen import is_down
from tests.unit.export.pdftext import text_of


def _open(tmp_path):  # noqa: ANN001, ANN202
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The swarm at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert not services.player_view.reveal(ids["Rook"])["name"]
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(5)
    assert services.swarm.start()
    assert services.swarm.fight().swarm_threat == 4
    return services, ids


def _faces(services, setup, chosen):  # noqa: ANN001, ANN202
    """Each roll's faces: ``chosen`` by roller name (padded with 1s), else all 2s (no six)."""
    plan, _odds = services.swarm.odds(setup)
    out = []
    for roll in plan.rolls:
        sixes = chosen.get(roll.name, 0)
        out.append(" ".join(["6"] * sixes + ["2"] * (roll.dice - sixes)))
    return out


def _rook_struck(services, ids) -> None:  # noqa: ANN001
    """Round 1 lost by Ana and Rook, the die picks Rook, the GM's damage breaks him."""
    setup = RoundSetup((RollerSpec(ids["Ana Reyes"], "ranged_combat"), RollerSpec(ids["Rook"], "close_combat")))
    assert services.swarm.roll_round(setup, _faces(services, setup, {}))
    assert services.swarm.loss_picks(["single_attack"], "2")
    assert services.swarm.last_round()["attacks"] == [{"kind": "single_attack", "victim": "Rook"}]
    assert services.characters.damage(ids["Rook"], services.swarm.harm_request(3))
    rook = services.characters.character(ids["Rook"])
    assert is_down(services.ruleset, rook)
    assert services.swarm.fight().swarm_threat == 3  # the GM's


def _screens(services, ids, code):  # noqa: ANN001, ANN202
    """What the projector, the band over its map and Ana's phone say of the swarm, in ``code``."""
    tr = translator_for(code)
    view = services.player_view.view(tr)
    phone = own_view(services, ids["Ana Reyes"], tr)
    band = swarm_texts(view, tr)
    return view["swarm"], band, phone["texts"]


@pytest.fixture
def won_round_two(tmp_path, qapp):
    services, ids = _open(tmp_path)
    _rook_struck(services, ids)
    setup = RoundSetup((RollerSpec(ids["Ana Reyes"], "ranged_combat"), RollerSpec(ids["Ben Okafor"], "close_combat"),
                        RollerSpec(ids["Mia Chen"], "close_combat")))
    assert services.swarm.roll_round(setup, _faces(services, setup, {"Ana Reyes": 3}))
    last = services.swarm.last_round()
    assert (last["total"], last["needed"], last["won"]) == (3, 3, True)
    yield services, ids
    services.close()


@pytest.mark.parametrize(("code", "said", "numbers"), [
    ("en", "Round 2: won", "against Swarm Threat"),
    ("ru", "Раунд 2: выигран", "против угрозы роя"),
    ("es", "Asalto 2: ganado", "contra Amenaza de la horda"),
])
def test_screens_say_a_round_won_without_numbers_that_do_not_add_up(won_round_two, code, said, numbers):
    services, ids = won_round_two
    swarm, band, phone = _screens(services, ids, code)
    assert swarm["threat"] == 4  # the last Swarm Threat they saw (no attack was told of)
    assert swarm["result"]["text"] == said
    for text in (band["swarm_result"], phone["swarm_result"]):
        assert said in text.replace("\u00a0", " ")
        assert numbers not in text and "3" not in text


def test_the_players_copy_says_round_two_won_without_its_numbers(won_round_two, tmp_path):
    services, _ids = won_round_two
    for code, bare, counted in (("en", "Swarm round 2 — won", "against Swarm Threat 4"),
                                ("ru", "Раунд 2 против роя — победа", "против угрозы роя 4")):
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players-{code}{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language=code, undone=True), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            flat = re.sub(r"\s+", " ", text.replace("\u00a0", " "))
            assert bare in flat, (code, key)
            assert counted not in flat, (code, key)  # "3 successes against Swarm Threat 4 — won"
            assert "Ana Reyes" in flat, (code, key)  # her own roll still told
            assert "unseen_rolled" not in text and '"needed": 4' not in text, (code, key)


@pytest.fixture
def rook_rolls(tmp_path, qapp):
    """Round 1: Ben and Mia roll no six, hidden Rook two: 2 successes, lost."""
    services, ids = _open(tmp_path)
    setup = RoundSetup((RollerSpec(ids["Ben Okafor"], "close_combat"), RollerSpec(ids["Mia Chen"], "close_combat"),
                        RollerSpec(ids["Rook"], "close_combat")))
    assert services.swarm.roll_round(setup, _faces(services, setup, {"Rook": 2}))
    assert services.swarm.last_round()["total"] == 2
    yield services, ids
    services.close()


@pytest.mark.parametrize(("code", "said"), [("en", "Round 1: lost"), ("ru", "Раунд 1: проигран")])
def test_a_hidden_fighter_s_successes_are_not_counted_to_the_players(rook_rolls, code, said):
    services, ids = rook_rolls
    swarm, band, phone = _screens(services, ids, code)
    assert swarm["result"]["text"] == said
    for text in (band["swarm_result"], phone["swarm_result"]):
        assert "2" not in text.replace(said, ""), text


def test_the_players_copy_counts_no_hidden_fighter_s_successes(rook_rolls, tmp_path):
    services, _ids = rook_rolls
    for code, bare, counted in (("en", "Swarm round 1 — lost", "2 successes against"),
                                ("ru", "Раунд 1 против роя — поражение", "2 успеха против")):
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players-{code}{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language=code, undone=True), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            flat = re.sub(r"\s+", " ", text.replace("\u00a0", " "))
            assert counted not in flat, (code, key)
            assert bare in flat, (code, key)


@pytest.mark.parametrize("code", ["en", "ru"])
def test_rook_s_fall_while_hidden_stays_unsaid_once_shown(tmp_path, qapp, code):
    """Struck and broken while hidden; shown at name only, then with his health: the room, the band and
    the phones say neither the attack on him nor that he fell in round 1."""
    services, ids = _open(tmp_path)
    try:
        _rook_struck(services, ids)
        rook = ids["Rook"]
        for name, health in ((True, "hidden"), (True, "word"), (True, "numbers")):  # name only, then whole
            assert services.player_view.set_reveal(rook, name=name, health=health)
            swarm, band, phone = _screens(services, ids, code)
            said = [*swarm["down"], band["swarm_fallen"], phone["swarm_fallen"],
                    swarm["result"]["outcome"], band["swarm_result"], phone["swarm_result"]]
            assert not any("Rook" in line for line in said), (health, said)  # nor the attack on him
    finally:
        services.close()


def test_a_push_in_that_round_counts_no_hidden_fighter_s_successes(rook_rolls, tmp_path):
    services, ids = rook_rolls
    assert services.swarm.push(0)  # Ben pushes: the round's total still counts Rook's two sixes
    swarm, band, phone = _screens(services, ids, "en")
    assert swarm["result"]["text"] in ("Round 1: lost", "Round 1: won") and "total" not in swarm["result"]
    for code, counted in (("en", "against Swarm Threat"), ("ru", "против угрозы роя")):
        for key, fmt in FORMATS.items():
            target = tmp_path / f"pushed-{code}{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language=code, undone=True), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            flat = re.sub(r"\s+", " ", text.replace("\u00a0", " "))
            assert "Ben Okafor" in flat, (code, key)  # his push is told
            assert counted not in flat, (code, key)
