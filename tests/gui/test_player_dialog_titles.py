"""The players' side's dialogs at 1366×768 in English, Russian and Spanish: each title shown whole
in its title bar, beside the window's icon and its three buttons (a typical window manager's are 28
px each), where "Which player?" was a 200 px question whose Russian title was cut."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import campaign_window
from ui import i18n

#: a title bar's icon and minimize, maximize and close buttons, and its margins
CONTROLS = 4 * 28 + 16


def room(dialog) -> int:
    font = QFont(QApplication.font())
    font.setBold(True)  # most window managers write titles in bold
    return QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + CONTROLS


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_every_title_on_the_players_side_is_whole(qtbot, tmp_path, code):
    from ui.dialogs.handouts_dialog import HandoutsDialog, TextHandoutDialog
    from ui.dialogs.share_dialog import ShareDialog

    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    assert i18n.set_language(code)
    try:
        share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
        handouts = HandoutsDialog(services, window)
        dialogs = [ShareDialog(share, window, services), handouts, TextHandoutDialog(window),
                   handouts.player_question(["Ana", "Ben"])]
        cut = []
        for dialog in dialogs:
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            QApplication.processEvents()
            if dialog.width() < room(dialog):
                cut.append(f"{dialog.windowTitle()!r}: {dialog.width()} px for {room(dialog)}")
            assert dialog.width() <= 1366
            dialog.close()
        assert not cut, cut
    finally:
        i18n.set_language("en")
