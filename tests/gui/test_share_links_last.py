"""Links that last: a phone's link given tonight works next week (same network, port and token),
tokens are typed as easily as scanned, and the dialog shows the whole link and copies it."""

from __future__ import annotations

import json
import re
import threading
from urllib.error import HTTPError
from urllib.request import urlopen

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from app.services.link_keys import ALPHABET
from app.services.player_share import PlayerShare
from app.services.share_places import SharePlaces, place_of
from tests.ports import kept_port
from ui.async_loop import release
from ui.dialogs import share_dialog
from ui.dialogs.share_dialog import ShareDialog

LOOK_ALIKES = set("lI1O0osSzZgG")  # l 1, O 0, s 5, z 2, g 9


def status_of(qtbot, url: str) -> int:
    got: dict[str, int] = {}

    def fetch() -> None:  # a phone, off the GUI thread that serves it
        try:
            with urlopen(url, timeout=10) as response:
                json.loads(response.read())
                got["status"] = response.status
        except HTTPError as error:
            got["status"] = error.code

    thread = threading.Thread(target=fetch)
    thread.start()
    qtbot.waitUntil(lambda: "status" in got, timeout=10_000)
    thread.join()
    return got["status"]


def evening(qtbot, places: SharePlaces, place: str) -> tuple[PlayerShare, ShareDialog]:
    """Deadwatch started again: a new share for the campaign, the dialog opened, Start clicked."""
    share = PlayerShare(lambda: {"order": ["Ana"]}, token=places.token(place), also=places.earlier(place))
    dialog = ShareDialog(share, places=places, place=place)
    qtbot.addWidget(dialog)
    if dialog.interface.currentData() != "127.0.0.1" and not places.get(place).host:
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))  # the first evening only
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: share.running and dialog.start_button.text() == "S&top sharing", timeout=10_000)
    return share, dialog


def stop(qtbot, share: PlayerShare, dialog: ShareDialog) -> None:
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not share.running, timeout=10_000)


def test_a_link_given_tonight_works_next_week_until_the_gm_asks_for_a_new_one(qtbot, tmp_path, monkeypatch):
    places = SharePlaces(tmp_path / "share-places.json")
    place = place_of("sqlite:///x", tmp_path / "mall.deadwatch")
    # the first port tried: this test's own, not the GM's 8765 that a share test in another worker
    # may hold the next moment (the link would come back on another port)
    first = kept_port()
    monkeypatch.setattr(share_dialog, "DEFAULT_PORT", first)
    try:
        share, dialog = evening(qtbot, places, place)
        assert share.port == first and places.get(place).port == first
        tonight = share.url().replace("/?", "/view?")
        assert places.get(place).shared  # shared when Deadwatch closes: shared again on opening
        stop(qtbot, share, dialog)
        qtbot.waitUntil(lambda: not places.get(place).shared)  # the GM stopped it: not on opening
        # another first port from now on: next week's share is on tonight's because the campaign kept it
        monkeypatch.setattr(share_dialog, "DEFAULT_PORT", kept_port(besides=first))
        share, dialog = evening(qtbot, places, place)  # next week: nothing chosen again
        assert dialog.interface.currentData() == "127.0.0.1"  # the network of last time, though listed last
        assert share.port == first and share.url().replace("/?", "/view?") == tonight
        assert status_of(qtbot, tonight) == 200
        # a link to this address handed out before the tokens lost their look-alikes still opens it
        written_before = tonight.replace(places.token(place), places.earlier(place))
        assert written_before != tonight and status_of(qtbot, written_before) == 200
        qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)  # the GM asks for a new address
        assert status_of(qtbot, tonight) == 403
        assert status_of(qtbot, written_before) == 403
        renewed = share.url().replace("/?", "/view?")
        stop(qtbot, share, dialog)
        share, dialog = evening(qtbot, places, place)
        assert share.url().replace("/?", "/view?") == renewed  # the new one lasts in its turn
        assert status_of(qtbot, tonight) == 403
        stop(qtbot, share, dialog)
    finally:
        release()
    other = place_of("sqlite:///y", tmp_path / "farm.deadwatch")
    assert places.token(other) != places.token(place)  # each campaign its own address


