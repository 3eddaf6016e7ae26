"""Start a fight (Ctrl+Shift+F) as a first-night GM did it: the dialog opens on who fights, and he
typed the fight's name straight away.  Each space of "Ambush at the mall" ticked or unticked the
current fighter and each letter jumped about the list (its type-ahead), and the fight started
nameless with the wrong fighters.  Now a character typed on the list (Space aside, which still
ticks) goes into the Name field, the focus with it, and the rest of the name follows; Enter there
starts the fight with the fighters that were ticked.  A line over the list's hint says so.  In English,
Russian (the name typed in Cyrillic) and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_start_fight_ticks import party, ticks
from ui.dialogs.fight_dialogs import RosterDialog

NAMES = {"en": "Ambush at the mall", "ru": "Засада у рынка", "es": "Emboscada en el centro comercial"}
SAYS = {"en": "type the fight's name at once", "ru": "наберите название боя сразу",
        "es": "escribe ya el nombre del combate"}


def type_text(keys: Keys, text: str) -> None:
    """``text`` typed one key at a time where the focus is (it may move as it goes); a letter the
    test's Latin keyboard has no key for comes as the key event a Russian layout gives, its text."""
    for char in text:
        if char.isascii():
            keys.type(char)
            continue
        target = keys.target()
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(target, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))
        keys.presses += 1
        QApplication.processEvents()


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_name_typed_on_the_list_goes_into_the_name_and_enter_starts(qtbot, tmp_path, code):
    from ui.i18n import set_language

    seen: dict[str, object] = {}
    keys = Keys(qtbot)

    def by_keys(dialog: RosterDialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        seen["hint"] = dialog.typing_hint.text() if dialog.typing_hint.isVisible() else ""
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space):  # Shambler 1 ticked
            keys.key(key)
        seen["ticked"] = ticks(dialog)
        type_text(keys, NAMES[code])
        seen["typed"] = ticks(dialog)
        seen["row"] = dialog.list.currentItem().text().split(" — ")[0]
        seen["focus"] = dialog.focusWidget() is dialog.name
        seen["name"] = dialog.name.text()
        # Down from the name moves to the list's next row (issues 40/41: the focus stayed in the name,
        # and Space then typed a space into it instead of ticking the row the cursor was on)
        keys.key(Qt.Key.Key_Down)
        keys.key(Qt.Key.Key_Space)  # Shambler 2 ticked
        seen["down"] = (dialog.list.currentItem().text().split(" — ")[0], ticks(dialog), dialog.name.text())
        keys.key(Qt.Key.Key_Space)  # and unticked again
        keys.key(Qt.Key.Key_Return)  # Enter starts

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under", before=party)
        window.resize(1366, 768)
        when_dialog_opens(by_keys)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_F, CTRL | SHIFT)
        qtbot.waitUntil(lambda: window.services.initiative.encounter() is not None)
        assert seen["ticked"] == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": False}
        assert seen["typed"] == seen["ticked"]  # no space of the name ticked or unticked anyone
        assert seen["row"] == "Shambler 1"  # no letter of it moved about the list
        assert seen["focus"] and seen["name"] == NAMES[code]
        assert seen["down"] == (
            "Shambler 2", {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": True}, NAMES[code])
        fight = window.services.initiative.encounter()
        assert fight.name == NAMES[code]
        ids = {c.character_id for c in window.services.initiative.combatants(fight.id)}
        names = {c.name for c in window.services.characters.characters() if c.id in ids}
        assert names == {"Kit", "Dov", "Shambler 1"}
        assert SAYS[code] in str(seen["hint"]), seen["hint"]
    finally:
        set_language("en")
