"""Session → Share player view: the networks offered, the address with its token, the QR code."""

from __future__ import annotations

from app.services.player_share import PlayerShare
from ui.dialogs.share_dialog import ShareDialog, interfaces, qr_pixmap


def test_the_dialog_offers_the_networks_and_starts_stopped(qtbot):
    share = PlayerShare(lambda: {"order": []})
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    addresses = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    assert "127.0.0.1" in addresses and addresses == [a for a, _ in interfaces()]
    assert addresses[-1].startswith("127.")  # the loopback comes last: the players need the LAN
    assert dialog.start_button.text() == "Start sharing" and not dialog.revoke_button.isEnabled()
    assert dialog.address.text() == "Not shared. Nothing is served until you start."


def test_the_address_becomes_a_qr_code(qtbot):
    pixmap = qr_pixmap("http://127.0.0.1:8765/?t=token")
    assert not pixmap.isNull() and pixmap.width() == pixmap.height() and pixmap.width() > 100
