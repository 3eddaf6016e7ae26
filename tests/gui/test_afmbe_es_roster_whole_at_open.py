"""Issue 40, the Spanish AFMBE (unisystem) demo opened on a 1366×768 laptop (the window's title bar
takes its 19 px: 749 are left), in the GM's theme: the roster shows every row from its first, the
«Zombis» heading and Tambaleante («Con heridas graves», his bars on two lines) too.  They went under
a strip of some 75 empty pixels (the roster's view ends under its last whole row) for want of six,
and only End showed them; the empty fight list below gives those pixels."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window


def test_the_spanish_afmbe_roster_shows_all_its_rows_at_open(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        path = build_demo(tmp_path / "a.deadwatch", "afmbe", "unisystem", language="es")
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
        assert shown == ["Personajes jugadores", "Dana Cruz", "Padre Tom", "PNJ", "Celador Vic", "Zombis",
                         "Tambaleante"]
        assert tree.verticalScrollBar().value() == 0
        fight = window.docks["initiativeDock"]  # it gave a few pixels: its heading and buttons still whole
        assert fight.widget().verticalScrollBar().maximum() == 0
    finally:
        i18n.set_language("en")
