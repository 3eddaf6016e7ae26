"""The grid game's map in the fight layout on a 1366×768 laptop, gone to by keys (issue 40, the
first night): since the fight list keeps its body parts' names its column gives the map less room,
and the tiles were drawn 41-42 px here (35 px on a tester's screen), where they had been 44.  Now the
map takes its room from every column beside it, each down to its floor (the fight list with its
parts named, the dice with nothing sideways), and its labels' room is counted in pixels: tiles of
44 px again, in English, Russian and Spanish."""

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


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_map_gets_its_44_pixel_tiles_beside_the_named_fight_list(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
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
        assert round(tile) >= READABLE, f"tiles of {tile:.1f} px in a map dock {board.width()} px wide"
        assert readable.unnamed_bodies(fight) == [], lang  # the fight list's parts keep their names
        assert readable.fight_list(fight) == [], lang
        assert not dice.roll_scroll.horizontalScrollBar().isVisible()  # the dice gave no more than they could
        assert dice.body.width() >= dice.body.minimumSizeHint().width()
    finally:
        i18n.set_language("en")
