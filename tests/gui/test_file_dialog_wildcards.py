"""A wildcard typed in a file dialog's "File name" field ("*.csv") lists the files it matches, as in
any file dialog, and the dialog stays open: Import characters read "*.json" as a file's name
("*.json: not found") and a save dialog would have written a file named "*.json".  The dialogs are
shown, never run modal: no test waits on them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QTreeView

from ui.file_dialog_typed import PatternDialog, TypedOpenDialog
from ui.file_dialogs import make_dialog


def listed(dialog: QFileDialog, qtbot) -> list[str]:  # noqa: ANN001
    """The names the dialog's list shows now (once its folder is read)."""
    view = dialog.findChild(QTreeView, "treeView")
    model = view.model()

    def names() -> list[str]:
        root = view.rootIndex()
        return sorted(str(model.index(r, 0, root).data()) for r in range(model.rowCount(root)))

    qtbot.waitUntil(lambda: bool(names()))
    qtbot.wait(50)
    return names()


def shown(qtbot, kind: type[QFileDialog], folder, mode: QFileDialog.FileMode) -> QFileDialog:  # noqa: ANN001
    dialog = make_dialog(None, "Import characters", str(folder), "Characters (*.json *.csv);;All files (*)", kind)
    dialog.setFileMode(mode)
    if kind is PatternDialog:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def type_in(qtbot, dialog: QFileDialog, text: str) -> None:  # noqa: ANN001
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.wait(50)


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("kind", [TypedOpenDialog, PatternDialog], ids=["import", "save"])
def test_a_typed_wildcard_lists_the_files_it_matches_and_the_dialog_stays_open(qtbot, tmp_path, kind):
    for name in ("ana.json", "ben.json", "party.csv"):
        (tmp_path / name).write_text("{}", "utf-8")
    mode = QFileDialog.FileMode.ExistingFiles if kind is TypedOpenDialog else QFileDialog.FileMode.AnyFile
    dialog = shown(qtbot, kind, tmp_path, mode)
    assert listed(dialog, qtbot) == ["ana.json", "ben.json", "party.csv"]
    type_in(qtbot, dialog, "*.csv")
    assert dialog.isVisible() and dialog.result() != QFileDialog.DialogCode.Accepted
    qtbot.waitUntil(lambda: listed(dialog, qtbot) == ["party.csv"])
    if isinstance(dialog, TypedOpenDialog):
        assert dialog.typed == []  # no "*.csv: not found"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ana.json", "ben.json", "party.csv"]  # nothing written
    name = "party.csv" if kind is TypedOpenDialog else "night.csv"  # (a save dialog: a new file)
    type_in(qtbot, dialog, name)  # a name typed next is a name again
    assert dialog.result() == QFileDialog.DialogCode.Accepted
    assert dialog.selectedFiles() == [str(tmp_path / name)]
