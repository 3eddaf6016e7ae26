"""Bandages and pain pills picked up from the character's row, by keys (gridlimbs: "First aid
requires bandages"; pain pills "restore your half of your maximum hitpoints to your main pool"):
Ctrl+Shift+U on the roster's row, the counts typed, what the character then has shown, Enter
keeps them; one line in the log, and Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier


def test_bandages_and_pills_picked_up_from_the_row_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {})
    ann = next(int(c.id) for c in services.characters.characters())
    window.selection.select_character(ann)
    before = services.characters.character(ann).state
    roster = window.docks["charactersDock"]
    qtbot.waitUntil(roster.act_found.isEnabled)
    seen = {}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        seen["title"] = dialog.windowTitle()
        qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))  # the dialog's first field
        field = QApplication.focusWidget()
        seen["first"] = field.objectName()
        qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
        qtbot.keyClicks(field, "2")  # two bandages
        qtbot.keyClick(field, Qt.Key.Key_Tab)
        field = QApplication.focusWidget()
        qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
        qtbot.keyClicks(field, "1")  # one pain pill
        seen["then"] = dialog.findChild(type(dialog.then), "foundThen").text()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    def never_stuck() -> None:  # a failure above leaves no dialog open behind it
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            dialog.reject()

    activate(qtbot, window)
    QTimer.singleShot(0, fill)
    QTimer.singleShot(20000, never_stuck)
    qtbot.keyClick(window, Qt.Key.Key_U, CTRL_SHIFT)
    assert seen["title"] == "Found: Ann"
    assert seen["first"] == "field_bandages"
    assert seen["then"] == (f"That makes {before['bandages'] + 2} bandages and {before['pain_pills'] + 1} pain "
                            f"{'pill' if before['pain_pills'] + 1 == 1 else 'pills'} in all.")
    state = services.characters.character(ann).state
    assert (state["bandages"], state["pain_pills"]) == (before["bandages"] + 2, before["pain_pills"] + 1)
    assert last_log_line(window).startswith("Ann: Pick up bandages and pain pills: Picks up 2 bandages and 1 pain pill")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert services.characters.character(ann).state["bandages"] == before["bandages"]
