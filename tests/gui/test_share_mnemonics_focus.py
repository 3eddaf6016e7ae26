"""Every underlined letter of the share dialog works whatever has the focus: the shared address's
text, a player's link text, the network list, the players' list or a button.  Alt and the letter
reaches its button (a letter two buttons share, Copy, reaches one of them); from Ana Reyes's link
text, Alt and the letter of "Give a phone link" gives Ben his link.  In English, Russian and
Spanish, the keys pressed where the focus is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_menu_mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog


def copy_text(language: str) -> str:
    return {"en": "&Copy", "ru": "&Копировать", "es": "Copi&ar"}[language]


class Reached(QObject):
    """Takes the shortcut events of the dialog's buttons (no button acts): which button each reached;
    a letter several buttons share moves the focus to one of them (by the letter: reached too)."""

    def __init__(self) -> None:
        super().__init__()
        self.buttons: list[QAbstractButton] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(watched, QAbstractButton):
            return False
        if event.type() == QEvent.Type.Shortcut:
            self.buttons.append(watched)
            return True
        if isinstance(event, QFocusEvent) and event.gotFocus() and event.reason() == Qt.FocusReason.ShortcutFocusReason:
            self.buttons.append(watched)
        return False


def press_alt(qtbot, letter: str) -> None:
    """Alt and ``letter`` where the focus is."""
    key = QKeySequence(f"Alt+{letter.upper()}")[0].key()
    qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_letter_of_the_share_dialog_works_from_every_field(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana, ben = (int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"]) for n in ("Ana Reyes", "Ben"))
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    try:
        assert i18n.set_language(language)
        dialog = ShareDialog(share, window, services=services)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.show()
        activate(qtbot, dialog)
        network = dialog.interface  # enabled (and so a place for the focus) until sharing starts
        network.setFocus()
        reached = Reached()
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
                   and mnemonic(b.text())]
        for button in buttons:
            button.installEventFilter(reached)
        for button in buttons:
            press_alt(qtbot, mnemonic(button.text()))
            assert reached.buttons[-1:] == [button], (button.text(), "from the network list")
        for button in buttons:
            button.removeEventFilter(reached)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: share.running and dialog.revoke_button.isEnabled(), timeout=10_000)
        dialog.players.issue(ana)
        rows = dialog.players.rows
        places = {"the shared address": dialog.address.view, "Ana's link": rows[ana].address.view,
                  "Ben's row": rows[ben].address.view, "the players' list": dialog.players,
                  "Copy": dialog.address.copy_button, "Close": dialog.close_button}
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
                   and mnemonic(b.text())]
        assert len(buttons) >= 7, [b.text() for b in buttons]  # Stop, New address, Copy ×2, Revoke, New link, Give…
        for button in buttons:
            button.installEventFilter(reached)
        for name, place in places.items():
            for button in buttons:
                letter = mnemonic(button.text())
                place.setFocus()
                assert QApplication.focusWidget() is place or place.isAncestorOf(QApplication.focusWidget())
                before = len(reached.buttons)
                press_alt(qtbot, letter)
                got = reached.buttons[before:]
                assert got and mnemonic(got[-1].text()) == letter, (button.text(), "from", name, language)
        for button in buttons:
            button.removeEventFilter(reached)
        # the key itself, pressed in Ana's link text: Ben's "Give a phone link", his alone: the
        # focus on it, as with several players, and Space gives it
        rows[ana].address.view.setFocus()
        press_alt(qtbot, mnemonic(rows[ben].issue_button.text()))
        assert QApplication.focusWidget() is rows[ben].issue_button
        qtbot.keyClick(rows[ben].issue_button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: ben in services.player_links.links())
        dialog.close()
    finally:
        i18n.set_language("en")
        release()


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_copy_keeps_its_letter_while_it_says_copied(qtbot, tmp_path, language):
    """Copy pressed on Ana Reyes's link reads "Copied" for a moment.  Alt and Copy's letter, pressed
    at once, went to the shared address's Copy, the only one left with the letter, and copied that
    address over her link.  "Copied" keeps the letter: the key goes among the two Copy buttons as
    it does while both read Copy (the focus to the other one), and her link stays on the clipboard."""
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
        dialog.start_button.click()
        qtbot.waitUntil(lambda: share.running and dialog.revoke_button.isEnabled(), timeout=10_000)
        letter = mnemonic(dialog.address.copy_button.text())
        dialog.players.issue(ana)  # the focus on her Copy
        copy = dialog.players.rows[ana].address.copy_button
        assert QApplication.focusWidget() is copy
        qtbot.keyClick(copy, Qt.Key.Key_Space)
        link = share.url(services.player_links.links()[ana])
        clipboard = QApplication.clipboard()
        assert clipboard.text() == link
        press_alt(qtbot, letter)
        qtbot.wait(300)  # a button pressed by its letter acts after a short animation
        assert clipboard.text() == link, "the shared address copied over her link"
        assert mnemonic(copy.text()) == letter  # "Copied", its letter underlined as Copy's
        assert QApplication.focusWidget() is dialog.address.copy_button  # the other Copy, not pressed
        assert dialog.address.copy_button.text() == copy_text(language)
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
