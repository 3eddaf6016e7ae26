"""What the share serves is the view after the GM's latest change: a newer view replaces a waiting
one, never the other way, even when the GM acts while a page is connecting or many pages are open."""

from __future__ import annotations

import asyncio
import json

import aiohttp
from aiohttp import web

from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from app.services.share_guard import Latest, Limits
from tests.unit.services.test_player_share import table  # noqa: F401  (the fixture)

ROOK = "Rook the Traitor"


def test_a_newer_view_replaces_a_waiting_one_never_the_other_way():
    async def scenario():
        slot = Latest()
        assert slot.put("hidden", 5)
        assert not slot.put("revealed", 4)  # an older view arriving late is dropped
        assert await slot.get() == "hidden"
        assert not slot.put("revealed again", 5)  # nor one as old as the view already sent
        assert slot.put("newer", 6) and await slot.get() == "newer"

    asyncio.run(scenario())


async def data_lines(response, until_quiet: float = 0.5) -> list[dict]:
    """Every view the stream sent until it stays quiet for ``until_quiet`` seconds."""
    views = []
    while True:
        try:
            line = await asyncio.wait_for(response.content.readline(), until_quiet)
        except TimeoutError:
            return views
        if not line:
            return views
        if line.startswith(b"data: "):
            views.append(json.loads(line[len(b"data: "):]))


def test_the_gm_hiding_an_npc_while_a_page_connects_reaches_that_page(table, monkeypatch):  # noqa: F811
    services, ids = table
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    assert services.player_view.set_reveal(ids[ROOK], name=True)  # a slip…
    prepare = web.StreamResponse.prepare
    corrected = []

    async def slow_prepare(self, request):
        # …corrected at once, while the connecting page's answer is still being prepared (what a
        # loaded share does between reading the view and sending it)
        if not corrected:
            corrected.append(services.player_view.set_reveal(ids[ROOK], name=False))
            share.push()
        return await prepare(self, request)

    monkeypatch.setattr(web.StreamResponse, "prepare", slow_prepare)

    async def scenario():
        url = await share.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client, client.get(url.replace("/?", "/events?")) as r:
                views = await data_lines(r)
            assert corrected == [True]
            assert views and all(ROOK not in json.dumps(v) for v in views), views
            async with aiohttp.ClientSession() as client, client.get(url.replace("/?", "/view?")) as r:
                assert ROOK not in await r.text()
        finally:
            await share.stop()

    asyncio.run(scenario())


def test_under_load_every_page_ends_on_the_gms_latest_view(table, monkeypatch):  # noqa: F811
    """A loaded share: each answer takes a while to prepare, and phones keep connecting while the GM
    reveals the NPC and hides him again, 24 times.  Every page ends on the view after the last
    change (hidden), and none is ever sent an older view after a newer one."""
    services, ids = table
    steps, per_step = 24, 2
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        limits=Limits(total=8 * steps * per_step, per_address=4 * steps * per_step))
    prepare = web.StreamResponse.prepare
    gm = {"step": 0, "preparing": 0}

    async def loaded_prepare(self, request):
        # each answer is still being prepared when the GM's next change comes (the last ones once the
        # GM is done): the race of a loaded share, forced for every page
        if request.path != "/events":
            return await prepare(self, request)
        entered = gm["step"]
        gm["preparing"] += 1
        while gm["step"] == entered:
            await asyncio.sleep(0.001)
        return await prepare(self, request)

    monkeypatch.setattr(web.StreamResponse, "prepare", loaded_prepare)

    async def scenario():
        url = await share.start("127.0.0.1", 0)
        events = url.replace("/?", "/events?")
        try:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, force_close=True)) as client:
                async def page() -> list[dict]:
                    async with client.get(events) as r:
                        return await data_lines(r, until_quiet=1.0)

                readers = []
                for step in range(steps):  # revealed on even steps, hidden on odd ones: hidden at the end
                    assert services.player_view.set_reveal(ids[ROOK], name=step % 2 == 0)
                    share.push()
                    gm["step"] += 1
                    readers += [asyncio.create_task(page()) for _ in range(per_step)]
                    while gm["preparing"] < len(readers):  # these pages read the view, and wait
                        failed = [r for r in readers if r.done() and r.exception()]
                        if failed:
                            raise failed[0].exception()
                        await asyncio.sleep(0.001)
                gm["step"] += 1  # the GM is done: the last pages are answered
                seen = await asyncio.gather(*readers)
            left_showing = [n for n, views in enumerate(seen) if not views or ROOK in json.dumps(views[-1])]
            assert not left_showing, f"pages left showing the hidden NPC (or nothing): {left_showing}"
            for views in seen:
                numbers = [v["seq"] for v in views]
                assert numbers == sorted(numbers), f"an older view after a newer one: {numbers}"
                assert views[-1]["seq"] == share.seq
            async with aiohttp.ClientSession() as client, client.get(url.replace("/?", "/view?")) as r:
                assert ROOK not in await r.text()
        finally:
            await share.stop()

    asyncio.run(scenario())
