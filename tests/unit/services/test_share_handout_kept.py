"""A phone keeps a handout's picture: the share answers a browser that has it already with 304 and
no picture (a reload, a second page, the handout shown again cost a few bytes, not the picture
again), but only while the page shows it; and a phone's view and picture never read the
projector's 4K copy of the picture (megabytes) at each change of the GM's."""

from __future__ import annotations

import asyncio

import aiohttp
from sqlalchemy import event

from app.services.player_links import PhoneViews, own_view, shared_view
from app.services.player_share import PlayerShare
from tests.unit.services.test_handouts import picture, table  # noqa: F401 (the fixture)
from ui.pictures import read_picture_bytes


def test_a_phone_that_has_the_picture_is_not_sent_it_again(table):  # noqa: F811
    services, ids, tmp = table
    assert services.player_links.issue(ids["Ana"])
    assert services.handouts.add_picture(picture(tmp / "mall.png", 1600, 900), read_picture_bytes, "Mall")
    mall = int(services.handouts.handouts()[0].id)
    assert services.handouts.show(mall, "phones")
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        pictures=services.handouts.phone_picture)
    token = services.player_links.links()[ids["Ana"]]
    seen: dict[str, tuple[int, int, dict[str, str]]] = {}

    async def get(client: aiohttp.ClientSession, name: str, path: str, tag: str = "") -> None:
        headers = {"If-None-Match": tag} if tag else {}
        async with client.get(f"http://127.0.0.1:{share.port}{path}", headers=headers) as response:
            seen[name] = (response.status, len(await response.read()),
                          {k.lower(): v for k, v in response.headers.items()})

    async def scenario() -> None:
        await share.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client:
                where = f"/handout?t={token}&h={mall}"
                await get(client, "first", where)
                tag = seen["first"][2]["etag"]
                await get(client, "again", where, tag)
                await get(client, "page", f"/?t={token}")
                await get(client, "other tag", where, '"something else"')
                assert services.handouts.hide("phones")
                await get(client, "hidden", where, tag)
        finally:
            await share.stop()

    asyncio.run(scenario())
    status, size, headers = seen["first"]
    assert status == 200 and size > 1000 and headers["content-type"] == "image/jpeg"
    assert "no-cache" in headers["cache-control"] and "private" in headers["cache-control"]
    assert seen["again"][:2] == (304, 0) and seen["again"][2]["etag"] == headers["etag"]
    assert seen["page"][2]["cache-control"] == "no-store"  # the page and its view: never kept
    assert seen["other tag"][:2] == (200, size)
    assert seen["hidden"][0] == 404  # hidden: not even "you have it already"


def test_a_phones_view_and_picture_never_read_the_projectors_copy(table):  # noqa: F811
    services, ids, tmp = table
    assert services.player_links.issue(ids["Ana"])
    assert services.handouts.add_picture(picture(tmp / "mall.png", 3000, 1500), read_picture_bytes, "Mall")
    mall = int(services.handouts.handouts()[0].id)
    assert services.handouts.show(mall, "phones")
    statements: list[str] = []

    def heard(_conn, _cursor, statement, *_args) -> None:  # noqa: ANN001, ANN002
        statements.append(statement)

    engine = services.campaign.engine
    event.listen(engine, "before_cursor_execute", heard)
    try:
        views = [shared_view(services), own_view(services, ids["Ana"])]
        found = services.handouts.phone_picture(mall)
    finally:
        event.remove(engine, "before_cursor_execute", heard)
    assert all(v["handouts"][0]["title"] == "Mall" and v["handouts"][0]["width"] == 720 for v in views)
    assert found is not None and found[1] == "image/jpeg" and found[0].startswith(b"\xff\xd8")
    read = [s for s in statements if "FROM handout" in s]
    assert read, "the handout was not read"
    assert not any("handout.image" in s for s in read), read
