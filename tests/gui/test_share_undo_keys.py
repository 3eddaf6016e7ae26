"""Inside Session → Share player view (Ctrl+Shift+L): Ctrl+Z took a player's Revoke back only once
the dialog was closed (nothing happened in it, no message).  Now Ctrl+Z and Ctrl+Shift+Z undo and
redo there as in the window and in Session → Handouts, the player's row following at once: her link
back, Revoke shown again; revoked again.  In Russian, by keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import i18n

#: a revoked player's row says so, and how to give a new link (not "No link", as for one never given one)
REVOKED = ("Ссылка отозвана: по старой ссылке этот игрок больше ничего не видит; "
           "«Дать ссылку для телефона» создаст новую.")


@pytest.fixture
def russian():
    assert i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_ctrl_z_in_the_share_dialog_takes_a_revoke_back_and_ctrl_shift_z_does_it_again(qtbot, tmp_path, russian):
    window = campaign_window(qtbot, tmp_path, "twdu", before=lambda s: s.campaign.execute(CreateCharacter("Ana", "pc")))
    services = window.services
    ana = next(int(c.id) for c in services.characters.characters())
    assert services.player_links.issue(ana)
    token = services.player_links.links()[ana]
    dialog = window.player.share_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    activate(qtbot, dialog)
    row = dialog.players.rows[ana]
    assert row.revoke_button.isVisible()
    row.revoke_button.setFocus()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Space)  # «Отозвать»
    assert ana not in services.player_links.links()
    row = dialog.players.rows[ana]
    assert row.address.text() == REVOKED and row.revoke_button.isHidden()
    assert QApplication.activeModalWidget() in (None, dialog) and dialog.isVisible()
    keys.key(Qt.Key.Key_Z, CTRL)  # taken back from inside the dialog
    assert services.player_links.links().get(ana) == token  # the same link works again
    row = dialog.players.rows[ana]
    assert row.revoke_button.isVisible() and row.address.text() != REVOKED  # the row at once
    keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone
    assert ana not in services.player_links.links()
    assert dialog.players.rows[ana].address.text() == REVOKED
    assert dialog.isVisible()
    dialog.close()
