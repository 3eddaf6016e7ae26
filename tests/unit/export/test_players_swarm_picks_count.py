"""A lost swarm round with two picks, one of them an attack whose random victim is a fighter hidden
from the players (issue 44).  Rook, hidden, fights the dead beside Ana and Mia; Mia's stress die
shows a 1, so the GM owes two picks: a single attack, whose d3 picks Rook, and the Threat Level up a
step.  The players' copy left out the attack on Rook but its round line still said "— lost: the GM
picks 2" (Russian «2 варианта», Spanish «2 opciones») over the one pick it gives: now it counts the
picks they read, "the GM picks 1", «1 вариант», «1 opción», in every export format; the GM's copy
keeps the 2.  The projector and the phones say the Threat Level's pick alone and count nothing."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES, translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view, shared_view
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.export.pdftext import text_of


@pytest.fixture
def evening(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The swarm at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook, mia = ids["Ana Reyes"], ids["Rook"], ids["Mia Chen"]
    assert not services.characters.character(rook).revealed
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["1"] * roll.dice) for roll in plan.rolls])
    assert services.swarm.fight().picks_due == 2  # Mia's stress die: a mess-up, a second pick
    assert services.swarm.loss_picks(["single_attack", "threat"], "2")  # the d3 picks Rook
    assert [a["victim"] for a in services.swarm.last_round()["attacks"]] == ["Rook"]
    yield services, ids
    services.close()


def _picks(language: str, count: int) -> str:
    """ "lost: the GM picks 1" in the language, its plural form chosen."""
    from app.services.plurals import choose as plural

    text = translator_for(language)("log", "lost: the GM picks {picks}")
    return plural(text, {"picks": count}, language).replace("{picks}", str(count))


def _exported(services, key, language, target, secrets=False) -> str:  # noqa: ANN001
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), key, target)
    text = text_of(target) if key == "pdf" else target.read_text("utf-8")
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_the_players_round_line_counts_the_picks_they_read(evening, tmp_path, key, language):
    services, _ids = evening
    text = _exported(services, key, language, tmp_path / f"players-{language}{FORMATS[key].suffix}")
    assert "Rook" not in text, (key, language)
    one, two = _picks(language, 1), _picks(language, 2)
    assert one in text and two not in text, (key, language, one)
    assert translator_for(language)("rules", "The Threat Level is increased one step") in text, (key, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_gm_s_copy_keeps_both_picks(evening, tmp_path, language):
    services, _ids = evening
    text = _exported(services, "md", language, tmp_path / f"gm-{language}.md", secrets=True)
    assert _picks(language, 2) in text and "Rook" in text


def test_the_room_and_the_phones_say_the_threat_s_pick_alone(evening):
    services, ids = evening
    assert services.player_view.view()["swarm"]["result"]["outcome"] == "The Threat Level is increased one step"
    for feed in (services.player_view.view(), shared_view(services), own_view(services, ids["Ana Reyes"])):
        text = json.dumps(feed, ensure_ascii=False)
        assert "Rook" not in text and "picks 2" not in text
