"""The HTML session log's Dice column did not wrap: a swarm round's long dice line (three rollers, a
dozen dice each, stress dice too) pushed the table past the right edge of a 1366-pixel screen, and the
GM scrolled sideways to read the line beside it.  The dice now wrap inside their column: the page is
no wider than the window, and the dice cell ends inside it.  Screenshots go to ``$DEADWATCH_SHOTS``
when set."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.swarm import RollerSpec, RoundSetup
from tests.chromium import Browser, chromium

WIDTH, HEIGHT = 1366, 768


@pytest.fixture
def page_with_a_long_dice_line(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(5)
    assert services.swarm.start()
    rollers = tuple(RollerSpec(ids[name], "", 10) for name in ("Mia Chen", "Ana Reyes", "Rook"))
    assert services.swarm.roll_round(RoundSetup(rollers))
    pages = {}
    for who, secrets in (("players", False), ("gm", True)):
        page = tmp_path / f"{who}.html"
        export_log(services.campaign.engine, ExportOptions(language="ru", secrets=secrets), "html", page)
        pages[who] = page
    services.close()
    return pages


def test_the_dice_column_may_wrap(page_with_a_long_dice_line):
    html = page_with_a_long_dice_line["gm"].read_text("utf-8")
    longest = max(len(cell.split("</td>")[0]) for cell in html.split('<td class="dice">')[1:])
    assert longest > 120, longest  # a dice line longer than the column is wide
    rule = next(line for line in html.splitlines() if line.startswith("td.dice"))
    assert "nowrap" not in rule and "overflow-wrap" in rule, rule


@pytest.mark.skipif(chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium)")
@pytest.mark.parametrize("who", ["gm", "players"])
def test_the_page_fits_a_1366_screen(page_with_a_long_dice_line, tmp_path, who):
    async def scenario():
        async with Browser.launch(tmp_path / "profile") as browser:
            page = await browser.open("about:blank", WIDTH, HEIGHT)
            await page.send("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT,
                            deviceScaleFactor=1, mobile=False)
            await page.send("Page.navigate", url=page_with_a_long_dice_line[who].as_uri())
            await page.wait_for("document.readyState", lambda v: v == "complete")
            await page.wait_for("document.querySelectorAll('td.dice').length", lambda v: v > 0)
            shots = os.environ.get("DEADWATCH_SHOTS")
            if shots:
                await page.screenshot(Path(shots) / f"html-dice-{who}-1366.png")
            return await page.evaluate(
                "[document.documentElement.scrollWidth, window.innerWidth,"
                " Math.max(...[...document.querySelectorAll('td.dice')].map(c => c.getBoundingClientRect().right))]")

    scroll, inner, right = asyncio.run(scenario())
    assert inner == WIDTH
    assert scroll <= WIDTH and right <= WIDTH, (scroll, right)
