"""Many fields not in a spreadsheet read as one counted "Left out" line, the fields folded under it:
Right opens the list, a row each."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.gui.test_import_preview import drop, when_shown
from ui.dialogs.import_preview import ImportPreviewDialog


def test_the_counted_line_opens_on_right_to_a_row_each(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    file = tmp_path / "short.csv"
    file.write_text("Name,Strength,Agility,Wits,Empathy\nAna,3,3,3,3\n", "utf-8")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        try:  # the preview closed whatever it shows: a test that fails never hangs on it
            tree = dialog.tree
            ana = tree.topLevelItem(0)
            lines = [ana.child(n).text(1) for n in range(ana.childCount())]
            line = next((ana.child(n) for n in range(ana.childCount())
                         if ana.child(n).text(1).startswith("15 fields are not in the file")), None)
            if line is None:
                seen["rows"] = lines
                return
            seen["folded"] = not line.isExpanded()
            tree.setCurrentItem(line)
            qtbot.keyClick(tree, Qt.Key.Key_Right)
            seen["open"] = line.isExpanded()
            seen["rows"] = [line.child(n).text(1) for n in range(line.childCount())][:3]
        finally:
            dialog.reject()

    when_shown(ImportPreviewDialog, preview)
    drop(window, file)
    qtbot.waitUntil(lambda: "rows" in seen)
    assert seen == {"folded": True, "open": True, "rows": ["Close Combat", "Endure", "Force"]}
