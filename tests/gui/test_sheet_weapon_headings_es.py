"""The character sheet's weapons table at 1366×768 in Spanish shows every heading whole
(«Munición», not «Municio» cut at the table's edge): no table scrolls sideways, in every ruleset."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabWidget

from tests.gui.helpers import campaign_window
from tests.gui.test_sheet_table_headings import cut_headings
from ui.dialogs.sheet_dialog import SheetDialog


@pytest.mark.parametrize(("ruleset", "preset"), [("twdu", None), ("afmbe", "norms"), ("d10under", None),
                                                 ("gridlimbs", None)])
@pytest.mark.parametrize("code", ["es", "ru"])
def test_every_heading_of_a_filled_sheet_s_tables_is_whole(qtbot, tmp_path, code, ruleset, preset):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, ruleset, preset)
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Ana Reyes")
        character = services.characters.characters()[0]
        dialog = SheetDialog(services, character.id, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tabs = dialog.findChild(QTabWidget)
        for editor in dialog.tables:
            if tabs is not None:
                page = next(i for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(editor))
                tabs.setCurrentIndex(page)
            for _ in range(2):
                editor.add_row({})
            qtbot.waitUntil(editor.table.isVisible)
            qtbot.wait(30)
            assert cut_headings(editor.table) == [], (editor.spec.key, cut_headings(editor.table))
            assert editor.table.horizontalScrollBar().maximum() == 0, (editor.spec.key, "scrolls sideways")
    finally:
        set_language("en")
