"""Issue 42 in the preview: the spreadsheet imported again after it made "Gloria (2)" beside the
roster's Gloria says, under its Gloria row, that it updates "Gloria (2)" — and Enter does so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.unit.services.test_import_copy_found_again import PARTY, edited
from ui.dialogs.import_preview import ImportPreviewDialog


def update_lines(dialog: ImportPreviewDialog, name: str) -> list[str]:
    tree = dialog.tree
    for n in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(n)
        if head.text(0).startswith(name) or name in head.text(1):
            return [head.child(k).text(1) for k in range(head.childCount()) if head.child(k).text(0) == "Update"]
    raise AssertionError([tree.topLevelItem(n).text(0) for n in range(tree.topLevelItemCount())])


def test_the_preview_says_the_row_updates_the_copy_the_import_made(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Gloria", "npc", services.ruleset.new_sheet())
    first = services.characters.preview_import([str(PARTY)])
    first.choose_copies(True)
    assert services.characters.import_preview(first)
    dialog = ImportPreviewDialog(services.characters.preview_import([str(edited(tmp_path))]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert update_lines(dialog, "Gloria") == ["updates “Gloria (2)” of the roster"]
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == ImportPreviewDialog.DialogCode.Accepted
    assert services.characters.import_preview(dialog.preview)  # as the window does on Enter
    rows = {c.name: c for c in services.characters.characters()}
    assert rows["Gloria (2)"].sheet["wits"] == 5 and rows["Gloria"].sheet["wits"] != 5
