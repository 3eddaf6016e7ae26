"""A letter several players' buttons share goes from one to the next top to bottom, from where the
focus is.  A Spanish GM gave Ana her link (the focus then on her Copy) and Alt+M reached Mia, the
last player, before Ben; in Russian Alt+Д, Alt+Д, Space gave Ben his link when Mia's was meant.
With three players, by keys, in English, Russian and Spanish: the letter of "Give a phone link"
goes Ana, Ben, Mia, Ana; Ana's link given, from her Copy it goes Ben, Mia, and back to Ben, and
Space gives Mia hers; from Mia's Copy the letter of Revoke goes to her Revoke under it, then back
up to Ana's.  The README's
English Alt+G does the same in Russian and Spanish, Ana's row made again by her new name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from app.services.character_commands import EditCharacter
from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog

IGNORED = ("This plugin does not support", "keyToAscii Unhandled key code")


def press_alt(qtbot, letter: str) -> None:
    """Alt and ``letter`` where the focus is."""
    key = QKeySequence(f"Alt+{letter.upper()}")[0].key()
    qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)


def opened(qtbot, tmp_path, language: str, names=("Ana", "Ben", "Mia")):  # noqa: ANN201
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ids = [int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"]) for n in names]
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    assert i18n.set_language(language)
    dialog = ShareDialog(share, window, services=services)
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    dialog.show()
    activate(qtbot, dialog)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: share.running and dialog.revoke_button.isEnabled(), timeout=10_000)
    return services, share, dialog, ids


@pytest.mark.qt_log_ignore(*IGNORED)
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_shared_letter_goes_down_the_players_from_the_focus(qtbot, tmp_path, language):
    try:
        services, share, dialog, (ana, ben, mia) = opened(qtbot, tmp_path, language)
        rows = dialog.players.rows
        give = mnemonic(rows[ana].issue_button.text())
        assert give and all(mnemonic(rows[c].issue_button.text()) == give for c in (ben, mia))
        dialog.players.setFocus()  # the top of the players' list
        for cid in (ana, ben, mia, ana):
            press_alt(qtbot, give)
            assert QApplication.focusWidget() is rows[cid].issue_button, (language, cid)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ana}
        assert QApplication.focusWidget() is rows[ana].address.copy_button  # her link's Copy
        for cid in (ben, mia, ben, mia):  # her button reads New link now: the letter is Ben's and Mia's
            press_alt(qtbot, give)
            assert QApplication.focusWidget() is rows[cid].issue_button, (language, cid)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ana, mia}  # Mia's link, not Ben's
        assert QApplication.focusWidget() is rows[mia].address.copy_button
        revoke = mnemonic(rows[ana].revoke_button.text())
        for cid in (mia, ana, mia):  # from Mia's Copy: her Revoke just under it, then back to the top
            press_alt(qtbot, revoke)
            assert QApplication.focusWidget() is rows[cid].revoke_button, (language, cid)
        assert set(services.player_links.links()) == {ana, mia}  # moved to, not pressed
        dialog.close()
    finally:
        i18n.set_language("en")
        release()


@pytest.mark.qt_log_ignore(*IGNORED)
@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_readme_s_alt_g_goes_down_the_players_too(qtbot, tmp_path, language):
    """Ana renamed: her row is made again, last of the dialog's children though first on screen."""
    try:
        services, share, dialog, (ana, ben, mia) = opened(qtbot, tmp_path, language)
        services.campaign.execute(EditCharacter(ana, name="Ana Reyes"))
        rows = dialog.players.rows
        assert rows[ana].name.text() == "<b>Ana Reyes</b>"
        qtbot.waitUntil(lambda: rows[ana].isVisible() and rows[ana].height() > 50)  # shown and laid out anew
        assert rows[ana].y() < rows[ben].y() < rows[mia].y()
        assert "g" in dialog.english_keys.keys  # the translation underlines no g
        dialog.address.view.setFocus()
        for cid in (ana, ben, mia, ana):
            press_alt(qtbot, "g")
            assert QApplication.focusWidget() is rows[cid].issue_button, (language, cid)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert QApplication.focusWidget() is rows[ana].address.copy_button
        for cid in (ben, mia):
            press_alt(qtbot, "g")
            assert QApplication.focusWidget() is rows[cid].issue_button, (language, cid)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ana, mia}
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
