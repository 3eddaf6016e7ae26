"""What the players see, on screen and in their browsers: only what the GM revealed."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter, EditCharacter
from app.services.files import create_campaign
from app.services.player_share import PlayerShare
from app.services.player_view import build_view
from tests.stores import campaign_target


@pytest.fixture
def table(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Share", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name, kind in (("Ana", "pc"), ("Rook the Traitor", "npc"), ("Walker", "zombie")):
        ids[name] = services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
    services.campaign.execute(EditCharacter(ids["Rook the Traitor"], notes="GM ONLY: he opens the gate at dawn"))
    services.characters.damage(ids["Ana"], {"damage": 1, "source": "attack", "armor": False})
    services.initiative.start(list(ids.values()))
    yield services, ids
    services.close()


def test_the_view_holds_only_revealed_fields(table):
    services, ids = table
    view = build_view(services)
    text = json.dumps(view)
    assert "Rook" not in text and "GM ONLY" not in text
    assert [c["name"] for c in view["order"]] == ["Ana"]  # NPCs and zombies stay hidden until revealed
    ana = next(c for c in view["order"] if c["name"] == "Ana")
    assert ana["health"] == "Health 2/3"
    assert view["threat"]["level"] == 0 and view["round"] == 1


def test_revealing_an_npc_shows_a_word_not_numbers(table):
    services, ids = table
    services.player_view.set_reveal(ids["Rook the Traitor"], name=True)
    rook = next(c for c in build_view(services)["order"] if c["name"] == "Rook the Traitor")
    assert rook["health"] == "Unharmed"
    services.player_view.set_reveal(ids["Rook the Traitor"], health="hidden")
    rook = next(c for c in build_view(services)["order"] if c["name"] == "Rook the Traitor")
    assert rook["health"] is None
    services.campaign.undo()
    services.campaign.undo()
    assert "Rook" not in json.dumps(build_view(services))


def test_the_lan_server_refuses_a_wrong_token_and_serves_only_revealed_data(table):
    import aiohttp

    services, ids = table
    share = PlayerShare(lambda: build_view(services))

    async def scenario():
        url = await share.start("127.0.0.1", 0)
        base = url.split("?")[0]
        async with aiohttp.ClientSession() as client:
            async with client.get(base + "?t=wrong") as r:
                assert r.status == 403
            async with client.get(base + "view?t=" + share.token) as r:
                assert r.status == 200
                body = await r.text()
            assert "Ana" in body and "Rook" not in body and "GM ONLY" not in body
            async with client.get(url) as r:
                page = await r.text()
                assert r.status == 200 and '<script src="player.js">' in page
            async with client.get(base + "player.js") as r:
                script = await r.text()
                assert r.status == 200 and "EventSource" in script and "http" not in script
            async with client.get(base + "events?t=" + share.token) as r:
                assert await r.content.readline() == b"retry: 1000\n"  # a page cut off asks again soon
                first = await r.content.readline()
                assert json.loads(first.decode()[len("data: "):])["order"][0]["name"] in {"Ana", "Unknown"}
                await r.content.readline()
                services.player_view.set_reveal(ids["Rook the Traitor"], name=True)
                share.push()
                pushed = await asyncio.wait_for(r.content.readline(), 5)
                assert "Rook the Traitor" in pushed.decode()
            old = share.token
            share.revoke()
            async with client.get(base + "view?t=" + old) as r:
                assert r.status == 403
        await share.stop()

    asyncio.run(scenario())


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_link_that_opens_nothing_says_what_to_check_in_the_gms_language(table, code):
    """Not a bare English "Forbidden" on a white page, and not "the GM took it back" for a letter
    typed wrong: the page's own words say to check the code letter by letter, still a 403; an
    address without its code says the code is missing; the address the GM replaced with a new one
    says the GM revoked it.  A code typed in capitals, or as the path ("?t=" forgotten), opens the table."""
    from html import escape

    import aiohttp

    from app.services.logtext import qt_translate
    from app.services.player_links import PAGE_STRINGS
    from ui.i18n import set_language

    services, _ids = table
    share = PlayerShare(lambda: build_view(services))
    assert set_language(code)
    try:
        wrong = escape(qt_translate("PlayerPage", PAGE_STRINGS["wrong"]))  # as the page writes it
        missing = escape(qt_translate("PlayerPage", PAGE_STRINGS["no_token"]))
        revoked = escape(qt_translate("PlayerPage", PAGE_STRINGS["revoked_by_gm"]))

        async def scenario() -> tuple[int, str, str]:
            url = await share.start("127.0.0.1", 0)
            old = share.token
            share.revoke()
            base = url.split("?")[0]
            async with aiohttp.ClientSession() as client:
                async with client.get(base + "?t=" + share.token[:-1]) as r:  # one letter short
                    status, kind, page = r.status, r.content_type, await r.text()
                async with client.get(base + "?t=" + old) as r:  # the address before the new one
                    assert r.status == 403 and revoked in await r.text() and wrong not in await r.text()
                async with client.get(base) as r:
                    assert r.status == 403 and missing in await r.text()
                async with client.get(base + "?t=" + share.token.upper()) as r:
                    assert r.status == 200
                async with client.get(base + "?T=" + share.token.upper()) as r:  # "?T=" too
                    assert r.status == 200
                async with client.get(base + share.token) as r:  # the code as the path
                    assert r.status == 200 and '<script src="player.js">' in await r.text()
                    assert str(r.url).endswith("/?t=" + share.token)
            await share.stop()
            return status, kind, page

        status, kind, page = asyncio.run(scenario())
    finally:
        set_language("en")
    assert status == 403 and kind == "text/html"
    assert wrong in page and f'lang="{code}"' in page and "Forbidden" not in page
    if code != "en":
        assert wrong != escape(PAGE_STRINGS["wrong"]) and missing != escape(PAGE_STRINGS["no_token"])
