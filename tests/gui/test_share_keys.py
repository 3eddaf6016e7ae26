"""The share dialog and "Players see the map" by keys, in English, Russian and Spanish: Start
sharing, a new shared address, a phone link and its revoking each have an underlined letter of
their own (Alt and the letter), the button the focus is on shows it, and Ctrl+Alt+V (named on the
map dock's check box and in the View menu) shows the map to the players and takes it back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from app.services.initiative import StartEncounter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_menu_mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog
from ui.themes import apply_theme

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def alt(qtbot, widget, text: str) -> None:
    letter = mnemonic(text)
    assert letter, text
    qtbot.keyClick(widget, QKeySequence(f"Alt+{letter.upper()}")[0].key(), Qt.KeyboardModifier.AltModifier)


def looks(widget) -> bytes:
    image = widget.grab().toImage()
    return bytes(image.constBits())


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_share_dialog_by_keys(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana, ben = (int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"]) for n in ("Ana", "Ben"))
    app = QApplication.instance()
    sheet = app.styleSheet()
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    try:
        assert i18n.set_language(language)
        apply_theme(app, "dark")
        dialog = ShareDialog(share, window, services=services)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.show()
        activate(qtbot, dialog)
        rows = dialog.players.rows
        # each a letter of its own: no two buttons of the dialog share theirs
        texts = [dialog.start_button.text(), dialog.revoke_button.text(), rows[ana].issue_button.text(),
                 rows[ana].revoke_button.text()]
        letters = [mnemonic(t) for t in texts]
        assert None not in letters and len(set(letters)) == len(letters), texts
        alt(qtbot, dialog, dialog.start_button.text())
        qtbot.waitUntil(lambda: share.running and dialog.revoke_button.isEnabled(), timeout=10_000)
        address = share.url()
        alt(qtbot, dialog, dialog.revoke_button.text())
        qtbot.waitUntil(lambda: share.url() != address)  # a new shared address, by keys
        # at a laptop's size of the dialog, both buttons whole ("вый адрес (отозвать стар" was cut)
        dialog.resize(440, dialog.height())
        qtbot.waitUntil(lambda: dialog.width() <= 480)
        for button in (dialog.start_button, dialog.revoke_button):
            qtbot.waitUntil(lambda button=button: button.width() >= button.sizeHint().width())
            where = QRect(button.mapTo(dialog, button.rect().topLeft()), button.size())
            assert dialog.rect().contains(where), button.text()
        # two players, one letter: Alt+G goes to a "Give a phone link", Space gives it
        alt(qtbot, dialog, rows[ana].issue_button.text())
        focused = QApplication.focusWidget()
        assert focused in (rows[ana].issue_button, rows[ben].issue_button)
        row = rows[ana] if focused is rows[ana].issue_button else rows[ben]
        seen = looks(focused)
        focused.clearFocus()
        assert looks(focused) != seen  # the focus shows on the button
        focused.setFocus()
        qtbot.keyClick(focused, Qt.Key.Key_Space)
        assert row.character_id in services.player_links.links()
        assert rows[ana].revoke_button.text() == rows[ben].revoke_button.text()
        alt(qtbot, dialog, row.revoke_button.text())  # the only Revoke shown: a player's, the focus on it
        assert QApplication.focusWidget() is row.revoke_button
        qtbot.keyClick(row.revoke_button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: row.character_id not in services.player_links.links())
        alt(qtbot, dialog, dialog.start_button.text())
        qtbot.waitUntil(lambda: not share.running, timeout=10_000)
        # every button shows its whole text (the Russian "New address" was cut)
        for button in (dialog.start_button, dialog.revoke_button):
            assert button.width() >= button.sizeHint().width(), button.text()
        dialog.close()
    finally:
        app.setStyleSheet(sheet)
        i18n.set_language("en")
        release()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_players_see_the_map_by_a_key(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = [create(window, "Ana"), create(window, "Dov")]
    services.battle_map.set_size(8, 6)
    services.campaign.execute(StartEncounter(ids))
    dock = window.docks["mapDock"]
    dock.show()
    dock.ensure_built()
    assert "Ctrl+Alt+V" in dock.players_check.text()
    assert dock.act_players in window.view_menu.actions()
    assert dock.act_players.shortcut().toString() == "Ctrl+Alt+V"
    activate(qtbot, window)
    assert not services.battle_map.shown_to_players()
    qtbot.keyClick(window, Qt.Key.Key_V, CTRL_ALT)
    assert services.battle_map.shown_to_players() and dock.players_check.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_V, CTRL_ALT)
    assert not services.battle_map.shown_to_players() and not dock.players_check.isChecked()
