"""The players' page comes with the view already in it: the first answer to ``GET /?t=…`` holds the
threat, the order and the player's own character, so a phone's first paint (or headless
Chromium's first screenshot) is never blank while the event stream has sent nothing yet; and the
page the script then draws from the stream is the same page, element for element.  Screenshots go
to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import Browser, chromium
from tests.stores import campaign_target
from tests.unit.services.test_share_browser import keep
from tests.unit.services.test_share_languages import afmbe_table


def twdu_table(tmp_path: Path):
    path = campaign_target(tmp_path, "first.deadwatch")
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    sheet = services.ruleset.new_sheet()
    sheet["weapons"] = [{"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}]
    ana = int(services.campaign.execute(CreateCharacter("Ana <Reyes> & Co", "pc", sheet)).changes[0]["id"])
    ben = int(services.campaign.execute(CreateCharacter("Ben Okafor", "pc")).changes[0]["id"])
    rook = int(services.campaign.execute(CreateCharacter("Rook", "npc")).changes[0]["id"])
    services.characters.damage(ana, {"damage": 3, "source": "attack", "armor": False,
                                     "injury_name": "Crushed ribcage", "injury_lethal": True})
    for _ in range(3):
        assert services.threat.step(1, "gm")
    assert services.initiative.start([ana, ben, rook])
    assert services.player_links.issue(ana)
    return services, ana


def swarm_table(tmp_path: Path):
    """The twdu table in a lost swarm round: Ben Okafor and the hidden Rook fell in it, and a turn runs."""
    from app.services.swarm import RollerSpec, RoundSetup

    services, ana = twdu_table(tmp_path)
    who = {c.name: int(c.id) for c in services.characters.characters()}  # type: ignore[arg-type]
    services.swarm.set_dead(5)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(who["Ben Okafor"], "close_combat", 3),))
    assert services.swarm.roll_round(setup, ["6 2 3 4 5", "2 3 4", "1"])
    assert services.swarm.loss_picks(["mass_attack"])
    assert services.characters.damage(who["Ben Okafor"], services.swarm.harm_request(10))
    assert services.characters.damage(who["Rook"], services.swarm.harm_request(10))
    assert services.initiative.next_turn()
    return services, ana


async def first_html(share: PlayerShare, token: str) -> str:
    import aiohttp

    async with aiohttp.ClientSession() as client, client.get(share.url(token)) as response:
        assert response.status == 200
        assert "Content-Security-Policy" in response.headers
        return await response.text()


def test_the_first_answer_already_shows_the_threat_and_the_players_character(tmp_path, qapp):
    services, ana = twdu_table(tmp_path)
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    threat = shared_view(services)["threat"]

    async def scenario() -> tuple[str, str]:
        await share.start("127.0.0.1", 0)
        try:
            return (await first_html(share, services.player_links.links()[ana]),
                    await first_html(share, share.token))
        finally:
            await share.stop()

    try:
        mine, shared = asyncio.run(scenario())
    finally:
        services.close()
    for html in (mine, shared):
        assert re.search(r'<div id="level" class="level-3">3</div>', html)
        assert f'<div id="name">{threat["name"]}</div>' in html
        assert "Round 1" in html and "Ben Okafor" in html and "Rook" not in html
        assert "${" not in html and " style=" not in html  # every field filled; no inline style (CSP)
    assert '<h1 id="me-name">Ana &lt;Reyes&gt; &amp; Co</h1>' in mine  # the name, written safely
    assert "Crushed ribcage" in mine and "6 rounds" in mine and '<progress class="bar' in mine
    assert '<section id="me" hidden>' in shared and "Crushed ribcage" not in shared


#: the page as shown, the turn clock's seconds aside (they count down between two loads)
SHOWN = ("(() => { const clock = document.getElementById('turn-clock'); const text = clock.textContent;"
         " clock.textContent = ''; const html = document.documentElement.outerHTML; clock.textContent = text;"
         " return [document.title, html]; })()")


@pytest.mark.skipif(chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium)")
@pytest.mark.parametrize("table", [twdu_table, afmbe_table, swarm_table])
def test_a_phone_shows_the_page_before_any_view_comes_and_the_script_draws_the_same(tmp_path, qapp, table):
    services, ana = table(tmp_path)
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        pictures=services.handouts.phone_picture)
    name = services.characters.character(ana).name

    async def scenario() -> None:
        await share.start("127.0.0.1", 0)
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                for token in (services.player_links.links()[ana], share.token):
                    # no view ever comes: the event stream's request is held, never answered
                    still = await browser.open("about:blank")
                    await still.send("Fetch.enable", patterns=[{"urlPattern": "*events?*"}])
                    await still.send("Page.navigate", url=share.url(token))
                    await still.wait_for("document.readyState", lambda v: v == "complete")
                    text = await still.evaluate("document.body.innerText")
                    assert "Round 1" in text or "Initiative".casefold() in text.casefold()
                    if token != share.token:
                        assert name in text
                    if table is swarm_table:  # who fell, as the projector says it: never Rook
                        assert "Down in round\u00a01: Ben Okafor" in text and "Rook" not in text
                    whose = "player" if token != share.token else "shared"
                    shot = tmp_path / f"first-paint-{table.__name__}-{whose}.png"
                    png = await still.screenshot(shot)
                    keep(shot)
                    assert len(set(png[len(png) // 2:])) > 64  # drawn, not one blank colour
                    served = await still.evaluate(SHOWN)
                    assert await still.evaluate("shownSeq") == -1  # (the script had no view)
                    # the same link with the stream: the script draws the view over the page
                    live = await browser.open(share.url(token))
                    await live.wait_for("shownSeq", lambda seq: isinstance(seq, int) and seq >= 0)
                    assert await live.evaluate(SHOWN) == served
        finally:
            await share.stop()

    try:
        asyncio.run(scenario())
    finally:
        services.close()
