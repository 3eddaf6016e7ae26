"""Session → Share player view, each phone link given: the dialog widened each time (745 px to
1040, its edge at 1342 of a 1366 px screen).  Its width is the one it opened at; a link too long
for a player's row is cut in its middle there, and Copy copies it whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from tests.gui.test_share_dialog_room import open_dialog, press_alt, rect_in, speaking  # noqa: F401


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
def test_giving_links_keeps_the_dialogs_width(qtbot, tmp_path, speaking):  # noqa: F811
    dialog, share, services, ids = open_dialog(qtbot, tmp_path, "en")
    qtbot.wait(50)
    width = dialog.width()
    rows = dialog.players.rows
    for cid in ids:  # each with its QR code
        rows[cid].issue_button.click()
        qtbot.wait(50)
        assert dialog.width() == width, f"{dialog.width()} px after {rows[cid].name.text()}'s link, was {width}"
    viewport = dialog.players.viewport()
    for cid in ids:
        link = rows[cid].address
        url = share.url(services.player_links.links()[cid])
        assert link.text() == url and link.view.document().documentLayout().documentSize().height() == 1
        assert viewport.rect().right() >= rect_in(link.copy_button, viewport).right(), "Copy out of sight"
        QGuiApplication.clipboard().clear()
        link.copy_button.click()
        assert QGuiApplication.clipboard().text() == url  # whole, however it is shown
    press_alt(qtbot, dialog, dialog.start_button.text())
    qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    dialog.close()
