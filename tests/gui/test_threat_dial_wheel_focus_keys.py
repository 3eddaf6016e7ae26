"""Issue 41, a fresh GM's night (twdu): the mouse wheel over the Threat dial started a step ("Угроза
1 → 2: почему?") though the dial was never clicked or reached with Tab; as every field, the dial takes
the wheel only once it has the focus.  And after Ctrl+7, a step asked, (Shift+)Tab moved the focus off
the dial and Esc no longer closed the question: Esc closes it wherever the focus is in the dock."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_threat_dock import make_window, wheel


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_the_dial_takes_the_wheel_only_with_the_focus(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    window.docks["charactersDock"].setFocus()
    window.docks["charactersDock"].focusNextChild()
    assert not dock.dial.hasFocus()
    wheel(dock.dial, 120)  # a GM scrolling past it
    assert not dock.prompt.isVisible() and services.threat.level() == 0
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_7, CTRL)  # the focus in the dial: now the wheel steps it
    assert dock.dial.hasFocus()
    wheel(dock.dial, 120)
    assert dock.prompt.isVisible() and dock.prompt.text().startswith("Threat 0 → 1: why?")


def test_esc_closes_the_question_wherever_the_focus_is_in_the_dock(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_7, CTRL)
    keys.key(Qt.Key.Key_Plus)
    assert dock.prompt.isVisible()
    keys.key(Qt.Key.Key_Tab)  # on to the next field of the dock (avoiding the dead: who)
    focus = QApplication.focusWidget()
    assert focus is not dock.dial and dock.isAncestorOf(focus)
    keys.key(Qt.Key.Key_Escape)
    assert not dock.prompt.isVisible() and services.threat.level() == 0
    assert dock.isAncestorOf(QApplication.focusWidget())  # Esc did only that
    keys.key(Qt.Key.Key_Escape)  # and with no question, Esc is the window's again
