"""Enter presses the push button that has the focus in any dock, as Space does (issue 40, the first
night): a GM who Tabbed to "Add note" or "Roll" and pressed Enter saw nothing happen; only the roll's
offers took Enter.  One filter of the main window does it for every dock's buttons
(:mod:`ui.push_enter`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys


def tab_to(keys: Keys, button: QPushButton, most: int = 12) -> None:
    for _ in range(most):
        if QApplication.focusWidget() is button:
            return
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button, QApplication.focusWidget()


def logged(dock, words: str) -> bool:  # noqa: ANN001
    model = dock.model
    return any(words in str(model.data(model.index(row, column)) or "")
               for row in range(model.rowCount()) for column in range(model.columnCount()))


def test_enter_on_add_note_writes_the_note(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_N, CTRL | SHIFT)
    qtbot.waitUntil(log.note.hasFocus)
    keys.type("Door holds")
    tab_to(keys, log.note_button)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: logged(log, "Door holds"))
    assert log.note.text() == ""


def test_the_keypads_enter_presses_roll(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    dice = window.docks["diceDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    qtbot.waitUntil(lambda: dice.isAncestorOf(QApplication.focusWidget()))
    tab_to(keys, dice.roll_button, 30)
    with qtbot.waitSignal(dice.roll_button.clicked, timeout=2000):  # the keypad's Enter too
        keys.key(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)


def test_shift_enter_is_not_a_press(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    activate(qtbot, window)
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_N, CTRL | SHIFT)
    qtbot.waitUntil(log.note.hasFocus)
    keys.type("Not yet")
    tab_to(keys, log.note_button)
    keys.key(Qt.Key.Key_Return, SHIFT)
    QApplication.processEvents()
    assert log.note.text() == "Not yet"
