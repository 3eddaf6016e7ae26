"""Session → Share player view: the networks offered, the address with its token, the QR code, serving."""

from __future__ import annotations

import json
import socket
import threading
from urllib.request import urlopen

from PySide6.QtCore import Qt

from app.services.player_share import PlayerShare
from app.services.share_guard import Limits
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog, interfaces, qr_pixmap


def test_the_dialog_offers_the_networks_and_starts_stopped(qtbot):
    share = PlayerShare(lambda: {"order": []})
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    addresses = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    assert "127.0.0.1" in addresses and addresses == [a for a, _ in interfaces()]
    assert addresses[-1].startswith("127.")  # the loopback comes last: the players need the LAN
    assert dialog.start_button.text() == "&Start sharing" and not dialog.revoke_button.isEnabled()
    assert dialog.address.text() == "Not shared. Nothing is served until you start."


def test_the_address_becomes_a_qr_code(qtbot):
    pixmap = qr_pixmap("http://127.0.0.1:8765/?t=token")
    assert not pixmap.isNull() and pixmap.width() == pixmap.height() and pixmap.width() > 100


def test_sharing_serves_the_view_from_qts_own_event_loop(qtbot):
    """Deadwatch runs Qt's loop; the asyncio loop for the server is made when the GM first shares."""
    share = PlayerShare(lambda: {"order": ["Ana"]})
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    try:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: share.running and dialog.start_button.text() == "S&top sharing", timeout=10_000)
        got: dict[str, object] = {}

        def fetch() -> None:  # a player's phone, off the GUI thread that serves it
            with urlopen(share.url().replace("/?", "/view?"), timeout=10) as response:
                got["view"] = json.loads(response.read())

        thread = threading.Thread(target=fetch)
        thread.start()
        qtbot.waitUntil(lambda: "view" in got, timeout=10_000)
        thread.join()
        assert got["view"] == {"order": ["Ana"], "seq": 0}
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not share.running and dialog.start_button.text() == "&Start sharing", timeout=10_000)
    finally:
        release()


def test_the_gm_sees_connections_turned_away(qtbot):
    """Someone on the network asking too much does not stop the share, but the GM is told."""
    share = PlayerShare(lambda: {"order": []}, Limits(per_address=1))
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    assert dialog.guard_status.isHidden()
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    sockets = []
    try:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: share.running, timeout=10_000)
        assert dialog.guard_status.isHidden()
        sockets += [socket.create_connection(("127.0.0.1", share.port), timeout=5) for _ in range(2)]
        qtbot.waitUntil(lambda: not dialog.guard_status.isHidden(), timeout=5_000)
        assert dialog.guard_status.text() == "1 connection turned away: too many at once, or too slow"
        sockets.append(socket.create_connection(("127.0.0.1", share.port), timeout=5))
        qtbot.waitUntil(lambda: dialog.guard_status.text().startswith("2 connections turned away"), timeout=5_000)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not share.running, timeout=10_000)
        assert dialog.guard_status.isHidden()
    finally:
        for s in sockets:
            s.close()
        release()


def test_each_player_gets_a_link_and_a_qr_code_and_is_revoked_alone(qtbot, tmp_path):
    from urllib.error import HTTPError

    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign
    from app.services.player_links import PhoneViews, shared_view

    path = tmp_path / "links.deadwatch"
    create_campaign(str(path), "Links", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {name: services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
           for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Rook", "npc"))}
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    dialog = ShareDialog(share, services=services)
    qtbot.addWidget(dialog)
    rows = dialog.players.rows
    assert set(rows) == {ids["Ana"], ids["Ben"]}  # player characters only
    ana, ben = rows[ids["Ana"]], rows[ids["Ben"]]
    assert ana.issue_button.text() == "&Give a phone link" and ana.revoke_button.isHidden()
    qtbot.mouseClick(ana.issue_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ben.issue_button, Qt.MouseButton.LeftButton)
    links = services.player_links.links()
    assert set(links) == {ids["Ana"], ids["Ben"]} and not ana.revoke_button.isHidden()
    assert ana.address.text() == "The link works while you share." and ana.qr.pixmap().isNull()
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))

    def status(token: str) -> int:
        got: dict[str, int] = {}

        def fetch() -> None:  # a player's phone, off the GUI thread that serves it
            try:
                with urlopen(share.url(token).replace("/?", "/view?"), timeout=10) as response:
                    got["status"] = response.status
            except HTTPError as refused:
                got["status"] = refused.code

        thread = threading.Thread(target=fetch)
        thread.start()
        qtbot.waitUntil(lambda: "status" in got, timeout=10_000)
        thread.join()
        return got["status"]

    try:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: share.running and dialog.start_button.text() == "S&top sharing", timeout=10_000)
        assert ana.address.text() == share.url(links[ids["Ana"]]) and not ana.qr.pixmap().isNull()
        assert status(links[ids["Ana"]]) == 200 and status(links[ids["Ben"]]) == 200
        qtbot.mouseClick(ana.revoke_button, Qt.MouseButton.LeftButton)
        assert ids["Ana"] not in services.player_links.links()
        assert ana.issue_button.text() == "&Give a phone link" and ana.qr.pixmap().isNull()
        assert status(links[ids["Ana"]]) == 403 and status(links[ids["Ben"]]) == 200
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    finally:
        release()
        services.close()


def test_the_window_shares_each_players_view_and_the_words_of_the_page(qtbot, tmp_path, monkeypatch):
    """Session → Share from the window: the dialog lists the players, the server knows their links."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign
    from ui.player_display_controller import PlayerDisplayController

    path = tmp_path / "window.deadwatch"
    create_campaign(str(path), "Window", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ana = services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"]
    assert services.player_links.issue(ana)
    window = QWidget()
    qtbot.addWidget(window)
    controller = PlayerDisplayController(window, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    controller.bind(services)
    shown = []
    monkeypatch.setattr(ShareDialog, "exec", lambda self: shown.append(self) or 0)
    try:
        controller.open_share_dialog()
        assert list(shown[0].players.rows) == [ana]
        share = controller.share
        assert share._view()["ui"]["round"] == "Round {round}"
        token = services.player_links.links()[ana]
        assert share._key_of(token) == ana and share._view_of(ana)["me"]["name"] == "Ana"
    finally:
        controller.display.close()
        services.close()


def test_a_closed_dialog_no_longer_follows_the_campaign(qtbot, tmp_path):
    """The window keeps a closed dialog as its child: it must not rebuild on every later change."""
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign

    path = tmp_path / "closed.deadwatch"
    create_campaign(str(path), "Closed", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        dialog = ShareDialog(PlayerShare(lambda: {}), services=services)
        qtbot.addWidget(dialog)
        services.campaign.execute(CreateCharacter("Ana", "pc"))
        assert len(dialog.players.rows) == 1  # open: a new player character gets a row
        dialog.reject()
        services.campaign.execute(CreateCharacter("Ben", "pc"))
        assert len(dialog.players.rows) == 1
    finally:
        services.close()