def test_tokens_have_no_look_alikes_and_are_short_enough_to_type(tmp_path):
    places = SharePlaces(tmp_path / "share-places.json")
    tokens = [PlayerShare(lambda: {}).token, places.token("a"), places.renew("a")]
    for token in tokens:
        assert len(token) <= 12 and set(token) <= set(ALPHABET), token
        assert not set(token) & LOOK_ALIKES, token


def test_the_dialog_shows_the_whole_link_and_copies_it(qtbot):
    share = PlayerShare(lambda: {"order": []})
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    try:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: share.running, timeout=10_000)
        url = share.url()
        dialog.show()
        dialog.resize(260, dialog.height())  # narrower than the link
        qtbot.waitUntil(lambda: dialog.width() < 400, timeout=5_000)
        field = dialog.address
        assert field.text() == url
        view = field.view
        qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() == 0, timeout=5_000)
        lines = view.document().documentLayout().documentSize().height()
        assert lines == 1  # on one line (two read as two addresses), smaller if it must be
        assert view.fontMetrics().horizontalAdvance(url) <= view.viewport().width()  # not cut
        assert view.height() >= lines * view.fontMetrics().lineSpacing()
        assert field.geometry().right() <= dialog.width()
        qtbot.mouseClick(field.copy_button, Qt.MouseButton.LeftButton)
        assert QGuiApplication.clipboard().text() == url
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/\?t=[" + ALPHABET + "]{12}", url)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    finally:
        release()


def test_a_campaign_shared_when_deadwatch_closed_is_shared_again_on_opening(qtbot, tmp_path):
    """No "connection refused" on the phones until the GM opens Share: the same address serves again
    as the campaign opens; if it cannot, the status bar says the links are off until Ctrl+Shift+L."""
    import asyncio
    import socket

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow

    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.files import create_campaign
    from ui.async_loop import qt_loop
    from ui.player_display_controller import PlayerDisplayController

    path = tmp_path / "mall.deadwatch"
    create_campaign(str(path), "Mall", "twdu").engine.dispose()
    places = SharePlaces(tmp_path / "share-places.json")
    port = kept_port()  # last night's: no other test's server takes it while this one is closed

    def opened() -> tuple[QMainWindow, PlayerDisplayController, object]:
        services = open_services(str(path), Dice(seed=3))
        window = QMainWindow()
        qtbot.addWidget(window)
        controller = PlayerDisplayController(window, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        controller.share_places = places
        controller.bind(services)
        return window, controller, services

    place = place_of(f"sqlite:///{path}", path)
    window, controller, services = opened()
    try:
        assert controller.share is None  # never shared: nothing served, nothing said
        assert places.get(controller._place()) == places.get(place)
        places.served(controller._place(), "127.0.0.1", port)  # shared last night, when Deadwatch closed
        services.close()
        controller.display.close()
        window, controller, services = opened()
        qtbot.waitUntil(lambda: controller.share is not None and controller.share.running, timeout=10_000)
        assert controller.share.port == port and controller.share.host == "127.0.0.1"
        assert status_of(qtbot, controller.share.url().replace("/?", "/view?")) == 200  # last night's link
        again = "Shared with the players again at http://127.0.0.1:"
        qtbot.waitUntil(lambda: again in window.statusBar().currentMessage())
        share = controller.share
        asyncio.ensure_future(share.stop(), loop=qt_loop())  # Deadwatch closes: the server goes
        qtbot.waitUntil(lambda: not share.running, timeout=10_000)
        services.close()
        controller.display.close()
        with socket.socket() as taken:  # the port is someone else's now
            # the link just fetched may leave the port in TIME_WAIT: a listener may take it all the same
            taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            taken.bind(("127.0.0.1", port))
            taken.listen()
            window, controller, services = opened()
            qtbot.waitUntil(lambda: "links are off" in window.statusBar().currentMessage(), timeout=10_000)
            assert window.statusBar().currentMessage() == (
                f"The players' links are off: 127.0.0.1:{port} could not be served again. Ctrl+Shift+L to share.")
            assert not controller.share.running
        places.stopped(controller._place())  # the GM stopped sharing: not shared at the next opening
        services.close()
        controller.display.close()
        window, controller, services = opened()
        assert controller.share is None
    finally:
        release()
        services.close()
        controller.display.close()
