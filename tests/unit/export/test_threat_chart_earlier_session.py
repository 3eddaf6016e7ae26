"""The Threat chart of an earlier session drew the campaign's level as it is now: session 1, played
at 0, showed a flat 3 because the level rose to 3 in session 2.  Each session is charted from the
level it began at (read from the next change of it) and its own changes."""

from __future__ import annotations

import re

import pytest

from app.export import ExportOptions, export_log
from app.export.charts import session_series
from app.export.events import collect
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo


@pytest.fixture
def two_nights(tmp_path, qapp):
    """Session 1: a note and Ana hurt, Threat untouched (0).  Session 2: Threat 0 → 1 → 2 → 3, the last
    step taken back (Ctrl+Z) and made again: 3.  Session 3: a note."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mill")
    ana = next(int(c.id) for c in services.initiative.roster() if c.name == "Ana Reyes")
    assert services.log.add_note("The group reaches the mill.")
    assert services.characters.damage(ana, {"damage": 1})
    assert services.campaign.end_session()
    services.campaign.start_session("The farm")
    for _ in range(3):
        assert services.threat.step(1, "noise")
    assert services.campaign.undo()
    assert services.threat.step(1, "noise")
    assert services.campaign.end_session()
    services.campaign.start_session("The road")
    assert services.log.add_note("Quiet.")
    yield services, tmp_path
    services.close()


def _levels(services, number):
    data = collect(services.campaign.engine, ExportOptions(first=number, language="en"))
    threat, _tracks = session_series(data, data.sessions[0])
    assert threat is not None
    return {v for _x, v in threat.points}


def test_each_session_is_charted_from_the_level_it_began_at(two_nights):
    services, _tmp = two_nights
    assert services.campaign.reads.campaign.state["threat"] == 3
    mill = services.campaign.latest_session().number - 2  # the demo has played a night before
    assert _levels(services, mill) == {0}
    assert _levels(services, mill + 1) == {0, 1, 2, 3}
    assert _levels(services, mill + 2) == {3}


@pytest.mark.parametrize("secrets", [False, True])
def test_the_html_chart_of_the_first_night_stays_at_zero(two_nights, secrets):
    services, tmp_path = two_nights
    target = tmp_path / "nights.html"
    mill = services.campaign.latest_session().number - 2
    export_log(services.campaign.engine, ExportOptions(first=mill, last=mill + 2, secrets=secrets), "html", target)
    page = target.read_text("utf-8")
    first = page[page.index("<svg "):page.index("</svg>")]  # the mill's first chart: the Threat's
    assert "Threat level: 0" in first or ">0<" in first, first[:400]
    points = re.search(r'points="([^"]+)"', first).group(1).split()
    ys = {p.split(",")[1] for p in points}
    assert len(ys) == 1, points  # flat
    axis = re.findall(r">(\d+)</text>", first)
    assert "3" not in axis, first  # nothing reaches 3 that night
