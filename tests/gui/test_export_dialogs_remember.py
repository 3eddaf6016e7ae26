"""By keys, each export remembers its own: the party re-exported to grupo.csv opens on the
spreadsheet filter with a .csv name (the JSON filter hid the file about to be replaced), and Ctrl+E
after an export of the party still proposes the session log's own folder, not the party's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from tests.gui.helpers import _holders, activate, campaign_window, choose_file
from tests.gui.test_import_preview import when_shown
from ui.dialogs.export_dialog import ExportDialog

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_each_export_opens_on_its_own_last_kind_and_folder(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.start_session("Night one")
    for name in ("Ana Reyes", "Ben Okafor"):
        window.services.characters.create(name)
    logs, party = tmp_path / "logs", tmp_path / "party"
    logs.mkdir()
    party.mkdir()
    seen: dict[str, object] = {}

    def log_to(path: Path | None):  # noqa: ANN202
        def answer(dialog: ExportDialog) -> None:
            seen["log"] = Path(dialog.path.text()).parent
            if path is None:
                dialog.reject()
                return
            dialog.path.setText(str(path))
            qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
        return answer

    when_shown(ExportDialog, log_to(logs / "night.html"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: (logs / "night.html").exists())

    def save_csv(dialog: QFileDialog) -> None:
        seen["first"] = dialog.selectedNameFilter()
        dialog.selectNameFilter(dialog.nameFilters()[1])
        choose_file(dialog, str(party / "grupo.csv"))  # typed into the name field, as a GM does

    when_shown(QFileDialog, save_csv)
    # the log's file is written before its dialog has closed: the next key waits for it to go
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_X, CTRL_SHIFT)
    try:
        qtbot.waitUntil(lambda: (party / "grupo.csv").exists())
    except qtbot.TimeoutError as late:  # what held the key or the dialog, said
        raise AssertionError(f"no party file: {_holders(window)}; status bar "
                             f"{window.statusBar().currentMessage()!r}; seen {seen}") from late
    assert seen["first"] == "Deadwatch characters (*.json)"

    def look(dialog: QFileDialog) -> None:
        seen["filter"] = dialog.selectedNameFilter()
        seen["folder"] = Path(dialog.directory().absolutePath())
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        seen["name"] = field.text() if field is not None else ""
        dialog.reject()

    when_shown(QFileDialog, look)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_X, CTRL_SHIFT)
    qtbot.waitUntil(lambda: "name" in seen)
    assert seen["filter"] == "Spreadsheet (*.csv)"
    assert str(seen["name"]).endswith(".csv") and seen["folder"] == party

    del seen["log"]
    when_shown(ExportDialog, log_to(None))
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "log" in seen)
    assert seen["log"] == logs, "Ctrl+E proposed the party's folder"
