"""With several players Alt+G moves the focus to the next "Give a phone link" and Space gives it;
with one player left without a link, Alt+G gave that link at once and put the focus on its Copy,
so the GM's next Space copied it.  The same key does the same thing: Alt+G only goes to the last
button, Space gives the link.  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.mnemonics import mnemonic
from tests.gui.test_share_letter_order import IGNORED, opened, press_alt
from ui import i18n
from ui.async_loop import release


@pytest.mark.qt_log_ignore(*IGNORED)
@pytest.mark.parametrize(("language", "english"), [("en", True), ("ru", False), ("ru", True), ("es", False),
                                                   ("es", True)])
def test_alt_g_on_the_last_player_only_moves_the_focus(qtbot, tmp_path, language, english):
    """``english``: the README's Alt+G (Latin layout), else the translation's own letter."""
    try:
        services, _share, dialog, (ana, ben) = opened(qtbot, tmp_path, language, names=("Ana", "Ben"))
        rows = dialog.players.rows
        give = "g" if english else mnemonic(rows[ana].issue_button.text())
        dialog.players.setFocus()
        press_alt(qtbot, give)
        assert QApplication.focusWidget() is rows[ana].issue_button
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ana}
        assert QApplication.focusWidget() is rows[ana].address.copy_button
        press_alt(qtbot, give)  # Ben's is the only "Give a phone link" left
        assert QApplication.focusWidget() is rows[ben].issue_button
        assert set(services.player_links.links()) == {ana}  # moved to, not given
        press_alt(qtbot, give)  # again: it stays there, still not given
        assert QApplication.focusWidget() is rows[ben].issue_button
        assert set(services.player_links.links()) == {ana}
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        assert set(services.player_links.links()) == {ana, ben}
        assert QApplication.focusWidget() is rows[ben].address.copy_button
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
