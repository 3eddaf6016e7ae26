"""The Start-fight hint says "Ctrl+A everyone who can fight", and the focus was in the name: with
a name typed there, Ctrl+A selected the name and ticked no one.  Ctrl+A in the name ticks everyone
who can fight, the name typed or not, and the name stays as typed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.gui.test_start_fight_ticks import party, ticks
from ui.dialogs.fight_dialogs import RosterDialog


def test_ctrl_a_in_the_name_ticks_everyone_after_a_name_is_typed(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=party)
    dialog = RosterDialog(window.services.characters.characters(), parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setFocus()  # Tab or Alt+N from who fights
    qtbot.waitUntil(dialog.name.hasFocus)
    qtbot.keyClicks(dialog.name, "Hospital lobby")
    qtbot.keyClick(dialog.name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert ticks(dialog) == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": True}
    assert dialog.name.text() == "Hospital lobby" and not dialog.name.hasSelectedText()
    qtbot.keyClicks(dialog.name, "!")  # the name was not selected: typing goes on after it
    assert dialog.name.text() == "Hospital lobby!"
