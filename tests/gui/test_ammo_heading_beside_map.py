"""A grid game on a 1366×768 laptop with the map open (issue 40): the map takes the right column and
the Ammunition dock, narrower, elided its table's Russian heading («Состоя…» over the weapons'
status).  Now every heading of its table and its tab read whole, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_ammunition_headings_read_whole_with_the_map_open(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
    try:
        go_to(window.docks["mapDock"])
        settle()
        dock = window.docks["ammoDock"]
        go_to(dock)
        settle()
        assert window.docks["mapDock"].isVisible() and dock.isVisible()
        table = dock.table
        header = table.horizontalHeader()
        title = {c: table.horizontalHeaderItem(c).text() for c in range(table.columnCount())}
        shown = [c for c in title if not table.isColumnHidden(c) and title[c]]
        assert len(shown) >= 3  # the weapon, what is left, its status
        cut = [f"{title[c]!r} in {header.sectionSize(c)} px" for c in shown if not header.is_whole(c)]
        assert cut == [], lang
        assert readable.tabs(window) == []  # «Боеприпасы» whole on its tab
        assert dock.windowTitle() and dock.isVisible()
    finally:
        close([window])
        i18n.set_language("en")
