"""AFMBE unisystem: the checks dialog (Ctrl+Shift+K, Enter) no longer rolls the Survival check at
once: it sets the check up in the dice dock with the focus on the typed dice and the line saying
how many dice of which kind; the table's die typed and Enter makes it (a roll from the table, in
the log), or Ctrl+R lets the console roll it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids, last_log_line
from tests.gui.test_characters_dock import damage_with_keyboard

CHECKS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _open_checks(qtbot, window):
    when_dialog_opens(lambda dialog: qtbot.keyClick(dialog.list, Qt.Key.Key_Return))
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)


def _dying_ann(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 3, "wil": 2})
    ann = ids(window)["Ann"]
    window.docks["charactersDock"].select(ann)
    damage_with_keyboard(qtbot, window, 52)  # −22 LP: a Survival check at −2
    return window, ann


def test_the_survival_check_from_the_checks_dialog_takes_the_table_s_die(qtbot, tmp_path):
    window, ann = _dying_ann(qtbot, tmp_path)
    before = last_log_line(window)
    _open_checks(qtbot, window)
    dock = window.docks["diceDock"]
    assert last_log_line(window) == before  # nothing rolled yet
    assert window.services.characters.character(ann).state["checks_due"] == ["survival"]
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    assert dock.kind_combo.currentText() == "Survival check"
    assert dock.wanted_label.text().startswith("Table dice: 1 × d10")
    qtbot.keyClicks(dock.faces_edit, "9")  # 9 + WIL 2 + CON 3 − 2 = 12: passed
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert line.startswith("Ann rolls Survival check with table dice") and "Survival check: 12 against 9" in line
    assert not window.services.characters.character(ann).state["dead"]


def test_ctrl_r_lets_the_console_roll_the_check(qtbot, tmp_path):
    window, ann = _dying_ann(qtbot, tmp_path)
    _open_checks(qtbot, window)
    dock = window.docks["diceDock"]
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    line = last_log_line(window)
    assert line.startswith("Ann rolls Survival check:") and "table dice" not in line
    assert window.services.characters.character(ann).state["checks_due"] != ["survival"] or \
        window.services.characters.character(ann).state["dead"]
