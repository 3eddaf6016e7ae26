"""A player's phone link the GM revoked, opened again, said "This link does not open this table.
Check it against the one the GM shows, letter by letter, or ask the GM for a new one.": the player
checked a link that was right.  Now it says the GM revoked it (ask for a new one), in the page's
language; so does a link the GM replaced with a new one.  A link never issued keeps the words it
had; a revoke taken back (Ctrl+Z) opens the table again."""

from __future__ import annotations

import asyncio
from html import escape

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.link_keys import random_token
from app.services.logtext import qt_translate
from app.services.player_links import PAGE_STRINGS, PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.stores import campaign_target
from ui.i18n import set_language

REVOKED = {"ru": "Ведущий отозвал эту ссылку. Попросите у ведущего новую.",
           "es": "El DJ revocó este enlace. Pide uno nuevo al DJ."}


@pytest.fixture
def table(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Links", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {name: services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"] for name in ("Ana", "Ben")}
    yield services, ids
    services.close()


@pytest.mark.parametrize("code", ["ru", "es"])
def test_a_revoked_link_says_the_gm_revoked_it_and_a_never_issued_one_what_to_check(table, code):
    import aiohttp

    services, ids = table
    assert services.player_links.issue(ids["Ana"]) and services.player_links.issue(ids["Ben"])
    ana, ben = services.player_links.links()[ids["Ana"]], services.player_links.links()[ids["Ben"]]
    assert services.player_links.revoke(ids["Ana"])
    assert services.player_links.issue(ids["Ben"])  # Ben's new link: the old one stops working
    never = random_token()
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    assert set_language(code)
    try:
        revoked = escape(qt_translate("PlayerPage", PAGE_STRINGS["revoked_by_gm"]))
        wrong = escape(qt_translate("PlayerPage", PAGE_STRINGS["wrong"]))
        assert revoked == escape(REVOKED[code])

        async def pages() -> dict[str, tuple[int, str]]:
            url = await share.start("127.0.0.1", 0)
            base = url.split("?")[0]
            got = {}
            async with aiohttp.ClientSession() as client:
                for name, token in (("ana", ana), ("ben", ben), ("never", never), ("ana upper", ana.upper())):
                    async with client.get(base + "?t=" + token) as r:
                        got[name] = (r.status, await r.text())
                assert services.campaign.undo() and services.campaign.undo()  # Ben's new link, then Ana's revoke
                async with client.get(base + "?t=" + ana) as r:
                    got["ana again"] = (r.status, await r.text())
            await share.stop()
            return got

        got = asyncio.run(pages())
    finally:
        set_language("en")
    for name in ("ana", "ben", "ana upper"):
        status, page = got[name]
        assert status == 403 and revoked in page and wrong not in page, (name, page)
        assert f'lang="{code}"' in page
    status, page = got["never"]
    assert status == 403 and wrong in page and revoked not in page
    assert got["ana again"][0] == 200  # the revoke taken back: her link opens the table again
