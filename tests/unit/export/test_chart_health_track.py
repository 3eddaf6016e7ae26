"""The HTML and PDF charts of a gridlimbs night drew each character's Head ("Dov — Head: 5", flat)
while his main pool, the torso, went from 8 down: a chart draws the ruleset's health track."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, export_log
from app.export.charts import session_series
from app.export.events import collect
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of


@pytest.fixture
def grid(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    services.campaign.start_session("The yard")
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("secrets", [False, True])
def test_the_chart_draws_the_main_pool_not_the_head(grid, secrets):
    services, tmp_path = grid
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    dov = ids["Dov"]
    before = services.characters.character(dov).state["torso"]
    assert services.characters.damage(dov, {"amount": 3, "part": "torso", "bullet": False})
    after = services.characters.character(dov).state["torso"]
    assert after < before
    options = ExportOptions(language="en", secrets=secrets)
    data = collect(services.campaign.engine, options)
    tracks = session_series(data, data.sessions[-1])[1]
    his = next(s for s in tracks if s.label.startswith("Dov"))
    assert "Torso" in his.label and "Head" not in his.label, his.label
    assert (his.points[0][1], his.points[-1][1]) == (before, after), his.points
    page, pdf = tmp_path / "night.html", tmp_path / "night.pdf"
    export_log(services.campaign.engine, options, "html", page)
    export_log(services.campaign.engine, options, "pdf", pdf)
    assert "Dov — Head" not in page.read_text("utf-8")
    assert "Dov — Head" not in text_of(pdf)
