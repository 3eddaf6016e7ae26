"""The grid game's fight list beside its map on a 1366×768 laptop (issue 40, a first night): with the
map gone to (Ctrl+Alt+M), the list's Turn column, who acts now, was behind a horizontal scroll bar
(519 px of columns in a 359 px list).  Now the list keeps the room to show it, the conditions giving
way past its edge first, in the default layout and in F11's, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n
from ui.docks.order_tree import TURN


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.mark.parametrize("f11", [False, True])
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_whose_turn_it_is_shows_beside_the_map(qtbot, tmp_path, demos, gm_theme, lang, f11):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
        fight, board = window.docks["initiativeDock"], window.docks["mapDock"]
        tree = fight.tree
        keys = Keys(qtbot)
        tree.setFocus()
        if f11 != window.fight_layout.is_on():
            keys.key(Qt.Key.Key_F11)
            settle()
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        qtbot.waitUntil(board.view.hasFocus)
        settle()
        assert not board.visibleRegion().isEmpty()  # the map in view beside the list
        header = tree.header()
        left = header.sectionViewportPosition(TURN)
        right = left + header.sectionSize(TURN)
        shown = f"Turn at {left}-{right} px of a {tree.viewport().width()} px list"
        assert tree.horizontalScrollBar().value() == 0 and 0 <= left and right <= tree.viewport().width(), shown
        now = [tree.text(row, TURN) for row in range(tree.count())]
        assert QCoreApplication.translate("InitiativeDock", "Now") in now  # the current fighter's word
        # the rest whole too: the body figure named (its parts' abbreviations where the short names do
        # not fit: "Hd. 4/4"), names, initiatives and turns not cut
        assert readable.unnamed_bodies(fight) == [] and readable.fight_list(fight) == [], lang
    finally:
        i18n.set_language("en")
