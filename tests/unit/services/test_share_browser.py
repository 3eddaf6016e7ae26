"""The players' pages in a real browser (headless Chromium, 360×800 like a small phone).

The share server runs on 127.0.0.1 on the test's loop; Chromium loads the shared screen and a
player's own page, the GM acts and the page shows it within a second, nothing is cut at 360 CSS
pixels, and a revoked link empties the page.  Screenshots go to ``$DEADWATCH_SHOTS`` when set.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, own_view, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import WIDTH, Browser, chromium
from tests.stores import campaign_target

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")

#: the page's widest element, measured by a script the test runs in it (CSS pixels)
WIDEST = ("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth,"
          " ...Array.from(document.querySelectorAll('body *')).map((e) => e.getBoundingClientRect().right))")
TEXT = "document.body.innerText"


@pytest.fixture
def table(tmp_path, qapp):
    path = campaign_target(tmp_path, "phones.deadwatch")
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name, kind in (("Ana Lucía Domínguez-Carvalho", "pc"), ("Ben", "pc"), ("Rook the Traitor", "npc")):
        ids[name] = services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
    ana = ids["Ana Lucía Domínguez-Carvalho"]
    services.characters.damage(ana, {"damage": 3, "source": "attack", "armor": False,
                                     "injury_name": "Crushed ribcage", "injury_lethal": True})
    services.initiative.start(list(ids.values()))
    for cid in (ana, ids["Ben"]):
        assert services.player_links.issue(cid)
    yield services, ids
    services.close()


def keep(png: Path) -> None:
    where = os.environ.get("DEADWATCH_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        shutil.copy(png, Path(where) / png.name)


async def fits(page, shot: Path) -> None:
    widest = await page.evaluate(WIDEST)
    await page.screenshot(shot)
    keep(shot)
    assert widest <= WIDTH, f"something is {widest} px wide on a {WIDTH} px phone"


def test_a_players_phone_shows_their_character_and_the_gms_action_within_a_second(table, tmp_path):
    services, ids = table
    ana = ids["Ana Lucía Domínguez-Carvalho"]
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def scenario():
        await share.start("127.0.0.1", 0)
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                page = await browser.open(share.url(services.player_links.links()[ana]))
                await page.wait_for("document.getElementById('me-name').textContent",
                                    lambda v: v == "Ana Lucía Domínguez-Carvalho")
                text = await page.evaluate(TEXT)
                for shown in ("Health", "0/3", "Broken", "Stress", "Crushed ribcage", "lethal; needs",
                              "Round 1", "Initiative", "Ben"):
                    assert shown.casefold() in text.casefold(), shown  # headings are in capitals
                assert "Rook" not in text and "lethal in" not in text
                # Ana is Broken: she gets no turn (the ruleset says she cannot act); Ben's phone says when
                # his comes
                ben = ids["Ben"]
                ben_page = await browser.open(share.url(services.player_links.links()[ben]))
                for _ in range(3):
                    if own_view(services, ben)["turn"] == "Ben":
                        break
                    assert services.initiative.next_turn()
                assert own_view(services, ana)["turn"] != "Ana Lucía Domínguez-Carvalho"
                share.push()
                await ben_page.wait_for("document.getElementById('your-turn').hidden", lambda hidden: hidden is False)
                assert "Your turn!" in await ben_page.evaluate(TEXT)
                assert await page.evaluate("document.getElementById('your-turn').hidden") is True
                await fits(page, tmp_path / "player-ana.png")
                assert services.threat.step(1)
                share.push()  # what the window does on every change
                took = await page.wait_for("document.getElementById('level').textContent", lambda v: v == "1")
                assert took < 1.0, f"the phone showed the threat after {took:.2f} s"
                assert services.player_links.revoke(ana)
                share.push()
                took = await page.wait_for(TEXT, lambda v: "This link no longer works" in v, within=5)
                assert took < 1.0, f"the revoked page still showed her sheet after {took:.2f} s"
                left = await page.evaluate("document.body.innerHTML")
                assert "Crushed ribcage" not in left and "Stress" not in left  # nothing of hers stays
                await page.screenshot(tmp_path / "player-revoked.png")
                keep(tmp_path / "player-revoked.png")
        finally:
            await share.stop()

    asyncio.run(scenario())


def test_the_shared_screen_on_a_phone(table, tmp_path):
    services, _ids = table
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def scenario():
        await share.start("127.0.0.1", 0)
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                page = await browser.open(share.url())
                await page.wait_for(TEXT, lambda v: "Round 1" in v)
                text = await page.evaluate(TEXT)
                assert "Ana Lucía" in text and "Ben" in text and "Rook" not in text
                assert await page.evaluate("document.getElementById('me').hidden") is True
                await fits(page, tmp_path / "shared.png")
                assert services.threat.step(1)
                share.push()
                took = await page.wait_for("document.getElementById('level').textContent", lambda v: v == "1")
                assert took < 1.0
        finally:
            await share.stop()

    asyncio.run(scenario())
