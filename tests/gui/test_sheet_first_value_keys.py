"""A new character by keys: from the name, Tab to the kind, Tab to the first value of the page (the
page's tabs are not a stop of their own: Ctrl+Tab turns them), its value selected, so "Ana, Tab,
Tab, 4, Enter" is Ana with Strength 4."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_evenings_by_keys import TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines


def test_two_tabs_from_the_name_reach_the_first_value_and_ctrl_tab_the_next_page(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    assert QApplication.focusWidget() is window.docks["charactersDock"].tree
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", TAB, "3", (Qt.Key.Key_Tab, CTRL), "2")
    assert lines(window)[-1] == "Ana joins the campaign"
    ana = window.services.characters.characters()[-1]
    assert (ana.sheet["strength"], ana.sheet["agility"], ana.sheet["close_combat"]) == (4, 3, 2)
    assert keys.presses == 12 and keys.clicks == 0  # Ins, Ana, Tab, Tab, 4, Tab, 3, Ctrl+Tab, 2, Enter
