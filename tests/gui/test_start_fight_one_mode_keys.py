"""The Start-fight dialog in All Flesh Must Be Eaten (both presets, English, Russian, Spanish): the
ruleset rolls initiative one way, and the dialog showed it in a box that Tab passed by (Name, then
"Roll initiative again every round"), so the GM could not reach what looked like a choice.  A single
way is now said in words beside "Initiative" (its note as the tooltip), with no box.  Tab goes in
reading order: the name, who fights (where the focus starts), the re-roll box, OK; it went from the
name past the list (where a name typed on the list takes the focus), and Space there ticks the
fighter (in the name it types a space)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
SHIFT, NONE = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier
MODE = {"norms": "Instigators first, then d10 + Dexterity + Fast Reaction Time",
        "unisystem": "d10 + Dexterity + Fast Reaction Time"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_one_way_to_roll_initiative_is_said_in_words_and_tab_goes_on(qtbot, tmp_path, code, preset):
    from ui.i18n import set_language

    seen: dict[str, object] = {}

    def look(dialog):  # noqa: ANN001, ANN202
        seen["boxes"] = [b.objectName() for b in dialog.findChildren(QComboBox) if b.isVisible()]
        seen["text"] = dialog.mode_text.text() if dialog.mode_text.isVisible() else None
        activate(qtbot, dialog)
        chain = [dialog.focusWidget().objectName()]
        # Shift+Tab to the name (a name typed on the list goes there), then Tab on: it went from the
        # name past the list to the re-roll box and OK
        for modifiers in (SHIFT, NONE, NONE, NONE):
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, modifiers)
            focus = dialog.focusWidget()
            ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            chain.append("OK" if focus is ok else focus.objectName())
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)  # back on the list
        ticked = dialog.list.currentItem().checkState()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # Space there ticks the fighter
        seen["space"] = (ticked, dialog.list.currentItem().checkState(), dialog.name.text())
        seen["chain"] = chain
        dialog.reject()

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", preset)
        assert window.services.characters.create("Dana", "pc", {"dex": 3})
        activate(qtbot, window)
        when_dialog_opens(look)
        qtbot.keyClick(window, Qt.Key.Key_F, CTRL_SHIFT)
        qtbot.waitUntil(lambda: "chain" in seen)
        assert seen["boxes"] == []  # no box that offers no choice
        assert seen["text"] == QCoreApplication.translate("rules", MODE[preset])
        assert seen["chain"] == ["rosterList", "fightName", "rosterList", "fightReroll", "OK"]
        assert seen["space"] == (Qt.CheckState.Checked, Qt.CheckState.Unchecked, "")
    finally:
        set_language("en")
