"""Issue 40: the ammunition ledger at 1366×768 (Ctrl+6): its Asalto/Quién/Anotación table was
squeezed, the entry's column some four characters wide (a word a line), the table scrolling
sideways, and only the mouse wheel reached it.  Now the entry has most of the width (who wraps
rather than widening), nothing scrolls sideways, and Tab from the stocks' table reaches the ledger,
in view."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_the_ledger_reads_whole_and_tab_reaches_it(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        for c in services.characters.characters():
            for stock in services.ammo.stocks(int(c.id))[:1]:
                services.ammo.empty(int(c.id), stock.stock.key)  # a ledger of a few entries
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_6, CTRL)
        _settle(qtbot)
        dock = window.docks["ammoDock"]
        ledger = dock.ledger
        assert ledger.rowCount() > 0
        assert ledger.horizontalScrollBar().maximum() == 0
        width = ledger.viewport().width()
        entry = ledger.columnWidth(2)
        assert entry >= width // 2, f"the entry's column {entry} px of {width}"
        dock.table.setFocus()  # the stocks' table, the party's weapons, as Ctrl+6 shows them
        for _ in range(40):  # Tab on to the ledger
            keys.key(Qt.Key.Key_Tab)
            if ledger.hasFocus():
                break
        assert ledger.hasFocus()
        _settle(qtbot)
        scroll = next((p for p in _parents(ledger) if isinstance(p, QScrollArea)), None)
        if scroll is not None:
            view = scroll.viewport()
            rect = QRect(ledger.mapTo(view, QPoint(0, 0)), ledger.size())
            assert view.rect().intersects(rect) and rect.top() >= 0, rect
        keys.report("the ammunition ledger")
    finally:
        i18n.set_language("en")


def _parents(widget):  # noqa: ANN001, ANN202
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()
