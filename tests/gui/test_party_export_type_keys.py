"""File → Export the party (Ctrl+Shift+X) by keys: the GM picks the file's type in the file
dialog's "Files of type" box (Alt+T, named as its label says), the name's suffix follows it, a
suffix typed wins over the box, a name typed with none is given the type's, and the status line
says which type was written."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QLineEdit, QMessageBox

from tests.gui.helpers import this_test, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.mnemonics import mnemonic
from tests.gui.test_file_dialog_letters import alt
from tests.gui.test_party_export_all import party_window


def when_file_dialog_opens(action) -> None:  # noqa: ANN001
    """Run ``action(dialog)`` once a file dialog is the modal dialog up (the question before it gone)."""
    running = this_test()

    def poll() -> None:
        if not running():
            return
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            action(dialog)
        else:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize(("typed", "downs", "shown", "written", "said"), [
    ("pcs", 1, "pcs", ["pcs.csv"], "as a spreadsheet (CSV): pcs.csv"),
    ("pcs.json", 1, "pcs.csv", ["pcs.csv"], "as a spreadsheet (CSV): pcs.csv"),  # the suffix follows the box
    ("pcs", 2, "pcs", ["pcs.json"], "as Foundry VTT actors: pcs.json"),
    ("pcs.csv", 0, "pcs.csv", ["pcs.csv"], "as a spreadsheet (CSV): pcs.csv"),  # the typed suffix wins
    ("pcs", 0, "pcs", ["pcs.json"], "as a Deadwatch characters file: pcs.json"),
])
def test_the_party_s_file_type_is_chosen_by_keys_and_said(qtbot, tmp_path, typed, downs, shown, written, said):
    window = party_window(qtbot, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    seen: dict[str, object] = {}

    def file_dialog(dialog: QFileDialog) -> None:
        try:
            dialog.setDirectory(str(out))
            name = dialog.findChild(QLineEdit, "fileNameEdit")
            kinds = dialog.findChild(QComboBox, "fileTypeCombo")
            seen["named"] = kinds.accessibleName()
            name.setFocus()
            qtbot.waitUntil(name.hasFocus)
            qtbot.keyClick(name, Qt.Key.Key_A, CTRL)
            qtbot.keyClicks(name, typed)
            alt(name, mnemonic(dialog.labelText(QFileDialog.DialogLabel.FileType)))
            qtbot.waitUntil(kinds.hasFocus)
            for _ in range(downs):
                qtbot.keyClick(kinds, Qt.Key.Key_Down)
            seen["type"] = kinds.currentText()
            seen["shown"] = name.text()
            qtbot.keyClick(kinds, Qt.Key.Key_Return)  # Enter: save
        finally:
            if dialog.isVisible():
                dialog.reject()

    def npcs(box: QMessageBox) -> None:
        seen["asked"] = box.text()
        when_file_dialog_opens(file_dialog)
        qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter: Player characters only

    when_dialog_opens(npcs)
    window.docks["charactersDock"].tree.setFocus()
    Keys(qtbot).key(Qt.Key.Key_X, CTRL | SHIFT)
    qtbot.waitUntil(lambda: "type" in seen or QApplication.activeModalWidget() is None)
    assert sorted(p.name for p in out.iterdir()) == written, seen
    assert seen["named"] == "Files of type"
    assert seen["shown"] == shown
    assert seen["type"] == ["Deadwatch characters (*.json)", "Spreadsheet (*.csv)",
                            "Foundry VTT actors, twdu 4.0.3 (*.json)"][downs]
    message = window.statusBar().currentMessage()
    assert message.startswith("Exported 1 character " + said), message
    assert QApplication.activeModalWidget() is None
