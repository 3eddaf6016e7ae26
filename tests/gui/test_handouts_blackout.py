"""The handouts window during a blackout: with the players' screen black (B, pressed in the window
or in the dialog) it does not say "The room sees: Note from the mill" but that the room and the
phones see black, and what they will see when the blackout ends; B again brings the usual lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui import i18n

LINES = {
    "en": ("The room sees: Note from the mill", "The room and every phone see: black (blackout)",
           "When the blackout ends: the room sees Note from the mill, every phone nothing"),
    "ru": ("В комнате видят: Note from the mill", "В комнате и на всех телефонах: чёрный экран (затемнение)",
           "Когда затемнение снимут: в комнате увидят Note from the mill, на всех телефонах — ничего"),
    "es": ("La sala ve: Note from the mill", "La sala y todos los teléfonos ven: pantalla negra (oscurecida)",
           "Al quitar el oscurecimiento: la sala verá Note from the mill; todos los teléfonos, nada"),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_handouts_window_says_the_room_sees_black_during_a_blackout(qtbot, tmp_path, code):
    window = campaign_window(qtbot, tmp_path, "twdu")
    try:
        assert i18n.set_language(code)
        window.retranslate()
        services = window.services
        assert services.handouts.add_text("Note from the mill", "Keep out.")
        assert services.handouts.show(int(services.handouts.handouts()[0].id), "room")
        share = window.player._share()  # the phones' share, made (not started) as Session → Share does
        dialog = window.player.handouts_dialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        seen, black, after = LINES[code]
        assert seen in dialog.where.text() and black not in dialog.where.text()
        qtbot.keyClick(dialog.list, Qt.Key.Key_B)  # the blackout's key, from the dialog
        assert window.player.act_blackout.isChecked() and share.blackout
        assert seen not in dialog.where.text(), dialog.where.text()
        assert dialog.where.text().splitlines()[:2] == [black, after]
        qtbot.keyClick(dialog.list, Qt.Key.Key_B)
        assert not window.player.act_blackout.isChecked() and not share.blackout
        assert seen in dialog.where.text() and black not in dialog.where.text()
        window.player.act_blackout.trigger()  # from the window's menu: the open dialog follows
        assert dialog.where.text().splitlines()[0] == black
        window.player.act_blackout.trigger()
        dialog.close()
    finally:
        i18n.set_language("en")
