"""One fight at a time: while a fight runs, Start fight is greyed in the dock and the Fight menu,
and its key says why instead of opening the roster again; the fight's keys follow the fight even
while the initiative dock is closed."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_initiative_dock import create, dock_of, press, start_fight, window_for

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def fights(window):
    return [e for e in window.services.campaign.events() if e.kind == "encounter" and "begins" in e.text]


def menu_action(window, label):
    return next(a for a in window.fight_menu.actions() if a.text() == label)


def test_start_fight_is_greyed_during_a_fight_and_its_key_says_why(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    create(window, "Ana")
    dock = dock_of(window)
    assert dock.buttons["start"].isEnabled() and menu_action(window, "Start fight").isEnabled()
    start_fight(qtbot, window)
    assert dock.header.text().startswith("Round 1")
    assert not dock.buttons["start"].isEnabled()
    assert not menu_action(window, "Start fight").isEnabled()
    assert dock.buttons["end"].isEnabled()
    # Ctrl+Shift+F again: no roster dialog, a message that says what to do
    opened = []

    def close_any():  # a roster dialog would block the key press until closed: closed and noted
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            opened.append(dialog)
            dialog.reject()

    watch = QTimer()
    watch.timeout.connect(close_any)
    watch.start(10)
    press(qtbot, window, Qt.Key.Key_F, CTRL_SHIFT)
    qtbot.wait(50)
    watch.stop()  # not left watching: the next dialog is another test's
    assert opened == []
    assert dock.message.text() == "A fight is already running: end it first."
    assert window.statusBar().currentMessage() == "A fight is already running: end it first."
    assert len(fights(window)) == 1
    # Ctrl+Alt+F ends it: Start fight is back, and its key opens the roster again
    press(qtbot, window, Qt.Key.Key_F, CTRL_ALT)
    assert dock.header.text() == "No fight running"
    assert dock.buttons["start"].isEnabled() and menu_action(window, "Start fight").isEnabled()
    start_fight(qtbot, window, name="Yard")
    assert len(fights(window)) == 2


def test_the_fight_keys_follow_the_fight_with_the_dock_closed(qtbot, tmp_path):
    """The GM closed the initiative dock: a fight started from the Fight menu still greys Start
    fight and lets N pass the turn (the dock's actions were left as they were before the fight)."""
    window = window_for(qtbot, tmp_path, "d10under")
    ana, ben = create(window, "Ana"), create(window, "Ben")
    dock = dock_of(window)
    dock.close()
    assert not dock.on_screen()
    assert window.services.initiative.start([ana, ben])
    assert not menu_action(window, "Start fight").isEnabled()
    assert menu_action(window, "Next turn").isEnabled()
    activate(qtbot, window)
    # the focus where N passes the turn: a button of the roster (in its list a letter finds a name;
    # the threat dial, behind its tab, cannot take the focus)
    button = window.docks["charactersDock"].buttons["new"]
    button.setFocus()
    assert QApplication.focusWidget() is button
    turn = window.services.initiative.view().encounter.turn
    qtbot.keyClick(button, Qt.Key.Key_N)
    assert window.services.initiative.view().encounter.turn == turn + 1
    assert window.services.initiative.end()
    assert menu_action(window, "Start fight").isEnabled()
    assert not menu_action(window, "Next turn").isEnabled()
