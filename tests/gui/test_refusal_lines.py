"""A refusal where the GM acts (issue 20): in the dock's own message line, next to the action, whole
at 1366×768, not only in the status bar; gone with the next change; the focus where it was.
Keys only."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.test_damaged_rows import corrupt, open_window, rows
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def key(qtbot, k, modifiers=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget(), k, modifiers)


def message_line(dock, name) -> QLabel | None:
    """The dock's message line, by its object name (what the GM reads, whichever class it is)."""
    return dock.findChild(QLabel, name)


def whole_on_screen(label: QLabel) -> bool:
    """The line shows, all its wrapped lines inside the dock's view (not scrolled away, not cut)."""
    if not label.isVisible() or not label.wordWrap():
        return False
    needed = label.heightForWidth(label.width())
    shown = label.visibleRegion().boundingRect()
    return label.height() >= needed and shown.height() >= needed and shown.width() == label.width()


def test_a_swarm_refused_shows_in_the_swarm_panel_and_goes_once_the_threat_is_raised(qtbot, tmp_path):
    window, threat, _ids = make_window(qtbot, tmp_path)
    window.resize(1366, 768)
    services = window.services
    dock = window.docks["swarmDock"]
    key(qtbot, Qt.Key.Key_W, CTRL_SHIFT)  # to the panel, on the count of dead
    assert QApplication.focusWidget() is dock.dead
    dock.dead.lineEdit().selectAll()
    qtbot.keyClicks(dock.dead, "30")
    key(qtbot, Qt.Key.Key_Return)
    count = len(lines(services))
    key(qtbot, Qt.Key.Key_W, CTRL_SHIFT)  # start: refused at Threat 0
    refused = "A swarm is fought from Threat Level 3."
    assert window.statusBar().currentMessage() == refused
    line = message_line(dock, "swarmStatus")
    assert line is not None and line.text() == refused
    qtbot.waitUntil(lambda: whole_on_screen(line))
    assert line.font().bold() or "bold" in line.styleSheet()
    assert QApplication.focusWidget() is dock.dead  # the count again, where the GM fixes things
    assert len(lines(services)) == count and not services.swarm.active()

    # the GM raises the threat from the keyboard: Esc to the fight list, +, a reason; the refusal is past
    key(qtbot, Qt.Key.Key_Escape)
    key(qtbot, Qt.Key.Key_Plus)
    assert QApplication.focusWidget() is threat.dial
    key(qtbot, Qt.Key.Key_3)
    assert services.threat.level() == 1
    assert not line.isVisible() and line.text() == ""


def test_a_refusal_from_a_window_key_shows_in_the_dock_the_gm_acts_from(qtbot, tmp_path):
    window, _threat, _ids = make_window(qtbot, tmp_path)
    window.resize(1366, 768)
    fight = window.docks["initiativeDock"]
    key(qtbot, Qt.Key.Key_Escape)  # the fight list
    assert QApplication.focusWidget() is fight.tree
    key(qtbot, Qt.Key.Key_C, CTRL_SHIFT)  # clear out an area: refused at Threat 0
    refused = "Clearing out an area is done at Threat Level 2."
    assert window.statusBar().currentMessage() == refused
    line = message_line(fight, "fightMessage")
    assert line is not None and line.text() == refused
    qtbot.waitUntil(lambda: whole_on_screen(line))
    swarm = message_line(window.docks["swarmDock"], "swarmStatus")
    assert swarm is not None and swarm.text() == refused  # in the action's panel, too
    assert QApplication.focusWidget() is fight.tree


def test_a_damaged_record_refused_says_so_in_the_roster(qtbot, tmp_path):
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo.deadwatch", "twdu")
    corrupt(demo, "update character set state = '{\"health\": 3,' where name = 'Ana Reyes'")
    window = open_window(qtbot, tmp_path, demo)
    window.resize(1366, 768)
    dock = window.docks["charactersDock"]
    ana = next(i for i, n in rows(demo, "select id, name from character") if n == "Ana Reyes")
    dock.select(ana)
    dock.tree.setFocus()
    key(qtbot, Qt.Key.Key_Escape)  # in the roster D is typed (a name's search): D from the fight list
    key(qtbot, Qt.Key.Key_D)  # damage: refused
    assert QApplication.activeModalWidget() is None
    line = message_line(dock, "rosterMessage")
    assert line is not None and "record is damaged" in line.text()
    assert line.text() == window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: whole_on_screen(line))
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree  # where D was pressed, still
