"""Handouts: added from a file or typed, kept in the campaign, shown to the room, every phone or one
player's phone; each action one undoable log line (secret when it concerns one player); a file that
is not a picture, too large or unreadable is refused with a message and changes nothing."""

from __future__ import annotations

import base64
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from sqlmodel import Session, select

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.handouts import MAX_SIDE, PHONE_WIDTH
from app.services.logtext import render_event
from app.store.database import open_store
from app.store.handout_table import Handout
from tests.stores import campaign_target
from ui.pictures import read_picture_bytes

FIXTURES = Path(__file__).parents[2] / "fixtures"


def picture(path: Path, width: int, height: int, colour: str = "#884422") -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return path


@pytest.fixture
def table(tmp_path, qapp):
    path = campaign_target(tmp_path, "handouts.deadwatch")
    create_campaign(str(path), "Handouts", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Rook", "npc")):
        ids[name] = int(services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"])
    yield services, ids, tmp_path
    services.close()


def last_line(services):
    event = services.campaign.events()[-1]
    return render_event(event), event.secret


def test_a_typed_handout_shown_to_the_room_then_on_every_phone_and_undone(table):
    services, _ids, _tmp = table
    assert services.handouts.add_text("Radio message", "…the mall is overrun, stay away from the north doors…")
    assert last_line(services) == ("Handout ready: Radio message", True)  # the GM's preparation
    note = services.handouts.handouts()[0]
    assert (note.kind, note.title) == ("text", "Radio message")
    assert services.handouts.show(int(note.id), "room")
    assert last_line(services) == ("Handout shown to the room: Radio message", False)
    assert services.handouts.shown("room").id == note.id and services.handouts.shown("phones") is None
    assert services.handouts.show(int(note.id), "phones")
    assert last_line(services) == ("Handout shown on every phone: Radio message", False)
    assert services.handouts.hide("room")
    assert last_line(services) == ("Handout hidden from the room: Radio message", False)
    assert services.handouts.shown("room") is None
    assert services.campaign.undo()  # shown again
    assert services.handouts.shown("room").id == note.id
    assert services.handouts.remove(int(note.id))
    assert last_line(services) == ("Handout taken back: Radio message", False)  # everyone had seen it
    assert services.handouts.handouts() == [] and services.handouts.shown("phones") is None
    assert services.campaign.undo()
    assert [h.id for h in services.handouts.handouts()] == [note.id]
    assert services.handouts.shown("phones").id == note.id


def test_a_handout_for_one_player_is_a_secret_line_and_only_their_phone_shows_it(table):
    services, ids, tmp = table
    assert services.handouts.add_picture(picture(tmp / "bite.png", 800, 600), read_picture_bytes)
    bite = services.handouts.handouts()[0]
    assert bite.title == "bite" and bite.kind == "picture"
    assert services.player_links.issue(ids["Ana"])
    assert services.handouts.show(int(bite.id), "player", ids["Ana"])
    assert last_line(services) == ("Handout shown on Ana's phone: bite", True)
    assert services.handouts.shown("phones", ids["Ana"]).id == bite.id
    assert services.handouts.shown("phones", ids["Ben"]) is None and services.handouts.shown("room") is None
    assert services.handouts.hide("player", ids["Ana"])
    assert last_line(services) == ("Handout hidden from Ana's phone: bite", True)
    assert services.campaign.undo()
    assert services.handouts.remove(int(bite.id))
    assert last_line(services) == ("Handout taken back: bite", True)  # it went to her alone
    refused = []
    services.handouts.failed.connect(lambda _ctx, message: refused.append(message))
    assert services.handouts.add_text("Note", "x")
    note = services.handouts.handouts()[0]
    assert not services.handouts.show(int(note.id), "player", ids["Rook"])  # an NPC has no phone
    assert refused == ["A handout goes to one player character's phone."]


def test_a_picture_is_scaled_for_a_4k_projector_and_a_phone(table):
    services, _ids, tmp = table
    assert services.handouts.add_picture(picture(tmp / "mall.jpg", 5000, 2500), read_picture_bytes,
                                         "Sketch of the mall")
    mall = services.handouts.handouts()[0]
    assert (mall.width, mall.height) == (MAX_SIDE[0], MAX_SIDE[0] // 2) and mall.mime == "image/jpeg"
    image = QImage()
    assert image.loadFromData(base64.b64decode(mall.image)) and image.width() == MAX_SIDE[0]
    small = QImage()
    assert small.loadFromData(base64.b64decode(mall.phone_image)) and small.width() == PHONE_WIDTH


@pytest.mark.parametrize("case", ["text", "empty", "large", "folder", "missing"])
def test_a_file_that_is_not_a_picture_is_refused_and_nothing_changes(table, case):
    services, _ids, tmp = table
    path = tmp / "clue.png"
    if case == "text":
        path.write_text("the gate code is 4471", "utf-8")
    elif case == "empty":
        path.write_bytes(b"")
    elif case == "large":
        with path.open("wb") as out:
            out.truncate(21 * 1024 * 1024)
    elif case == "folder":
        path.mkdir()
    events = len(services.campaign.events())
    refused = []
    services.handouts.failed.connect(lambda _ctx, message: refused.append(message))
    assert not services.handouts.add_picture(path, read_picture_bytes)
    assert len(services.campaign.events()) == events and services.handouts.handouts() == []
    expected = {
        "text": "clue.png is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP).",
        "empty": "clue.png is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP).",
        "large": "clue.png is too large for a handout: at most 20 MB.",
        "folder": "clue.png cannot be read: Is a directory",
        "missing": "clue.png cannot be read: No such file or directory",
    }[case]
    assert refused == [expected]


def test_an_older_campaign_gets_the_handouts_table(tmp_path, qapp):
    path = tmp_path / "old.deadwatch"
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    store = open_store(str(path))
    try:
        with Session(store.engine) as s:
            assert s.exec(select(Handout)).all() == []
    finally:
        store.engine.dispose()


def test_a_phone_gets_only_the_picture_it_shows(table):
    import asyncio

    import aiohttp

    from app.services.player_links import PhoneViews, shared_view
    from app.services.player_share import PlayerShare

    services, ids, tmp = table
    assert services.handouts.add_picture(picture(tmp / "bite.png", 1000, 800), read_picture_bytes, "The bite")
    bite = int(services.handouts.handouts()[0].id)
    for name in ("Ana", "Ben"):
        assert services.player_links.issue(ids[name])
    assert services.handouts.show(bite, "player", ids["Ana"])
    links = services.player_links.links()
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        pictures=services.handouts.phone_picture)

    async def scenario():
        await share.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client:
                async def status(token: str, handout: int) -> tuple[int, str]:
                    url = share.url(token).replace("/?", "/handout?") + f"&h={handout}"
                    async with client.get(url) as r:
                        return r.status, r.headers.get("Content-Type", "")

                assert await status(links[ids["Ana"]], bite) == (200, "image/jpeg")
                assert (await status(links[ids["Ben"]], bite))[0] == 404  # not his
                assert (await status(share.token, bite))[0] == 404  # nor the shared screen's
                assert services.handouts.hide("player", ids["Ana"])
                assert (await status(links[ids["Ana"]], bite))[0] == 404  # hidden: gone from her phone too
        finally:
            await share.stop()

    asyncio.run(scenario())


def test_a_handout_for_a_player_without_a_phone_link_is_refused_by_name(table):
    """Not "On the phone (Ben): mall" with nobody to see it: refused, naming the player, nothing changed."""
    services, ids, _tmp = table
    refused = []
    services.handouts.failed.connect(lambda _ctx, message: refused.append(message))
    assert services.handouts.add_text("Mall", "A sketch of the mall")
    mall = int(services.handouts.handouts()[0].id)
    before = len(services.campaign.events())
    assert not services.handouts.show(mall, "player", ids["Ben"])
    assert refused == [("Ben has no phone link, so nobody would see it. "
                       "Give them one first: Ctrl+Shift+L, Share player view.")]
    assert services.handouts.placed()["players"] == {} and len(services.campaign.events()) == before
    assert services.player_links.issue(ids["Ben"])
    assert services.handouts.show(mall, "player", ids["Ben"])
    assert services.handouts.shown("phones", ids["Ben"]).id == mall
