"""The Ammunition dock on a 1366×768 laptop (issue 40): in Russian its stock table cut the Fire cell
("Выстр…") and a weapon's name ("Револь…"), measured in the application's 9 pt where the table
draws in the theme's 11 pt; in Spanish the second row of its buttons lay half hidden under the
view's bottom edge, an empty band of table above them.  Now every cell reads whole, the table is as
tall as its rows, and the weapons and every button under them are in view as the dock comes to the
front."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QTableWidget

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, in_view  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def cut_cells(table: QTableWidget) -> list[str]:
    """The cells whose text does not fit their column, wrapped at its spaces, in the font drawn."""
    bad = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if table.isColumnHidden(column) or item is None or not item.text().strip():
                continue
            font = item.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            text = item.text()
            words = text.split()
            needed = metrics.horizontalAdvance(text.rstrip()) if len(words) == 1 else max(
                metrics.horizontalAdvance(w) for w in words)
            if needed + 6 > table.columnWidth(column):
                bad.append(f"{text.strip()!r}: {table.columnWidth(column)} px where {needed + 6} are needed")
    return bad


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_ammunition_dock_reads_whole_on_a_laptop(qtbot, tmp_path, demos, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["afmbe-norms"], LAPTOP)
    try:
        dock = window.docks["ammoDock"]
        go_to(dock)
        settle()
        armed = [c for c in window.services.characters.characters() if c.kind == "pc"]
        for character in armed:
            window.selection.select_character(character.id)
            settle()
            table = dock.table
            assert table.rowCount() >= 1, character.name
            assert cut_cells(table) == [], character.name
            shown = sum(table.rowHeight(r) for r in range(table.rowCount()))
            room = table.viewport().height()
            assert room >= shown, f"{character.name}: rows of {shown} px in {room}"
            assert in_view(dock, table), character.name
            hidden = [b.text() for b in dock.buttons.values() if not in_view(dock, b)]
            assert hidden == [], f"{character.name}: {hidden} out of view"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
