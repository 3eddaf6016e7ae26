"""The sheet's tables show their headings whole in every language: the twdu Gear tab's weapons
table read "нус снаряжен" (ru) and "ficación de eq" (es) for "Gear bonus", its columns shared
equally whatever their headings' length."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QTabWidget

from tests.gui.helpers import campaign_window
from ui.dialogs.sheet_dialog import SheetDialog
from ui.widgets.wrap_header import WrapHeader


def cut_headings(table) -> list[str]:
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    out = []
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        text = table.horizontalHeaderItem(column).text()
        if isinstance(header, WrapHeader):  # a heading that wraps: whole on its two lines
            if not header.is_whole(column):
                out.append(text)
            continue
        room = header.sectionSize(column) - 2 * margin
        if metrics.elidedText(text, Qt.TextElideMode.ElideRight, room) != text:
            out.append(text)
    return out


@pytest.mark.parametrize("code", ["ru", "es", "en"])
def test_no_heading_of_the_gear_tab_s_tables_is_cut(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "twdu")
        window.resize(1366, 768)
        dialog = SheetDialog(window.services, None, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tabs = dialog.findChild(QTabWidget)
        for editor in dialog.tables:
            page = next(i for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(editor))
            tabs.setCurrentIndex(page)
            editor.add_row({})
            qtbot.waitUntil(editor.table.isVisible)
            qtbot.wait(10)
            assert cut_headings(editor.table) == [], (editor.spec.key, cut_headings(editor.table))
            assert editor.table.horizontalScrollBar().maximum() == 0 or editor.table.width() < 400
    finally:
        set_language("en")
