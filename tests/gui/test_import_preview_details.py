"""The import preview's notes read whole by keys: the list shows an actor's notes on one line, cut
at 80 characters; Down to the Notes row shows them whole under the list."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_import_preview import ANA
from ui.dialogs.import_preview import ImportPreviewDialog

LONG = ("Keeps a photo of her sister in her left boot, and will not leave the quarantine zone without "
        "finding out what happened to the convoy that left Atlanta on the third night.")


def test_down_to_the_notes_row_shows_the_whole_notes_under_the_list(qtbot, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    actor["system"]["notes"]["value"] = f"<p>{LONG}</p>"
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), encoding="utf-8")
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(path)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.tree)
    assert dialog.details.text().startswith("Ana Reyes")
    for _ in range(200):  # by keys, row after row, to the notes
        if dialog.tree.currentItem().text(0) == "Notes":
            break
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Down)
    notes = dialog.tree.currentItem()
    assert notes.text(0) == "Notes" and len(notes.text(1)) <= 80 and LONG not in notes.text(1)
    assert LONG in dialog.details.text()
    assert dialog.details.text().startswith("Notes: ")
    assert QApplication.focusWidget() is dialog.tree  # Enter still imports
