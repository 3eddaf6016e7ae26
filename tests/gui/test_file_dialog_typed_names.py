"""Names typed in Import characters' "File name" field by keys: a name of no file comes back with
the others (the preview names it "not found" in the GM's language) rather than Qt's own English
box; names that are all files come back as Qt gives them.  The dialog is shown, never run modal:
no test waits on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from tests.gui.helpers import this_test
from ui.file_dialog_typed import TypedOpenDialog, typed_names
from ui.file_dialogs import make_dialog


def test_the_typed_text_is_read_as_qt_reads_it():
    assert typed_names('"lucia.json" "tomas.json" "no_existe.json"') == ["lucia.json", "tomas.json", "no_existe.json"]
    assert typed_names("  lucia.json ") == ["lucia.json"]
    assert typed_names("") == []


def _typed(qtbot, folder, text: str) -> tuple[TypedOpenDialog, list[str]]:  # noqa: ANN001
    boxes: list[str] = []
    running = this_test()

    def no_box() -> None:  # Qt's own "File not found" box would wait for a click: said, then closed
        if not running():  # (it looked on for the rest of the process: a later test's question closed unanswered)
            return
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            boxes.append(box.text())
            box.reject()
        QTimer.singleShot(20, no_box)

    dialog = make_dialog(None, "Import characters", str(folder), "JSON (*.json);;All files (*)", TypedOpenDialog)
    assert isinstance(dialog, TypedOpenDialog)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    no_box()
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.wait(50)
    return dialog, boxes


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
def test_a_name_of_no_file_comes_back_with_the_others_and_no_english_box(qtbot, tmp_path):
    for name in ("lucia.json", "tomas.json"):
        (tmp_path / name).write_text("{}", "utf-8")
    dialog, boxes = _typed(qtbot, tmp_path, '"lucia.json" "lusia.json"')
    assert boxes == []
    assert dialog.result() == QFileDialog.DialogCode.Accepted
    assert dialog.chosen() == [str(tmp_path / "lucia.json"), str(tmp_path / "lusia.json")]
    alone, boxes = _typed(qtbot, tmp_path, "lusia.json")
    assert boxes == [] and alone.chosen() == [str(tmp_path / "lusia.json")]


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
def test_names_that_are_files_come_back_as_qt_gives_them(qtbot, tmp_path):
    (tmp_path / "lucia.json").write_text("{}", "utf-8")
    dialog, boxes = _typed(qtbot, tmp_path, "lucia.json")
    assert boxes == [] and dialog.result() == QFileDialog.DialogCode.Accepted
    assert dialog.chosen() == [str(tmp_path / "lucia.json")]
