"""The character sheet (F2) by keys: every button of its pages (a table's Add and Remove, the Gear
page's among them) has an underlined letter in every language, shared with nothing else shown, and
Alt with it presses the button (Alt+A on the grid game's Gear page once did nothing)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from tests.gui.helpers import activate
from tests.gui.mnemonics import mnemonic, shared
from tests.gui.sheet_languages import sheets_in_each_language
from ui.widgets.table_editor import TableEditor


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("ruleset", ["twdu", "afmbe", "d10under", "gridlimbs"])
def test_every_button_of_the_sheet_s_pages_has_a_letter_that_presses_it(qtbot, tmp_path, ruleset):
    """One window a ruleset, the sheet in each language (tests/gui/sheet_languages.py)."""
    with sheets_in_each_language(qtbot, tmp_path, ruleset) as sheets:
        for language, dialog, tabs in sheets:
            tables = 0
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                page = tabs.widget(index)
                missing = [b.text() for b in page.findChildren(QPushButton) if mnemonic(b.text()) is None]
                assert missing == [], (language, tabs.tabText(index), missing)
                assert shared(dialog) == [], language
                for editor in page.findChildren(TableEditor):
                    tables += 1
                    rows = editor.table.rowCount()
                    activate(qtbot, dialog)
                    letter = mnemonic(editor.add_button.text()).upper()
                    qtbot.keyClick(dialog, QKeySequence(f"Alt+{letter}")[0].key(), Qt.KeyboardModifier.AltModifier)
                    # an animated click
                    qtbot.waitUntil(lambda e=editor, n=rows: e.table.rowCount() == n + 1, timeout=2000)
            if ruleset == "gridlimbs":
                assert tables >= 1, language  # the Gear page's weapons found
