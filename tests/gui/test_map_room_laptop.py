"""The grid game's map in the fight layout on a 1366×768 laptop, gone to by keys (issue 40, the
first night): since the fight list keeps its body parts' names its column gives the map less room,
and the tiles were drawn 41-42 px here (35 px on a tester's screen), where they had been 44.  Now the
map takes its room from every column beside it, each down to its floor (the fight list with its
parts named, the dice with nothing sideways), and its labels' room is counted in pixels: tiles of
44 px again, in English, Russian and Spanish.

Later on the same first night: the fight list left that way had its Turn column (who acts now) behind
a horizontal scroll bar (519 px of columns in 359).  The list's floor now shows whose turn it is too
(the conditions give way past its edge first): on a 1366 px laptop every column beside the map is at
its floor and the tiles are 37-40 px (a token's name whole); 44 px where the window has the room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n
from ui.docks.map_room import READABLE
from ui.docks.map_scene import TILE
from ui.docks.tab_room import tabs_width


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


#: the smallest tile a token's name ("Dov", "S1") is drawn whole in, at the GM's font size (px)
NAMED = 36


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_map_takes_all_the_room_the_named_fight_list_leaves(qtbot, tmp_path, demos, gm_theme, lang, size):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"], size)
        fight, dice, board = (window.docks[n] for n in ("initiativeDock", "diceDock", "mapDock"))
        keys = Keys(qtbot)
        fight.tree.setFocus()
        if not window.fight_layout.is_on():
            keys.key(Qt.Key.Key_F11)
        settle()
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        qtbot.waitUntil(board.view.hasFocus)
        settle()
        tile = board.view.transform().m11() * TILE
        shown = f"tiles of {tile:.1f} px in a map dock {board.width()} px wide"
        if round(tile) < READABLE:  # short of room: every column beside the map gave all it could
            assert size[0] < 1700 and round(tile) >= NAMED, shown
            for dock in (fight, dice):  # down to its narrowest, its tab titles whole
                floor = max(dock.least_width(), tabs_width(window, dock))
                assert dock.width() <= floor + 2, f"{dock.objectName()} kept room: {shown}"
        assert readable.unnamed_bodies(fight) == [], lang  # the fight list's parts keep their names
        assert readable.fight_list(fight) == [], lang
        assert not dice.roll_scroll.horizontalScrollBar().isVisible()  # the dice gave no more than they could
        assert dice.body.width() >= dice.body.minimumSizeHint().width()
    finally:
        i18n.set_language("en")
