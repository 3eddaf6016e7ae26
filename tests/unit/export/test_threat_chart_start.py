"""The Threat chart of the HTML and PDF exports starts where the night began: a campaign whose
Threat was never set stands at 0, so the session's first "Threat 0 → 1" is a step up from 0, not a
flat line at 1 from that event on (the health charts start from the value before their first change
too)."""

from __future__ import annotations

import re

import pytest

from app.export import ExportOptions, export_log
from app.export.charts import session_series
from app.export.events import collect
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import page_lines


@pytest.fixture
def first_noise(tmp_path, qapp):
    """The twdu demo, a new night: a note, Ana hurt, then the first Threat step, 0 → 1."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mill")
    assert "threat" not in services.campaign.reads.campaign.state  # never set: the dial shows 0
    ana = next(int(c.id) for c in services.initiative.roster() if c.name == "Ana Reyes")
    assert services.log.add_note("The group reaches the mill.")
    assert services.characters.damage(ana, {"damage": 1})
    assert services.threat.step(1, "noise")
    yield services, tmp_path
    services.close()


def test_the_threat_series_starts_at_the_level_before_its_first_change(first_noise):
    services, _tmp = first_noise
    data = collect(services.campaign.engine, ExportOptions(language="en"))
    threat, _tracks = session_series(data, data.sessions[-1])
    assert threat is not None
    step = next(n for n, row in enumerate(data.sessions[-1].rows, start=1) if row.event.kind == "threat")
    assert threat.points[0] == (1, 0) and (step, 1) in threat.points, threat.points


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_html_threat_chart_steps_up_from_zero(first_noise, language):
    services, tmp_path = first_noise
    page_path = tmp_path / f"night-{language}.html"
    export_log(services.campaign.engine, ExportOptions(language=language), "html", page_path)
    page = page_path.read_text("utf-8")
    svg = page[page.index("<svg "):page.index("</svg>")]  # the first chart: the Threat's
    points = [tuple(map(float, p.split(","))) for p in re.search(r'points="([^"]+)"', svg).group(1).split()]
    ys = [y for _x, y in points]
    assert ys[0] > ys[-1], points  # starts low (0), ends higher (1): a step up, not a flat line
    assert points[0][0] < points[-1][0]
    low = re.findall(r">(\d+)</text>", svg)
    assert "0" in low, svg  # the axis runs from 0


def test_the_pdf_threat_chart_starts_at_event_one(first_noise):
    """The PDF's Threat chart, first on the page, names its first event "event 1" (the night's
    start, at 0), not the event of the first step."""
    services, tmp_path = first_noise
    target = tmp_path / "night.pdf"
    export_log(services.campaign.engine, ExportOptions(language="en"), "pdf", target)
    lines = [line for page in page_lines(target) for line in page]
    at = next(i for i, line in enumerate(lines) if line.startswith("Threat level: 1"))
    labels = next(line for line in lines[at:] if line.startswith("event "))
    assert labels.startswith("event 1event "), labels
