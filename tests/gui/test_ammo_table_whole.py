"""The ammunition dock's tables do not scroll sideways on a 1366×768 laptop, in English, Russian and
Spanish, in the normal and the F11 layout: every demo's PCs with firearms, each shown in turn; the
weapon's name, what is left, the spare and the status read whole (wrapped, not cut), and Fire is in
sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableWidget

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import DEMOS, demos, in_view, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def cut_cells(table: QTableWidget) -> list[str]:
    """The table's cells whose text does not fit their cell, and a table that scrolls sideways."""
    bad = []
    if table.horizontalScrollBar().maximum() > 0:
        widths = [table.columnWidth(c) for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        texts = [[table.item(r, c).text() for c in range(table.columnCount()) if table.item(r, c)]
                 for r in range(table.rowCount())]
        bad.append(f"{table.objectName()} scrolls sideways: columns {widths} in {table.viewport().width()} px {texts}")
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            if table.isColumnHidden(column):  # not shown (an empty column, or Fire: see below)
                continue
            item = table.item(row, column)
            if item is None or not item.text().strip():
                continue
            rect = table.visualItemRect(item)
            font = item.data(Qt.ItemDataRole.FontRole)  # drawn in its own font, else the table's (the theme's 11 pt)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            flags = int(Qt.AlignmentFlag.AlignLeft) | (int(Qt.TextFlag.TextWordWrap) if table.wordWrap() else 0)
            text = item.text().strip()  # the Fire cell's padding is its look, not its words
            need = metrics.boundingRect(0, 0, max(1, rect.width() - 6), 10_000, flags, text)
            if need.width() > rect.width() - 6 or need.height() > rect.height():
                bad.append(f"{table.objectName()} {text!r} cut: {need.size().toTuple()} in {rect.size().toTuple()}")
    return bad


def tables_cut(window, dock, armed, layout: str) -> list[str]:  # noqa: ANN001
    """What the ammunition table cuts for each armed PC shown in turn, and a Fire out of view."""
    problems = []
    for person in armed:
        window.selection.select_character(person.id)
        settle()
        problems += [f"{layout}, {person.name}: {p}" for p in cut_cells(dock.table)]
        fire = dock.buttons["fire"]
        if dock.table.isColumnHidden(4) and not (fire.isVisible() and in_view(dock, fire)):
            problems.append(f"{layout}, {person.name}: no Fire cell and the Fire button out of view")
    return problems


def ledger_cut(dock, layout: str) -> list[str]:  # noqa: ANN001
    problems = [f"{layout}: {p}" for p in cut_cells(dock.ledger)]
    ledger = dock.ledger.horizontalScrollBar()
    if ledger.maximum() > 0:
        problems.append(f"{layout}: the ledger scrolls sideways by {ledger.maximum()} px")
    return problems


def put_up(window, dock, layout: str) -> None:  # noqa: ANN001
    """The layout on (F11 for the fight's, F11 again for the window's own), the dock in front."""
    window.fight_layout.action.setChecked(layout == "fight")
    settle()
    go_to(dock)
    settle()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("demo", list(DEMOS))
def test_the_ammunition_table_reads_whole_without_scrolling_sideways(qtbot, tmp_path, demos, demo, lang):  # noqa: F811
    """One window a demo and language, in the normal layout, then in the fight layout (F11): in
    each, the tables for each armed PC, then a shot fired and the ledger; the normal layout's shot
    is taken back (Ctrl+Z) before F11, so the fight layout shows its own alone, as on a new window."""
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos[demo], LAPTOP)
    try:
        settle()
        dock = window.docks["ammoDock"]
        if not dock.toggleViewAction().isVisible():
            pytest.skip("no ammunition in this ruleset")
        armed = [c for c in window.services.characters.characters() if window.services.ammo.stocks(c.id)]
        assert armed
        shooter = armed[0]
        key = next(v.stock.key for v in window.services.ammo.stocks(shooter.id) if "fire" in v.stock.actions)
        problems = []
        for layout in ("normal", "fight"):
            put_up(window, dock, layout)
            problems += tables_cut(window, dock, armed, layout)
            assert window.services.ammo.fire(shooter.id, key)  # a line in the ledger
            settle()
            problems += ledger_cut(dock, layout)
            if layout == "normal":  # the shot taken back: the fight layout's case fires its own, as the first
                assert window.services.campaign.undo()
                settle()
                assert dock.ledger.rowCount() == 0, "the ledger kept the shot taken back"
        assert problems == [], "\n".join(problems)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
