"""Several names typed in the import dialog's "File name" field, Qt's way ("a" "b" "c"): every one
reaches the preview, a name of no file named there as not found, none dropped without a word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit

from tests.gui.helpers import when_dialog_opens
from ui.file_dialog_typed import typed_names
from ui.file_dialogs import open_file_names


def test_the_typed_text_is_read_as_qt_reads_it():
    assert typed_names('"lucia.json" "tomas.json" "no_existe.json"') == ["lucia.json", "tomas.json", "no_existe.json"]
    assert typed_names("  lucia.json ") == ["lucia.json"]
    assert typed_names("") == []


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
def test_every_name_typed_comes_back_the_missing_one_too(qtbot, tmp_path):
    for name in ("lucia.json", "tomas.json"):
        (tmp_path / name).write_text("{}", "utf-8")

    def type_names(dialog: QFileDialog) -> None:
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        qtbot.keyClicks(field, '"lucia.json" "tomas.json" "no_existe.json"')
        qtbot.keyClick(field, Qt.Key.Key_Return)

    when_dialog_opens(type_names)
    picked = open_file_names(None, "Import characters", str(tmp_path), "JSON (*.json)")
    assert picked == [str(tmp_path / n) for n in ("lucia.json", "tomas.json", "no_existe.json")]


def test_the_preview_names_the_missing_file(qapp, tmp_path):
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.files import create_campaign
    from app.services.logtext import render
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(tmp_path / "no_existe.json")])
        said = [render(p["t"], p["args"], p.get("ctx", "log")) for p in preview.problems]
        assert any("no_existe.json" in s and "not found" in s for s in said), said
    finally:
        services.close()
