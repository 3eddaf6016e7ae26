"""Ana Reyes imported from her Foundry actor, then the party's spreadsheet alone (Excel's, its row
"Reyes, Ana"): the preview offers her as the same character ("Same character?"), not only when her
actor is in the same batch; Down reaches the row, Space ticks it, Enter updates Ana Reyes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ACTOR = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
FILE = FIXTURES / "csv" / "twdu-party-excel-semicolon-bom.csv"
ROW = "Same character?"


def test_reyes_ana_alone_is_offered_against_ana_imported_from_her_actor(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(ACTOR)]))
    assert [c.name for c in services.characters.characters()] == ["Ana Reyes"]
    dialog = ImportPreviewDialog(services.characters.preview_import([str(FILE)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    tree = dialog.tree

    def head():
        heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
        return next(h for h in heads if h.text(0).startswith("Reyes, Ana"))

    def row():
        return next((head().child(n) for n in range(head().childCount()) if head().child(n).text(0) == ROW), None)

    assert row() is not None, [head().child(n).text(0) for n in range(head().childCount())]
    for _ in range(60):
        if tree.currentItem() is row():
            break
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem() is row()
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: head().text(0) == "Reyes, Ana \u2192 Ana Reyes")
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
    assert services.characters.import_preview(dialog.preview)
    names = sorted(c.name for c in services.characters.characters())
    assert names == ["Ana Reyes", "Ben Okafor", "Gloria"], names  # no second Ana
