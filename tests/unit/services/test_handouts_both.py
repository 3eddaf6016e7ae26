"""A phone with a handout for every phone and one for that player alone shows both, the newest
first, each with its title and kind (and whom it is for); the shared screen and the room's
projector show none of the private one; each picture is served to the phone that shows it."""

from __future__ import annotations

import asyncio

import aiohttp

from app.services.player_links import PhoneViews, own_view, shared_view
from app.services.player_share import PlayerShare
from tests.unit.services.test_handouts import picture, table  # noqa: F401 (the fixture)
from ui.pictures import read_picture_bytes


def listed(view):
    return [(h["title"], h["kind"], h["mine"]) for h in view["handouts"]]


def test_a_private_handout_and_the_shared_one_both_on_that_phone(table):  # noqa: F811
    services, ids, tmp = table
    for name in ("Ana", "Ben"):
        assert services.player_links.issue(ids[name])
    assert services.handouts.add_picture(picture(tmp / "mall.png", 900, 600), read_picture_bytes, "Sketch of the mall")
    assert services.handouts.add_text("Radio message", "The north doors are open. Run!")
    mall, radio = (int(h.id) for h in services.handouts.handouts())
    assert services.handouts.show(mall, "phones")
    assert services.handouts.show(radio, "player", ids["Ana"])
    ana = own_view(services, ids["Ana"])
    assert listed(ana) == [("Radio message", "text", True), ("Sketch of the mall", "picture", False)]
    assert ana["ui"]["handout_mine"] and ana["ui"]["handout_picture"] and ana["ui"]["handout_text"]
    assert listed(own_view(services, ids["Ben"])) == [("Sketch of the mall", "picture", False)]
    assert listed(shared_view(services)) == [("Sketch of the mall", "picture", False)]
    assert services.handouts.shown("room") is None  # the room's projector: none of them
    # a newer handout for every phone goes on top of hers
    assert services.handouts.add_text("Map", "A sketch")
    sketch = int(services.handouts.handouts()[-1].id)
    assert services.handouts.show(sketch, "phones")
    assert listed(own_view(services, ids["Ana"])) == [("Map", "text", False), ("Radio message", "text", True)]
    assert services.campaign.undo()
    assert listed(own_view(services, ids["Ana"]))[0] == ("Radio message", "text", True)


def test_both_pictures_are_served_to_the_phone_that_shows_them(table):  # noqa: F811
    services, ids, tmp = table
    assert services.player_links.issue(ids["Ana"])
    assert services.handouts.add_picture(picture(tmp / "mall.png", 900, 600), read_picture_bytes, "Mall")
    assert services.handouts.add_picture(picture(tmp / "bite.png", 600, 900), read_picture_bytes, "Bite")
    mall, bite = (int(h.id) for h in services.handouts.handouts())
    assert services.handouts.show(mall, "phones")
    assert services.handouts.show(bite, "player", ids["Ana"])
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        pictures=services.handouts.phone_picture)
    token = services.player_links.links()[ids["Ana"]]

    async def scenario():
        await share.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client:
                for handout in (bite, mall):
                    url = share.url(token).replace("/?", "/handout?") + f"&h={handout}"
                    async with client.get(url) as r:
                        assert r.status == 200, handout
                url = share.url().replace("/?", "/handout?") + f"&h={bite}"
                async with client.get(url) as r:
                    assert r.status == 404  # hers alone
        finally:
            await share.stop()

    asyncio.run(scenario())
