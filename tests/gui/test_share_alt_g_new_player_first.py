"""The share dialog (Ctrl+Shift+L): with Ana's link revoked and Ben a new player character, Alt+G
then Space gave Ana a new link, the first "Give a phone link" in the list, though the GM had cut her
off on purpose.  Alt+G goes first to a player never given a link (Ben); Ana stays revoked until the
GM goes on to her.  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.mnemonics import mnemonic
from tests.gui.test_share_letter_order import IGNORED, opened, press_alt
from ui import i18n
from ui.async_loop import release


@pytest.mark.qt_log_ignore(*IGNORED)
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_alt_g_goes_to_the_new_player_before_the_revoked_one(qtbot, tmp_path, language):
    try:
        services, _share, dialog, (ana, ben) = opened(qtbot, tmp_path, language, names=("Ana", "Ben"))
        assert services.player_links.issue(ana) and services.player_links.revoke(ana)
        assert services.player_links.revoked_players() == {ana}
        rows = dialog.players.rows
        give = mnemonic(rows[ben].issue_button.text())
        assert give == mnemonic(rows[ana].issue_button.text())  # both read "Give a phone link"
        dialog.interface.setFocus()  # a field above the players' list
        press_alt(qtbot, give)
        assert QApplication.focusWidget() is rows[ben].issue_button
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ben}  # Ana still revoked
        press_alt(qtbot, give)  # on to her only when the GM presses it again
        assert QApplication.focusWidget() is rows[ana].issue_button
        assert set(services.player_links.links()) == {ben}
        dialog.close()
    finally:
        i18n.set_language("en")
        release()


@pytest.mark.qt_log_ignore(*IGNORED)
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_revoked_player_reads_revoked_not_never_given(qtbot, tmp_path, language):
    """After a revoke the row read "No link: this player sees nothing of their own", as for a player never
    given one: a GM could not tell whom he had cut off."""
    try:
        services, _share, dialog, (ana, ben) = opened(qtbot, tmp_path, language, names=("Ana", "Ben"))
        assert services.player_links.issue(ana) and services.player_links.revoke(ana)
        rows = dialog.players.rows
        revoked, never = rows[ana].address.text(), rows[ben].address.text()
        assert revoked != never
        assert revoked == dialog.players.rows[ana].tr(
            "Link revoked: the old link shows this player nothing now; Give a phone link makes a new one.")
        assert "{" not in revoked and (language == "en" or "revoked" not in revoked)  # in the GM's language
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
