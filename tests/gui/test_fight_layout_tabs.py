"""F11's fight layout on a 1366×768 laptop with the map shown (issue 40): the dock tabs read whole
("Dice", "Swarm", "Ammunition", "Threat"; "Dados", "Horda", "Munición", "Amenaza"), never "D…",
"Swa…", "Ammuniti…": the map going to the front (Ctrl+9) takes its room from the other columns down
to their tab titles' width, not below.

The threat dock is titled after what it holds, "Tension" («Напряжение», "Tensión") where the ruleset
has a tension meter; in Russian its tab bar beside the map lacks the room for four whole titles: a
title elides there ("Напряже…"), the whole of it in its tab's tooltip, and however long a title, the
map keeps its room (a title counts up to eleven letters)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.readable import tabs
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window
from ui.docks import map_room

TENSION = {"en": "Tension", "es": "Tensión", "ru": "Напряжение"}


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def room_made(qtbot, board) -> int:  # noqa: ANN001
    """The map's width once it has made its room (Ctrl+9 does so)."""
    map_room.make_room(board)
    qtbot.wait(20)
    settle()
    return board.width()


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_f11_with_the_map_shows_every_tab_title_whole(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    path = build_demo(tmp_path / "demo.deadwatch", "gridlimbs")
    window = open_main_window(str(path), QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    try:
        window.setGeometry(0, 0, 1366, 768)
        window.show()
        qtbot.waitExposed(window)
        services = window.services  # a fight under way, as at the table
        services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        services.initiative.next_turn()
        settle()
        window.fight_layout.action.trigger()  # F11
        settle()
        from ui.dock_goto import go_to

        board = window.docks["mapDock"]
        go_to(board)  # Ctrl+9: the map in front, with the room it needs
        settle()
        assert board.isVisible()
        threat = window.docks["threatDock"]
        assert threat.windowTitle() == TENSION[lang]  # the grid game's dock holds its tension meter
        if lang == "ru":  # four titles in a column beside the map: one elides, its tooltip whole
            assert tabs(window, elided=True) == []
        else:
            assert tabs(window) == []
        # a title of any length: elided in its tab, the map's room as it was
        width = room_made(qtbot, board)
        threat.setWindowTitle(" ".join([TENSION[lang]] * 3))
        settle()
        assert room_made(qtbot, board) >= width - 2
        assert tabs(window, elided=True) == []
    finally:
        window.close()
        i18n.set_language("en")
