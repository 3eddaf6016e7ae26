"""The players' side in Russian speaks of a character without giving it a gender (the data has
none): Ana at Health 1 read «Избит» on her phone, Dana at 20 of 30 Life Points «Ранен» on the
projector, a man's word for a woman.  Every health word the players read, on the projector or on
a phone, for every ruleset and hurt state, is a noun or a phrase that fits anyone («Без ран»,
«Ранение», «Тяжёлое ранение», «Вне строя»), as the Spanish words do («Sin heridas», «Grave»); the
log's line after a blow reads «урон 1, состояние: Раны.»."""

from __future__ import annotations

import asyncio
import re

import pytest
from sqlmodel import Session

from app.rules import get_ruleset
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log import read_lines
from app.services.logtext import render
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.unit.services.test_player_health_words import ALL, hurt_states, words
from tests.unit.services.test_share_first_paint import first_html

#: a short adjective or participle: a man's word, a woman's with «а», a group's with «ы»
STEMS = ("Цел", "Невредим", "Поцарапан", "Помят", "Ранен", "Избит", "Тяжело ранен", "Сломлен", "Повержен",
         "Мёртв", "Мертв", "Убит", "Ранена")
GENDERED = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, STEMS)) + r")(?:а|о|ы)?(?!\w)", re.IGNORECASE)


@pytest.fixture
def russian(qapp):
    from ui.i18n import set_language

    assert set_language("ru")
    yield
    set_language("en")


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_no_health_word_the_players_read_has_a_gender(russian, ruleset, preset):
    rules = get_ruleset(ruleset, preset)
    sheet, states = hurt_states(rules)
    read = [word for state in [rules.initial_state(sheet), *states] for word in words(rules, sheet, state)]
    assert read and not [word for word in read if GENDERED.search(word)], read


def test_anas_phone_page_says_how_she_is_in_words_that_fit_her(russian, tmp_path):
    """Ana's own link, the page as her phone first paints it: Health 1 is «Раны», not «Избит»."""
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    ana = next(int(c.id) for c in services.initiative.roster() if c.name == "Ana Reyes")
    assert services.characters.damage(ana, {"damage": 2, "source": "attack", "armor": False})
    assert services.player_links.issue(ana)
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def scenario() -> str:
        await share.start("127.0.0.1", 0)
        try:
            return await first_html(share, services.player_links.links()[ana])
        finally:
            await share.stop()

    try:
        html = asyncio.run(scenario())
        with Session(services.campaign.engine) as s:
            blow = [line for line in read_lines(s, "kind = 'damage'", {})][-1]
        logged = " ".join(render(line["t"], line.get("args", {}), line.get("ctx", "rules"))
                          for line in blow.args.get("lines", []))
    finally:
        services.close()
    assert "Раны" in html, html
    assert not GENDERED.search(html), GENDERED.findall(html)
    assert "состояние: Раны" in logged and not GENDERED.search(logged), logged
