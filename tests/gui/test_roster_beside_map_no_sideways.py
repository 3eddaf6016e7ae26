"""The grid game's roster beside its map at 1366×768 in Russian and Spanish (the demo as ``--demo
gridlimbs --lang es`` builds it, its conditions in the language): with the map gone to
(Ctrl+Alt+M) the Characters dock scrolled sideways for its longest condition badge («Inútil:
Pierna izquierda», «Не действует: Левая нога», never broken inside), by a pixel in Spanish and 13
in Russian.  Now a badge with no room is elided («Не действует: Левая н…»), its whole text in the
row's tooltip, and the dock does not scroll sideways, in the default layout and in F11's.  Beside
the map the fight list's Turn column («Turno», «Ход») stays in view and whole, and no dock's tab
title is elided («Кубики», not «Куби…»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QTabBar

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_nothing_sideways import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to
from ui.docks.order_tree import TURN


def cut_tabs(window) -> list[str]:  # noqa: ANN001
    """The dock tabs whose title the tab bar elides (its text wider than its tab's room)."""
    cut = []
    for bar in window.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
        for index in range(bar.count()):
            text = bar.tabText(index)
            if text and bar.fontMetrics().horizontalAdvance(text) + space > bar.tabRect(index).width():
                cut.append(f"{text!r} in {bar.tabRect(index).width()} px")
    return cut


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_roster_beside_the_map_does_not_scroll_sideways(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    source = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", language=lang)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=True)
    try:
        roster, board = window.docks["charactersDock"], window.docks["mapDock"]
        keys = Keys(qtbot)
        for layout in ("default", "F11"):
            window.docks["initiativeDock"].tree.setFocus()
            if layout == "F11":
                keys.key(Qt.Key.Key_F11)
                settle()
            keys.key(Qt.Key.Key_M, CTRL | ALT)
            qtbot.waitUntil(board.view.hasFocus)
            go_to(roster)
            settle()
            assert not board.visibleRegion().isEmpty(), layout  # the map in view beside the roster
            badged = [item for item in roster.items.values() if item.toolTip(2)]
            assert badged, layout  # the demo's wounded rows, their conditions in the tooltip
            bar = roster.widget().horizontalScrollBar()
            assert bar.maximum() == 0, (layout, f"the dock scrolls sideways by {bar.maximum()} px")
            assert roster.tree.horizontalScrollBar().maximum() == 0, layout
            assert readable.roster_cells(roster) == [], layout
            # the fight list beside the map: its Turn column («Turno», «Ход») in view, each text whole
            fight = window.docks["initiativeDock"]
            go_to(fight)
            settle()
            header = fight.tree.header()
            right = header.sectionViewportPosition(TURN) + header.sectionSize(TURN)
            assert right <= fight.tree.viewport().width(), (layout, right, fight.tree.viewport().width())
            assert fight.tree.horizontalScrollBar().maximum() == 0, layout
            assert readable.fight_list(fight) == [], layout
            assert cut_tabs(window) == [], layout  # the docks' tabs beside the map («Кубики», not «Куби…»)
    finally:
        close([window])
        i18n.set_language("en")
