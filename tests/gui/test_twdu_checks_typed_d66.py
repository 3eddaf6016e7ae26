"""twdu: Ctrl+Shift+K → "Critical injury (D66)" → Enter rolled at once, with no way to type the two
dice rolled on the table there.  The checks dialog now has the dice dock's faces field for a check
whose dice may be typed (the focus in it when that check is the only one): "5 2" reads D66 52, bad
faces are refused in the dialog (which stays open), and Enter with nothing typed still rolls here."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_critical_injury_roll_keys import CTRL_SHIFT, broken_ben
from ui.docks import roster_checks


def test_the_checks_dialog_reads_the_d66_typed_from_the_table(qtbot, tmp_path):
    window, ben = broken_ben(qtbot, tmp_path)
    dock = window.docks["charactersDock"]
    seen: dict[str, object] = {}

    def type_faces() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "checksDueDialog"
        seen["focus"] = dialog.focusWidget() is dialog.faces_edit
        qtbot.keyClicks(dialog.faces_edit, "9 2")  # no such face on a d6: refused, the dialog stays
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
        seen["open"] = dialog.isVisible()
        seen["refusal"] = dialog.refusal.isVisible() and dialog.refusal.text()
        dialog.faces_edit.clear()
        qtbot.keyClicks(dialog.faces_edit, "5 2")
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_faces)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL_SHIFT)
    settle()
    assert seen["focus"] is True
    assert seen["open"] is True and seen["refusal"], seen
    line = last_log_line(window)
    assert "D66 52 (5 tens, 2 units)" in line, line
    assert not roster_checks.due_checks(dock, ben)

