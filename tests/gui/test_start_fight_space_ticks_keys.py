"""The Start-fight dialog (Ctrl+Shift+F) on a first night at 1366×768 (issue 40): the GM pressed
Space to tick a fighter and the space went into the fight's name, where the focus started.  Now the
dialog opens on who fights, its current row shown: Space ticks and unticks the current fighter, Down
moves, Enter starts the fight; the name is reached by Tab or by its Alt letter.  In English, Russian
and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.mnemonics import mnemonic, shared
from tests.gui.test_start_fight_ticks import party, ticks
from ui.dialogs.fight_dialogs import RosterDialog


@pytest.mark.qt_log_ignore("keyToAscii Unhandled key code")  # Alt+Н: the test's keyboard is Latin
@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_space_ticks_the_current_fighter_and_enter_starts(qtbot, tmp_path, code):
    from ui.i18n import set_language

    seen: dict[str, object] = {}

    def by_keys(dialog: RosterDialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        seen["focus"] = dialog.focusWidget() is dialog.list
        seen["current"] = dialog.list.currentItem().text().split(" — ")[0] if dialog.list.currentItem() else None
        seen["shown"] = dialog.list.currentItem() is not None and dialog.list.currentItem().isSelected()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # Kit unticked
        seen["untick"] = ticks(dialog)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # and ticked again
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space):  # Shambler 1 ticked
            qtbot.keyClick(dialog.focusWidget(), key)
        seen["ticked"] = ticks(dialog)
        seen["name"] = dialog.name.text()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)  # Shift+Tab: the name, above the list
        seen["tab"] = dialog.focusWidget() is dialog.name
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        letter = mnemonic(next(lb.text() for lb in dialog.findChildren(type(dialog.hint)) if lb.buddy() is dialog.name))
        seen["shared"] = shared(dialog)
        key = QKeySequence(f"Alt+{letter.upper()}")[0].key()  # Alt+N, Alt+Н: the name
        Keys(qtbot).key(key, ALT)
        seen["alt"] = dialog.focusWidget() is dialog.name
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        Keys(qtbot).key(Qt.Key.Key_N, ALT)  # the README's Alt+N, on a Latin keyboard, in every language
        seen["latin"] = dialog.focusWidget() is dialog.name
        qtbot.keyClicks(dialog.name, "Old mill")  # a space typed in the name is the name's
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # back to the list
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # Enter starts

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under", before=party)
        window.resize(1366, 768)
        when_dialog_opens(by_keys)
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_F, CTRL | SHIFT)
        qtbot.waitUntil(lambda: window.services.initiative.encounter() is not None)
        assert seen["focus"] and seen["current"] == "Kit" and seen["shown"]
        assert seen["untick"] == {"Kit": False, "Dov": True, "Shambler 1": False, "Shambler 2": False}
        assert seen["ticked"] == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": False}
        assert seen["name"] == ""  # no space typed into the name
        assert seen["tab"] and seen["alt"] and seen["latin"] and seen["shared"] == []
        fight = window.services.initiative.encounter()
        assert fight.name == "Old mill"
        ids = {c.character_id for c in window.services.initiative.combatants(fight.id)}
        names = {c.name for c in window.services.characters.characters() if c.id in ids}
        assert names == {"Kit", "Dov", "Shambler 1"}
    finally:
        set_language("en")
