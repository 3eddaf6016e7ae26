"""A twdu duel the walker starts against Ben (a PC), by keys: the headline under "Roll for: Walker"
said "Wins the duel, 1 against 0: 1 damage", the walker's side.  Ben pushed his side and won, and the
headline, still under the walker's roll, said "Wins the duel, 2 against 1: 1 damage": Ben's side in
the same words, so the walker seemed to win again.  Now the headline keeps the walker's side before
and after the push, naming both sides ("Walker loses the duel to Ben, 1 against 2: takes 1 damage"; it
said "Loses the duel, …" beside the log's "Ben: Push the roll … Wins the duel", whose subject was
Ben), beside the offer of the damage to the walker; Ben's line in the log is said from his side, as
his push is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import tab_to
from tests.gui.test_fight_by_keys import lines
from tests.gui.test_twdu_defender_push_keys import _duel, _offers


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_headline_keeps_the_attackers_side_after_the_defenders_push(qtbot, tmp_path):
    window, dock, _who = _duel(qtbot, tmp_path, "6 2 3 2 3 4")  # the walker 1 success, Ben none
    headline = dock.result_view.result_label
    assert dock.character_combo.currentText() == "Walker"
    assert headline.text() == "Wins the duel, 1 against 0: 1 damage"
    push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
    qtbot.waitUntil(push.isVisible)
    tab_to(qtbot, push)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)  # Ben's push: his dice asked for
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 6 2 3")  # Ben: two successes now
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lines(window)[-1].startswith("Ben: Push the roll"))
    assert dock.character_combo.currentText() == "Walker"  # still the walker's roll on screen
    # naming both: the log's last line is Ben's, from his side ("Walker loses the duel", not "Loses the duel")
    assert headline.text() == "Walker loses the duel to Ben, 1 against 2: takes 1 damage", headline.text()
    assert "Apply 1 damage to Walker (weapon damage 1, no extra success)" in _offers(dock)
    assert "Wins the duel, 2 against 1: 1 damage" in lines(window)[-1]  # Ben's line, from his side
