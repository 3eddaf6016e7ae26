"""The players' HTML and PDF charts gave an NPC's exact Health though the table saw it as a word:
Rook, shown with Ctrl+P ("health: a word"), shot to Broken, then hidden again with V, had a chart
"Rook — Health: 0" from 3 to 0.  The players' copy now charts a character only at the lines at which
his health was shown as numbers and he was not hidden; the GM's copy draws every chart."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, export_log
from app.export.charts import session_series
from app.export.events import collect
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of

BLOW = {"damage": 1, "source": "attack"}


@pytest.fixture
def mill(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    yield services, ids, tmp_path
    services.close()


def _rook(series):
    return next((s for s in series if s.label.startswith("Rook")), None)


def _fight_with_rook(services, ids):
    rook = ids["Rook"]
    assert services.player_view.set_reveal(rook, name=True, health="word")  # Ctrl+P: a word
    assert services.initiative.start([ids["Mia Chen"], ids["Ana Reyes"], rook], name="Mill ambush")
    assert services.characters.damage(rook, {"damage": 3, "source": "attack"}, actor_id=ids["Mia Chen"])
    his = next(f for f in services.initiative.view().combatants if f.character_id == rook)
    assert services.initiative.mark(his.id, "hidden")  # V: hidden again
    assert services.characters.damage(ids["Ana Reyes"], BLOW)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chart_of_an_npc_the_players_saw_as_a_word(mill, language):
    services, ids, tmp_path = mill
    _fight_with_rook(services, ids)
    engine = services.campaign.engine
    players, gm = collect(engine, ExportOptions(language=language)), collect(engine, ExportOptions(
        language=language, secrets=True))
    # the GM's chart, from the Health he had before the blow (his reveal, first, changed no Health)
    points = _rook(session_series(gm, gm.sessions[-1])[1]).points
    assert (points[0][1], points[-1][1]) == (3, 0), points
    tracks = session_series(players, players.sessions[-1])[1]
    assert _rook(tracks) is None, _rook(tracks)
    assert any(s.label.startswith("Ana Reyes") for s in tracks)  # a PC's numbers are the players'
    page, pdf = tmp_path / f"players-{language}.html", tmp_path / f"players-{language}.pdf"
    export_log(engine, ExportOptions(language=language), "html", page)
    export_log(engine, ExportOptions(language=language), "pdf", pdf)
    html = page.read_text("utf-8")
    assert "Rook" in html and 'aria-label="Rook' not in html and 'aria-label="Ana Reyes' in html
    assert "Rook —" not in text_of(pdf) and "Ana Reyes —" in text_of(pdf)


def test_the_chart_starts_when_his_health_is_shown_as_numbers(mill):
    """Rook as a word takes a blow (3 → 2); Ctrl+P sets his health to numbers; a blow (2 → 1): the
    players' chart starts at the line that shows the numbers, at 2."""
    services, ids, _tmp_path = mill
    rook = ids["Rook"]
    assert services.player_view.set_reveal(rook, name=True, health="word")
    assert services.characters.damage(rook, BLOW)
    assert services.player_view.set_reveal(rook, health="numbers")
    assert services.characters.damage(rook, BLOW)
    players = collect(services.campaign.engine, ExportOptions(language="en"))
    log = players.sessions[-1]
    lines = [row.line for row in log.rows]
    numbers = 1 + next(i for i, line in enumerate(lines) if line == "Players see Rook (health: numbers)")
    assert _rook(session_series(players, log)[1]).points == [(numbers, 2), (numbers + 1, 1)]


def test_the_chart_stops_where_the_numbers_stop_and_is_not_held_flat(mill):
    """Rook's health shown as numbers (3), then as a word, then a blow to 0 and lines after it: the
    players' chart ends at the last line they read his numbers at, at 3; it drew "Health: 3" on to
    the session's last line, as if they still saw it while he lay at 0."""
    services, ids, _tmp_path = mill
    rook = ids["Rook"]
    assert services.player_view.set_reveal(rook, name=True, health="numbers")
    assert services.player_view.set_reveal(rook, health="word")
    assert services.characters.damage(rook, {"damage": 3, "source": "attack"})
    assert services.characters.damage(ids["Ana Reyes"], BLOW)
    players = collect(services.campaign.engine, ExportOptions(language="en"))
    log = players.sessions[-1]
    lines = [row.line for row in log.rows]
    shown = 1 + next(i for i, line in enumerate(lines) if line == "Players see Rook (health: numbers)")
    points = _rook(session_series(players, log)[1]).points
    assert points[-1][0] == shown and {v for _x, v in points} == {3}, points
    assert len(lines) > shown + 1
