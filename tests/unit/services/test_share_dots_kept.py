"""A phone's line in the grid game started with "· Pierna izq. 3/3": the order's health of a survivor,
his body's parts joined by " · ", wrapped at the space before the dot.  The dot keeps to the item
before it (a no-break space before it): no line of a player's page, nor of the shared page, starts
with "·", in English, Russian and Spanish, in a real browser 360 px wide."""

from __future__ import annotations

import asyncio

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import Browser, chromium
from tests.stores import campaign_target

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")

#: each "·" drawn first on its line (on another line than the word before it), with its line's text
DOTS_FIRST = """(() => {
  const first = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const bottom = (node, at) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    return rects.length ? Math.round(rects[rects.length - 1].bottom) : null;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !node.parentElement.offsetParent) continue;
    for (let at = node.data.indexOf("·"); at > 0; at = node.data.indexOf("·", at + 1)) {
      let before = at - 1;
      while (before >= 0 && /\\s/.test(node.data[before])) before--;
      if (before >= 0 && bottom(node, before) !== bottom(node, at)) first.push(node.data.slice(at, at + 20));
    }
  }
  return first;
})()"""


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_no_line_of_a_phone_starts_with_the_dot(tmp_path, qapp, code):
    from ui.i18n import set_language

    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Night at the mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = [int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
           for name in ("Kit", "Dov", "Ana Lucía")]
    assert services.initiative.start(ids)
    assert services.player_links.issue(ids[0])
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def pages() -> list[tuple[str, list[str]]]:
        await share.start("127.0.0.1", 0)
        try:
            async with Browser.launch(tmp_path / "profile") as browser:
                found = []
                for token in (services.player_links.links()[ids[0]], None):
                    page = await browser.open(share.url(token))
                    await page.wait_for("document.getElementById('order').textContent", bool)
                    found.append((await page.evaluate("document.body.innerText"), await page.evaluate(DOTS_FIRST)))
                return found
        finally:
            await share.stop()

    assert set_language(code)
    try:
        seen = asyncio.run(pages())
    finally:
        set_language("en")
        services.close()
    for text, first in seen:
        assert text.count("·") >= 10, text  # the order's bodies, part after part
        assert not first, f"a line starts with the dot: {first}"
