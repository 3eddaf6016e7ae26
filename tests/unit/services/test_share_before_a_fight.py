"""Before any fight, the shared phone page and a player's page are never blank: in every ruleset's
demo, in English, Russian and Spanish, the table shows what there is (the threat or tension, a fight)
or "Waiting for the GM to start…" in the phone's language.  The grid game's demo, with its tension
meter off and no fight, showed a black page (the shared link) and a lone "THE TABLE" heading (a
player's link)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import DEMO_DIR, build_demo
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import Browser, chromium
from tests.unit.services.test_share_browser import keep

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")

DEMOS = sorted(p.stem for p in DEMO_DIR.glob("*.json"))
WAITING = {"en": "Waiting for the GM to start…", "ru": "Ждём, когда ведущий начнёт…",
           "es": "Esperando a que el DJ empiece…"}
#: the table's text but its heading (the heading alone was all a player's page showed)
TABLE = ("Array.from(document.getElementById('table').children).filter((e) => e.id !== 'table-title')"
         ".map((e) => e.innerText).join(' ').trim()")


def demo_services(folder: Path, name: str):
    ruleset, _, preset = name.partition("-")
    path = build_demo(folder / f"{name}.deadwatch", ruleset, preset or None)
    services = open_services(str(path), Dice(seed=3))
    assert not shared_view(services).get("round")  # before a fight
    pc = next(c for c in services.characters.characters() if c.kind == "pc")
    assert services.player_links.issue(int(pc.id))
    return services, int(pc.id)


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_phone_pages_show_something_before_any_fight(tmp_path, qapp, code):
    from ui.i18n import set_language

    async def pages(services, pc: int, name: str) -> list[tuple[str, str, str]]:
        share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
        await share.start("127.0.0.1", 0)
        found = []
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                for token, who in ((None, "shared"), (services.player_links.links()[pc], "player")):
                    page = await browser.open(share.url(token))
                    await page.wait_for("document.getElementById('status').hidden", bool)
                    shot = tmp_path / f"before-{name}-{code}-{who}.png"
                    await page.screenshot(shot)
                    keep(shot)
                    found.append((who, await page.evaluate(TABLE), await page.evaluate("document.body.innerText")))
        finally:
            await share.stop()
        return found

    try:
        assert set_language(code)
        for name in DEMOS:
            services, pc = demo_services(tmp_path, name)
            try:
                found = asyncio.run(pages(services, pc, name))
                threat = shared_view(services).get("threat")
            finally:
                services.close()
            for who, table, body in found:
                assert table, f"{name} {who} page ({code}): the table shows nothing"
                assert body.strip()
                if threat is None:  # nothing else to show: the waiting line, in the phone's language
                    assert WAITING[code] in table, (name, who, table)
                else:
                    assert WAITING[code] not in table
    finally:
        set_language("en")
