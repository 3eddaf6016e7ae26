"""A swarm fight with an NPC hidden from the players among its fighters: nothing the players are
given tells them an unseen one fights.  Rook, shown to the table with his health as numbers, is
hidden again, then fights the dead beside Ana and Mia; round 1 is lost, the single attack's die
picks Rook and the GM applies 3 damage (Broken); round 2 is lost, the die picks Ana.  In every
export format without secrets, in every language: no chart of Rook (hidden when the lines end; it
drew him flat at the Health 3 he was last shown with), no line on the attack he suffered ("Single
attack on someone unseen"), no die of either draw (a d3 among three, two of whom the players see,
counts him), and the attack on Ana named; on the projector's view and the phones, round 1's
attack is not told of at all (no "Someone faces an attack"), round 2's names Ana."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event
from app.services.player_links import own_view, shared_view
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.export.pdftext import text_of


def _lose_a_round(services, setup) -> None:  # noqa: ANN001
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six
    assert services.swarm.fight().pending == "loss_picks"


@pytest.fixture
def evening(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The swarm at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook, mia = ids["Ana Reyes"], ids["Rook"], ids["Mia Chen"]
    assert services.player_view.set_reveal(rook, name=True, health="numbers")  # the table sees Health 3/3
    assert services.player_view.set_reveal(rook, name=False)  # hidden again
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "2")  # the d3 picks Rook
    assert services.swarm.last_round()["attacks"] == [{"kind": "single_attack", "victim": "Rook"}]
    round_one = services.player_view.view()["swarm"]["result"]
    assert services.characters.damage(rook, services.swarm.harm_request(3))  # Broken
    assert services.characters.character(rook).state["health"] == 0
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "1")  # the d3 picks Ana
    assert services.swarm.last_round()["attacks"] == [{"kind": "single_attack", "victim": "Ana Reyes"}]
    yield services, ids, round_one
    services.close()


def _exported(services, key, language, target) -> str:  # noqa: ANN001
    export_log(services.campaign.engine, ExportOptions(language=language, undone=True), key, target)
    return text_of(target) if key == "pdf" else target.read_text("utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_export_tells_of_the_hidden_fighter_s_attack_or_counts_him(evening, tmp_path, language):
    services, _ids, _round_one = evening
    unseen = {"en": "someone unseen", "ru": "кто-то невидим", "es": "alguien invisible"}[language]
    shown = {"en": "Players see Rook", "ru": "Игроки видят персонажа Rook", "es": "Los jugadores ven a Rook"}[language]
    for key, fmt in FORMATS.items():
        text = _exported(services, key, language, tmp_path / f"players-{language}{fmt.suffix}")
        # his name only in the line that showed him (the table saw it), never a chart of him
        if key == "json":
            events = json.loads(text)["sessions"][0]["events"]
            named = [e["line"] for e in events if "Rook" in json.dumps(e, ensure_ascii=False)]
        else:
            named = [line for line in re.split(r"\n|<br>|</li>|</tr>", text) if "Rook" in line]
        assert named and all(shown in line for line in named), (key, language, named)
        assert unseen not in text.lower(), (key, language)
        assert not re.search(r"\bd[23]\b", text), (key, language)  # no die of a draw that counted him
        if key in ("md", "html", "csv", "json") and language == "en":
            assert "Single attack on Ana Reyes" in text, key
            assert "Single attack on Rook" not in text
        if key == "html":
            assert "Rook — Health" not in text and "Рук" not in text


def test_the_gm_s_copy_keeps_the_attack_on_him_and_the_dice(evening, tmp_path):
    services, _ids, _round_one = evening
    target = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "md", target)
    text = target.read_text("utf-8")
    assert "Single attack on Rook" in text and "d3: 2" in text and "d3: 1" in text


def test_the_console_shows_no_public_die_of_a_draw_that_counted_him(evening):
    """The GM's console may be in front of the table: a lost round's line whose die was drawn among
    fighters one of whom is hidden is secret there (the GM reads it whole), as a line naming him is."""
    services, _ids, _round_one = evening
    drawn = [e for e in services.campaign.events() if render_event(e).startswith("The dead win round")]
    assert len(drawn) == 2 and all(e.secret and e.faces for e in drawn)


def test_the_room_and_the_phones_hear_nothing_of_the_attack_on_him(evening):
    services, ids, round_one = evening
    # not "Someone faces an attack"; and said once, not «Round lost» over «Round 1: lost»
    assert (round_one["text"], round_one["outcome"]) == ("Round 1: lost", "")
    feeds = [services.player_view.view(), shared_view(services), own_view(services, ids["Ana Reyes"])]
    for feed in feeds:
        text = json.dumps(feed, ensure_ascii=False)
        assert "Rook" not in text and "Someone" not in text
    assert services.player_view.view()["swarm"]["result"]["outcome"] == "Ana Reyes faces an attack"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_round_one_whose_pick_struck_him_reads_lost_and_promises_no_pick(evening, tmp_path, key, language):
    """Round 1's only pick struck the hidden Rook: the players read «Asalto 1 contra la horda — perdido», not
    «… — perdido: el DJ elige 1 opción» and then never what was picked; round 2's pick (on Ana) is
    theirs, and its round still says the GM picks."""
    from app.export.language import translator_for

    services, _ids, _round_one = evening
    tr = translator_for(language)
    text = re.sub(r"\s+", " ", _exported(services, key, language, tmp_path / f"lost-{language}{FORMATS[key].suffix}"))
    picks = tr("log", "lost: the GM picks {picks}").split("{picks}")[0].strip()
    round_one = tr("log", "Swarm round {round} — {outcome}").replace("{round}", "1").replace(
        "{outcome}", tr("log", "lost"))
    assert re.search(re.escape(round_one) + r"(?!:)", text), (key, language)
    # round 2's alone (the JSON writes each line twice: its text and its line)
    assert text.count(picks) == (2 if key == "json" else 1), (key, language)
