"""Issue 40, the twdu demo opened on a 1366×768 laptop (749 pixels under the title bar), in the GM's
theme, from a fresh data folder: the roster shows every row whole from its first, in English,
Spanish and Russian.  In Russian Mia Chen's conditions take two lines, and «Зомби» and «Ходячий»
were 36 pixels under the roster's bottom at open: the empty fight list below asked Qt's 192
pixels for its list, which its scroll area counted as its least, so it had 5 to give."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window

ROWS = {
    "en": ["Player characters", "Ana Reyes", "Ben Okafor", "Mia Chen", "NPCs", "Rook", "Zombies", "Walker"],
    "es": ["Personajes jugadores", "Ana Reyes", "Ben Okafor", "Mia Chen", "PNJ", "Rook", "Zombis", "Caminante"],
    "ru": ["Персонажи игроков", "Ana Reyes", "Ben Okafor", "Mia Chen", "Неигровые персонажи", "Rook", "Зомби",
           "Ходячий"],
}


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_the_twdu_roster_shows_all_its_rows_at_open(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        path = build_demo(tmp_path / "t.deadwatch", "twdu", language=language)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 749)
        window.show()
        activate(qtbot, window)
        for _ in range(3):
            settle(qtbot)
        tree = window.docks["charactersDock"].tree
        view = tree.viewport().rect()
        shown, item = [], tree.topLevelItem(0)
        while item is not None:
            if view.contains(tree.visualItemRect(item)):
                shown.append(item.text(0))
            item = tree.itemBelow(item)
        assert shown == ROWS[language]
        assert tree.verticalScrollBar().value() == 0
        fight = window.docks["initiativeDock"]  # it gave the pixels: its heading and buttons still whole
        assert fight.widget().verticalScrollBar().maximum() == 0
    finally:
        i18n.set_language("en")
