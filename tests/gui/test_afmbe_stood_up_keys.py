"""AFMBE unisystem (issue 41): Dana at −1 Life Points owes the check to stay up; Ctrl+Shift+K, the
table's 8 typed, Enter: passed — and the roster still read "Stunned, on the ground".  A passed check
puts her back on her feet (§4.6.1 "volver a ponerse en pie"): the row says she is badly wounded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_checks_by_keys import CHECKS
from tests.gui.test_afmbe_dice_reach import ids, row_conditions
from tests.gui.test_characters_dock import damage_with_keyboard, last_log_line


def test_a_passed_check_to_stay_up_takes_her_off_the_ground(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    assert window.services.characters.create("Dana", "pc", {"str": 2, "con": 3, "wil": 3})
    dana = ids(window)["Dana"]
    roster = window.docks["charactersDock"]
    roster.select(dana)
    damage_with_keyboard(qtbot, window, 31)  # 30 Life Points: −1
    assert "down" in row_conditions(window, dana)
    when_dialog_opens(lambda dialog: qtbot.keyClick(dialog.list, Qt.Key.Key_Return))
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    dice = window.docks["diceDock"]
    qtbot.waitUntil(dice.faces_edit.hasFocus)
    qtbot.keyClicks(dice.faces_edit, "8")
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Return)
    assert "passed" in last_log_line(window)
    conditions = row_conditions(window, dana)
    assert "down" not in conditions, conditions
    assert "badly_wounded" in conditions
