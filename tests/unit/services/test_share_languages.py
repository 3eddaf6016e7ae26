"""The players' pages whole in each language, in a real browser 360 px wide.

For English, Russian and Spanish: the shared screen and a player's own page, in a swarm fight at
Threat 3 (twdu) and with a revolver counted in rounds (AFMBE).  No template marker (``{``, ``|``,
``}``) reaches the page, no word of the English page is left untranslated but the names the GM
typed, no word is broken across two lines, nothing is wider than the phone, and every number has
its name beside it.  Screenshots go to ``$DEADWATCH_SHOTS`` when set.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.chromium import Browser, chromium
from tests.stores import campaign_target
from tests.unit.services.test_share_browser import TEXT, fits
from ui.pictures import read_picture_bytes

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")

#: the names the GM typed: the same in every language
NAMES = {"Night", "at", "the", "mall", "Ana", "Reyes", "Ben", "Okafor", "Revolver", "Hunting", "rifle",
         "Deadwatch", "Sketch", "of", "Radio", "message", "north", "doors", "are", "open", "run", "Mall", "map"}
HANDOUT_TEXT = "The north doors are open. Run!"

#: every word of the page drawn on more than one line (a name broken as "Revolv/er"), by a script in it
BROKEN = """(() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !node.parentElement.offsetParent) continue;
    const words = /\\S+/g;
    let found;
    while ((found = words.exec(node.data))) {
      const range = document.createRange();
      range.setStart(node, found.index);
      range.setEnd(node, found.index + found[0].length);
      const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0)
        .map((r) => Math.round(r.bottom)));
      if (lines.size > 1) broken.push(found[0]);
    }
  }
  return broken;
})()"""

#: every item of a " · " line drawn on more than one line ("Swarm / Threat: 5", "Tamaño de la / horda: 2"):
#: a label and its number wrap as a whole, between items only
ITEMS_BROKEN = """(() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // the page keeps each dot on the line of the item before it: " · " with a no-break space first
    if (!node.parentElement || !node.parentElement.offsetParent || !/[ \u00a0]· /.test(node.data)) continue;
    let at = 0;
    for (const item of node.data.split(/[ \u00a0]· /)) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + item.length);
      const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0)
        .map((r) => Math.round(r.bottom)));
      if (lines.size > 1) broken.push(item);
      at += item.length + 3;
    }
  }
  return broken;
})()"""


def twdu_table(tmp_path: Path):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    rules = services.ruleset
    sheet = rules.new_sheet()
    sheet["weapons"] = [{"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}]
    ana = int(services.campaign.execute(CreateCharacter("Ana Reyes", "pc", sheet)).changes[0]["id"])
    ben = int(services.campaign.execute(CreateCharacter("Ben Okafor", "pc")).changes[0]["id"])
    rook = int(services.campaign.execute(CreateCharacter("Rook", "npc")).changes[0]["id"])
    for _ in range(3):
        assert services.threat.step(1, "gm")
    assert services.swarm.set_dead(5)  # Swarm Size 1
    assert services.swarm.start()
    assert services.initiative.start([ana, ben, rook])
    assert services.player_links.issue(ana)
    sketch = QImage(1600, 1000, QImage.Format.Format_RGB32)  # wider than any phone
    sketch.fill(QColor("#3a5f8a"))
    tmp_path.mkdir(parents=True, exist_ok=True)  # on a database server no campaign file made the folder
    assert sketch.save(str(tmp_path / "mall.png"))
    assert services.handouts.add_picture(tmp_path / "mall.png", read_picture_bytes, "Sketch of the mall")
    assert services.handouts.show(int(services.handouts.handouts()[0].id), "phones")
    return services, ana


def afmbe_table(tmp_path: Path):
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Night at the mall", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    sheet = services.ruleset.new_sheet()
    gun = {"damage": "d6×4", "damage_type": "bullet", "hands": "one", "either_pool": False, "ranged": True,
           "heavy_recoil": False}
    sheet["weapons"] = [{**gun, "name": "Revolver", "ammo": 13}, {**gun, "name": "Hunting rifle", "ammo": 1}]
    ana = int(services.campaign.execute(CreateCharacter("Ana Reyes", "pc", sheet)).changes[0]["id"])
    assert services.initiative.start([ana])
    assert services.initiative.roll()  # her turn (no one is up on the players' screens before the roll)
    assert services.player_links.issue(ana)
    assert services.handouts.add_text("Mall map", "North doors")
    assert services.handouts.show(int(services.handouts.handouts()[0].id), "phones")
    assert services.handouts.add_text("Radio message", HANDOUT_TEXT)
    assert services.handouts.show(int(services.handouts.handouts()[-1].id), "player", ana)
    assert services.turn_timer.start(90)  # Ana acts: her phone counts her turn
    return services, ana


def words_of(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]+", text)}


async def page_text(browser, share, token, shot: Path) -> str:
    page = await browser.open(share.url(token))
    await page.wait_for("document.getElementById('order').textContent", bool)
    # the handout shown whole: its picture loaded (and no wider than the phone), or its text
    await page.wait_for("Array.from(document.querySelectorAll('.handout-picture'))"
                        ".every((p) => p.complete && p.naturalWidth > 0)", bool)
    text = await page.evaluate(TEXT)
    assert not await page.evaluate(BROKEN), f"broken across lines on {shot.name}: {await page.evaluate(BROKEN)}"
    items = await page.evaluate(ITEMS_BROKEN)
    assert not items, f"a label broken inside on {shot.name}: {items}"
    await fits(page, shot)
    return str(text)


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_every_page_is_whole_in_each_language(tmp_path, qapp, code):
    from ui.i18n import set_language

    tables = [twdu_table(tmp_path / "twdu"), afmbe_table(tmp_path / "afmbe")]

    async def pages(language: str) -> list[str]:
        assert set_language(language)
        texts = []
        for n, (services, ana) in enumerate(tables):
            share = PlayerShare(lambda s=services: shared_view(s), players=PhoneViews(lambda s=services: s),
                                pictures=services.handouts.phone_picture)
            await share.start("127.0.0.1", 0)
            try:
                async with Browser.launch(tmp_path / f"profile-{language}-{n}") as browser:
                    for token, name in ((None, "shared"), (services.player_links.links()[ana], "player")):
                        texts.append(await page_text(browser, share, token,
                                                     tmp_path / f"whole-{language}-{n}-{name}.png"))
            finally:
                await share.stop()
        return texts

    try:
        english = asyncio.run(pages("en"))
        theirs = english if code == "en" else asyncio.run(pages(code))
    finally:
        set_language("en")
        for services, _ana in tables:
            services.close()
    twdu_shared, twdu_player, _afmbe_shared, afmbe_player = theirs
    for text in theirs:
        assert not set("{|}") & set(text), f"a template marker reached the page: {text!r}"
        if code != "en":  # every word of the English page is translated, but for the names the GM typed
            left = words_of(text) & set().union(*map(words_of, english)) - {n.casefold() for n in NAMES}
            assert not left, f"untranslated on the {code} page: {sorted(left)}"
        assert "Rook" not in text
    plural = {"en": "13/13 rounds", "ru": "13/13 патронов", "es": "13/13 balas"}[code]
    single = {"en": "1/1 round", "ru": "1/1 патрон", "es": "1/1 bala"}[code]
    assert plural in afmbe_player and single in afmbe_player
    threat = {"en": "threat", "ru": "угроза", "es": "amenaza"}[code]
    size = {"en": "Swarm Size: 1", "ru": "Размер роя: 1", "es": "Tamaño de la horda: 1"}[code]
    for text in (twdu_shared, twdu_player):
        assert threat in text.casefold() and "3" in text  # the level with its name beside it
        assert size in text.replace("\u00a0", " ")  # which number: the Swarm Size, not a bare "Swarm: 1"
        assert "Sketch of the mall".casefold() in text.casefold()  # the handout for every phone
    assert HANDOUT_TEXT in afmbe_player and "Radio message".casefold() in afmbe_player.casefold()
    assert HANDOUT_TEXT not in _afmbe_shared  # hers alone
    # hers and everyone's both on her phone, hers (the newer) first; the shared page has everyone's
    player, shared = afmbe_player.casefold(), _afmbe_shared.casefold()
    assert player.index("radio message") < player.index("mall map") and "mall map" in shared
    left = {"en": "Time left: 1:", "ru": "Осталось: 1:", "es": "Tiempo restante: 1:"}[code]
    assert left in afmbe_player and left not in _afmbe_shared  # her turn timer, on her phone only
