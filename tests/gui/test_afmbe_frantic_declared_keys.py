"""AFMBE unisystem: frantic combat is the GM's call.  Ctrl+Shift+F, Enter, then Ctrl+Alt+N at once
read «Dana Cruz: Combate frenético: 3 de Resistencia…» in a round where nobody acted: the text burns
the d4 only in "un combate muy intenso", which the GM judges.  The round's end burns it only once the
GM has declared the fight frantic (Ctrl+Alt+I, the Fight menu), which the fight's header shows; the
declaration is one log line and Ctrl+Z takes it back; its d4s may be typed from the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_initiative_dock import create, dock_of, last_line, press, start_fight, window_for
from ui.i18n import set_language

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def endurance(window):
    return {c.name: c.state["endurance"] for c in window.services.characters.characters()}


def test_the_round_burns_frantic_endurance_only_once_the_gm_declares_the_fight_frantic(qtbot, tmp_path):
    try:
        assert set_language("es")
        window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
        create(window, "Dana Cruz", dex=3, str=2, con=2, wil=2)
        create(window, "Padre Tom", dex=2, str=2, con=2, wil=2)
        start_fight(qtbot, window)
        dock = dock_of(window)
        fresh = endurance(window)
        press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)  # the round's end at once: nobody acted
        assert window.status_round.text() == "Asalto 2"
        assert "Combate frenético" not in last_line(window)
        assert endurance(window) == fresh
        # the GM judges the fight very intense: Ctrl+Alt+I, one line, the header says so
        declare = dock.keys.fight_actions["declare"]
        assert declare in window.fight_menu.actions() and declare.text() == "Combate frenético"
        assert not declare.isChecked()
        press(qtbot, window, Qt.Key.Key_I, CTRL_ALT)
        assert last_line(window) == "Declarado en este combate: Combate frenético."
        assert "Combate frenético" in dock.header.text() and declare.isChecked()
        # its d4s from the table: Tab to the fight's dice, Dana's 3 and Tom's 4, Esc, Ctrl+Alt+N
        press(qtbot, window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dock.faces
        qtbot.keyClicks(dock.faces, "3 4")
        qtbot.keyClick(dock.faces, Qt.Key.Key_Escape)
        press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
        line = last_line(window)
        assert "Dana Cruz: Combate frenético: 3 de Resistencia" in line
        assert "Padre Tom: Combate frenético: 4 de Resistencia" in line
        assert endurance(window) == {"Dana Cruz": fresh["Dana Cruz"] - 3, "Padre Tom": fresh["Padre Tom"] - 4}
        # Ctrl+Z twice: the round's end, then the declaration
        for _ in range(2):
            press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert endurance(window) == fresh
        assert "Combate frenético" not in dock.header.text() and not declare.isChecked()
        # declared, then taken back by the same key: the round's end burns nothing again
        press(qtbot, window, Qt.Key.Key_I, CTRL_ALT)
        press(qtbot, window, Qt.Key.Key_I, CTRL_ALT)
        assert last_line(window) == "Ya no está declarado en este combate: Combate frenético."
        press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
        assert endurance(window) == fresh
    finally:
        set_language("en")


def test_norms_has_no_frantic_combat_to_declare(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    create(window, "Ann", dex=3)
    start_fight(qtbot, window)
    declare = dock_of(window).keys.fight_actions["declare"]
    assert not declare.isVisible()
    events = len(window.services.campaign.events())
    press(qtbot, window, Qt.Key.Key_I, CTRL_ALT)
    assert len(window.services.campaign.events()) == events
    assert QCoreApplication.translate("rules", "Frantic combat") not in dock_of(window).header.text()
