"""The grid game's pages on a 360 px phone, in English, Russian and Spanish: a hurt fighter's limbs
on the shared page and the player's own six body pools fit the phone's width, nothing scrolls
sideways (labels wrap or shrink).  Screenshots go to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import WIDTH, Browser, chromium
from tests.stores import campaign_target
from tests.unit.services.test_share_browser import WIDEST, keep

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")


def grid_table(tmp_path: Path):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Night at the mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ana = int(services.campaign.execute(CreateCharacter("Ana Lucía Domínguez-Carvalho", "pc")).changes[0]["id"])
    ben = int(services.campaign.execute(CreateCharacter("Ben Okafor", "pc")).changes[0]["id"])
    for n, part in enumerate(("left_arm", "right_leg", "torso", "head")):
        assert services.characters.damage(ana if n % 2 == 0 else ben, {"part": part, "amount": 2})
    assert services.initiative.start([ana, ben])
    assert services.player_links.issue(ana)
    return services, ana


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_grid_games_pages_fit_a_360_px_phone(tmp_path, qapp, code):
    from ui.i18n import set_language

    services, ana = grid_table(tmp_path / "grid")

    async def pages() -> list[tuple[str, float, str]]:
        share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
        await share.start("127.0.0.1", 0)
        found = []
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                for token, name in ((None, "shared"), (services.player_links.links()[ana], "player")):
                    page = await browser.open(share.url(token))
                    await page.wait_for("document.getElementById('order').textContent", bool)
                    if token:
                        await page.wait_for("document.getElementById('tracks').children.length", lambda n: n >= 6)
                    shot = tmp_path / f"grid-{code}-{name}.png"
                    await page.screenshot(shot)
                    keep(shot)
                    found.append((name, await page.evaluate(WIDEST), await page.evaluate("document.body.innerText")))
        finally:
            await share.stop()
        return found

    try:
        assert set_language(code)
        found = asyncio.run(pages())
    finally:
        set_language("en")
        services.close()
    for name, widest, text in found:
        assert widest <= WIDTH, f"the {name} page is {widest} px wide on a {WIDTH} px phone ({code})"
        assert "Ana" in text
