"""Issue 44: Ctrl+Z inside Session → Share player view (Ctrl+Shift+L) undid the window's last action
and the dialog said nothing of it (its words went to the status bar, behind the dialog).  Now the
dialog's own line says it: Space on Ana's Revoke, Ctrl+Z: "Undone: Phone link for Ana revoked", her
link back in her row; Ctrl+Y: "Redone: …", her row revoked again; a link given to Ben, Ctrl+Z: his
link gone from his row, the line says so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys

NO_LINK = "No link: this player sees nothing of their own."


def test_ctrl_z_and_ctrl_y_in_the_share_dialog_say_there_what_they_did(qtbot, tmp_path):
    def party(services):
        services.campaign.execute(CreateCharacter("Ana", "pc"))
        services.campaign.execute(CreateCharacter("Ben", "pc"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    ana, ben = (int(c.id) for c in services.characters.characters())
    assert services.player_links.issue(ana)
    dialog = window.player.share_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    activate(qtbot, dialog)
    message = dialog.message
    assert message.isHidden()
    keys = Keys(qtbot)
    dialog.players.rows[ana].revoke_button.setFocus()
    keys.key(Qt.Key.Key_Space)  # Revoke
    assert ana not in services.player_links.links() and message.isHidden()
    keys.key(Qt.Key.Key_Z, CTRL)
    assert message.isVisible() and message.text() == "Undone: Phone link for Ana revoked"
    assert ana in services.player_links.links() and dialog.players.rows[ana].revoke_button.isVisible()
    keys.key(Qt.Key.Key_Y, CTRL)
    assert message.text() == "Redone: Phone link for Ana revoked"
    assert ana not in services.player_links.links() and dialog.players.rows[ana].revoke_button.isHidden()
    dialog.players.rows[ben].issue_button.setFocus()
    keys.key(Qt.Key.Key_Space)  # Give a phone link: a new action, the last step's words go
    assert ben in services.player_links.links() and message.isHidden()
    keys.key(Qt.Key.Key_Z, CTRL)
    assert message.text() == "Undone: Phone link for Ben"
    row = dialog.players.rows[ben]
    assert ben not in services.player_links.links() and row.address.text() == NO_LINK and row.revoke_button.isHidden()
    assert dialog.isVisible()
    dialog.close()
