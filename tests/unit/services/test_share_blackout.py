"""A blackout (B) reaches the phones: while the players' screen is black, the shared page and each
player's page show "The GM has darkened the screens" in the GM's language, and none of the table's
state (the Threat, the round and turn, the order, the handout on every phone), nor a player's own
sheet (it stayed under «El DJ ha oscurecido las pantallas»; the README: every phone goes black).
The handout shown to her alone goes too (it stayed lit on Ana's phone, on the table for the room to
read).  When the blackout ends the pages show the table again, her sheet and her handout."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare

DARKENED = {"en": "The GM has darkened the screens", "ru": "Ведущий затемнил экраны",
            "es": "El DJ ha oscurecido las pantallas"}


@pytest.fixture
def fight(tmp_path, qapp):
    """The twdu demo: Threat 2, a fight of Ana, Ben and Mia, a note on every phone, Ana's link."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    assert services.threat.step(1, "noise") and services.threat.step(1, "noise")
    assert services.initiative.start([ids["Ana Reyes"], ids["Ben Okafor"], ids["Mia Chen"]])
    assert services.handouts.add_text("Note from the mill", "Keep out.")
    assert services.handouts.show(int(services.handouts.handouts()[0].id), "phones")
    assert services.player_links.issue(ids["Ana Reyes"])
    assert services.handouts.add_text("Bite mark", "Only Ana saw it.")
    bite = next(int(h.id) for h in services.handouts.handouts() if h.title == "Bite mark")
    assert services.handouts.show(bite, "player", ids["Ana Reyes"])
    yield services, ids["Ana Reyes"]
    services.close()


async def _served(share: PlayerShare, token: str | None) -> tuple[dict, str]:
    import aiohttp

    url = share.url(token)
    base = url.split("?")[0]
    async with aiohttp.ClientSession() as client:
        async with client.get(base + "view?" + url.split("?")[1]) as r:
            assert r.status == 200
            view = json.loads(await r.text())
        async with client.get(url) as r:
            assert r.status == 200
            page = await r.text()
    return view, page


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_blackout_darkens_every_phone_page_and_ending_it_brings_the_table_back(fight, code):
    from ui.i18n import set_language

    services, ana = fight
    token = services.player_links.links()[ana]
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def scenario() -> None:
        await share.start("127.0.0.1", 0)
        try:
            for who in (None, token):
                view, page = await _served(share, who)
                assert view["threat"]["level"] == 2 and len(view["order"]) == 3 and view["handouts"]
                assert DARKENED[code] not in page and "Ben Okafor" in page
            share.set_blackout(True)
            for who in (None, token):
                view, page = await _served(share, who)
                assert view["blackout"] is True and view["threat"] is None and view["order"] == []
                assert not any(view["texts"].values())
                assert view["handouts"] == [] and view["handout"] is None and "Bite mark" not in page
                assert view["ui"]["waiting"] == DARKENED[code]
                # the first paint too: the darkened line, no fighter, no dial, no handout
                assert DARKENED[code] in page and "Ben Okafor" not in page and "Note from the mill" not in page
                assert '<div id="dial" hidden>' in page
                # Ana's own sheet goes black too: her name, her tracks, nothing of it on the page
                assert "me" not in view and "Ana Reyes" not in page, who
                assert '<body class="player">' not in page
            share.set_blackout(False)
            view, page = await _served(share, token)
            assert "Bite mark" in [h["title"] for h in view["handouts"]]  # hers again
            assert view["me"]["name"] == "Ana Reyes" and "Ana Reyes" in page  # and her sheet
            view, page = await _served(share, None)
            assert view["threat"]["level"] == 2 and len(view["order"]) == 3 and "blackout" not in view
            assert DARKENED[code] not in page and "Ben Okafor" in page
        finally:
            await share.stop()

    try:
        assert set_language(code)
        asyncio.run(scenario())
    finally:
        set_language("en")


def test_a_pushed_view_during_a_blackout_is_the_darkened_one(fight):
    """An open page (its event stream) is sent the darkened view at once, and the table again after."""
    import aiohttp

    services, _ana = fight
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def scenario() -> None:
        url = await share.start("127.0.0.1", 0)
        base = url.split("?")[0]
        try:
            async with aiohttp.ClientSession() as client, client.get(base + "events?t=" + share.token) as r:
                assert await r.content.readline() == b"retry: 1000\n"

                async def next_view() -> dict:
                    while True:
                        line = await asyncio.wait_for(r.content.readline(), 5)
                        if line.startswith(b"data: "):
                            return json.loads(line.decode()[len("data: "):])

                assert (await next_view())["order"]
                share.set_blackout(True)
                dark = await next_view()
                assert dark["order"] == [] and dark["ui"]["waiting"] == DARKENED["en"]
                share.set_blackout(False)
                assert (await next_view())["order"]
        finally:
            await share.stop()

    asyncio.run(scenario())
