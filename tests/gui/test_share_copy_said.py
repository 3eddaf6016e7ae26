"""The share dialog's Copy says it worked: Alt+G gives Ana Reyes a link, the focus is on its Copy,
Space copies it, and the button reads "Copied" while the row says "Ana Reyes's link copied" (in
each language), until Copy reads Copy again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_share_keys import alt
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog

SAID = {"en": ("Copied", "Ana Reyes's link copied"), "ru": ("Скопировано", "Ссылка скопирована: Ana Reyes"),
        "es": ("Copiado", "Enlace de Ana Reyes copiado")}


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_copy_says_the_link_was_copied(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana = int(services.campaign.execute(CreateCharacter("Ana Reyes", "pc")).changes[0]["id"])
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    try:
        assert i18n.set_language(language)
        dialog = ShareDialog(share, window, services=services)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.show()
        activate(qtbot, dialog)
        alt(qtbot, dialog, dialog.start_button.text())
        qtbot.waitUntil(lambda: share.running, timeout=10_000)
        row = dialog.players.rows[ana]
        dialog.start_button.setFocus()
        alt(qtbot, dialog, row.issue_button.text())  # her button's letter, hers alone: the focus on it
        assert QApplication.focusWidget() is row.issue_button and ana not in services.player_links.links()
        qtbot.keyClick(row.issue_button, Qt.Key.Key_Space)  # Space gives it
        qtbot.waitUntil(lambda: ana in services.player_links.links())  # Ana gets her link; the focus goes to Copy
        row = dialog.players.rows[ana]
        copy = row.address.copy_button
        assert QApplication.focusWidget() is copy
        before = copy.text()
        assert not row.copied.isVisible()
        qtbot.keyClick(copy, Qt.Key.Key_Space)
        assert QGuiApplication.clipboard().text() == share.url(services.player_links.links()[ana])
        button, line = SAID[language]
        assert copy.text().replace("&", "") == button != before  # with Copy's letter underlined
        assert row.copied.isVisible() and row.copied.text() == line
        qtbot.waitUntil(lambda: copy.text() == before, timeout=10_000)  # back to Copy after a moment
        assert not row.copied.isVisible()
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
