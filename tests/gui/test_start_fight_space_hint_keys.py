"""The Start-fight dialog's hint offered Space for ticking while the focus was in the name, where
Space types a space: now the hint says Space ticks in the list while the focus is elsewhere, and
offers it as the key to press once Tab has brought the focus to the list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_start_fight_ticks import party, ticks
from ui.dialogs.fight_dialogs import RosterDialog

AWAY = ("Who fights: the players' characters are ticked; Ctrl+A everyone who can fight; Up and Down move, "
        "in the name too; in the list, Space ticks another:")
ON_LIST = ("Who fights: the players' characters are ticked; Space ticks another (a zombie, a stranger), Ctrl+A "
           "everyone who can fight; Up and Down move, in the name too:")


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_space_in_the_name_types_and_the_hint_offers_space_only_on_the_list(qtbot, tmp_path, code):
    from ui.i18n import set_language

    seen: dict[str, object] = {}

    def by_keys(dialog: RosterDialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)  # from who fights back to the name
        seen["name_hint"] = dialog.hint.text()
        qtbot.keyClicks(dialog.name, "Old mill")  # the space is typed: a name of two words
        seen["name"] = dialog.name.text()
        seen["typed"] = ticks(dialog)
        qtbot.keyClick(dialog.name, Qt.Key.Key_Down)  # the list, the focus with it
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Down)  # on Shambler 1
        seen["list_hint"] = dialog.hint.text()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
        seen["after"] = ticks(dialog)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)  # back to the name
        seen["back_hint"] = dialog.hint.text()
        dialog.reject()

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under", before=party)
        when_dialog_opens(by_keys)
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_F, CTRL | SHIFT)
        qtbot.waitUntil(lambda: "back_hint" in seen)
        away = QCoreApplication.translate("RosterDialog", AWAY)
        on_list = QCoreApplication.translate("RosterDialog", ON_LIST)
        assert away != AWAY or code == "en"  # translated
        assert seen["name_hint"] == away and seen["back_hint"] == away
        assert seen["list_hint"] == on_list
        assert seen["name"] == "Old mill"
        assert seen["typed"] == {"Kit": True, "Dov": True, "Shambler 1": False, "Shambler 2": False}
        assert seen["after"] == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": False}
    finally:
        set_language("en")
