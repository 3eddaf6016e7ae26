"""An empty health chart: Rook, hidden from the players all evening, shown with his health as numbers
at the session's last line, had a chart "Rook — Health: 2" in the players' HTML and PDF with no line
in it (one point, at the last line, draws nothing); the GM's copy had the same empty box for an NPC
made at the last line.  A chart with nothing to draw is no longer printed, in either copy."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of

BLOW = {"damage": 1, "source": "attack"}


@pytest.fixture
def evening(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    yield services, ids, tmp_path
    services.close()


def _pages(services, tmp_path, language, secrets):
    who = "gm" if secrets else "players"
    page, pdf = tmp_path / f"{who}-{language}.html", tmp_path / f"{who}-{language}.pdf"
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), "html", page)
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), "pdf", pdf)
    return page.read_text("utf-8"), text_of(pdf)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chart_of_a_character_shown_at_the_last_line(evening, language):
    services, ids, tmp_path = evening
    rook = ids["Rook"]
    assert not services.player_view.reveal(rook)["name"]
    assert services.initiative.start([ids["Mia Chen"], ids["Ana Reyes"], rook])
    assert services.characters.damage(rook, BLOW)
    assert services.characters.damage(ids["Ana Reyes"], BLOW)
    assert services.player_view.set_reveal(rook, name=True, health="numbers")  # Ctrl+P, the last line
    html, pdf = _pages(services, tmp_path, language, secrets=False)
    assert "Rook" in html and 'aria-label="Rook' not in html and 'aria-label="Ana Reyes' in html
    assert "Rook —" not in pdf and "Ana Reyes —" in pdf
    html, pdf = _pages(services, tmp_path, language, secrets=True)  # the GM saw his health all along
    assert 'aria-label="Rook' in html and "Rook —" in pdf


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chart_of_an_npc_made_at_the_last_line(evening, language):
    services, ids, tmp_path = evening
    assert services.characters.damage(ids["Ana Reyes"], BLOW)
    assert services.campaign.execute(CreateCharacter("Dusty", "npc", services.ruleset.new_sheet()))
    for secrets in (True, False):
        html, pdf = _pages(services, tmp_path, language, secrets)
        assert 'aria-label="Dusty' not in html and "Dusty —" not in pdf
        assert 'aria-label="Ana Reyes' in html and "Ana Reyes —" in pdf
    html, _pdf = _pages(services, tmp_path, language, secrets=True)
    assert html.count("<svg") == html.count("<polyline"), "a chart with no line in it"
