"""Files dropped together, one of them bad: the preview says the bad file is refused and why, shows
the good characters as mapped, and Enter imports them as one action (one log line, Ctrl+Z takes
them back)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_import_preview import ANA, drop, roster_names, when_shown
from tests.unit.services.test_import_batches import bad_spreadsheet
from ui.dialogs.import_preview import ImportPreviewDialog

#: a file refused for one of its rows says its other rows are not imported (README)
WHOLE = "; the file is refused whole: its other 2 characters are not imported"


def test_a_bad_file_dropped_with_a_good_one_is_left_out_and_enter_imports_the_good(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    bad = bad_spreadsheet(tmp_path)
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        try:
            seen["summary"] = dialog.summary.text()
            seen["import"] = dialog.import_button.isEnabled()
            heads = [dialog.tree.topLevelItem(n) for n in range(dialog.tree.topLevelItemCount())]
            seen["heads"] = [h.text(0) for h in heads]
            folded = heads[0]  # the refused and those left out with their file, folded in one row
            inside = {folded.child(n).text(0): folded.child(n) for n in range(folded.childCount())}
            seen["folded"] = list(inside)
            ben, gloria = inside.get("Ben Okafor"), inside.get("Gloria")
            seen["ben"] = [(ben.child(n).text(0), ben.child(n).text(1)) for n in range(ben.childCount())
                           if ben.child(n).text(0) == "Refused"] if ben is not None else None
            seen["gloria"] = [gloria.child(n).text(1) for n in range(gloria.childCount())
                              if gloria.child(n).text(0) == "Left out"] if gloria is not None else None
            qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():  # Enter did not import: close it, the roster stays empty
                dialog.reject()

    when_shown(ImportPreviewDialog, preview)
    drop(window, ANA, bad)
    qtbot.waitUntil(lambda: "Ana Reyes" in roster_names(window))
    assert seen["import"] is True
    assert seen["summary"] == (
        "1 character to import. Enter imports it as one action; Ctrl+Z takes it back. No session has begun yet: "
        "Enter starts session 1 (Ctrl+Z leaves it running).\n"
        "1 file is refused and left out; the other files are imported:\n"
        "• bad-party.csv, row 3: “Strength” is 99; on this sheet it runs from 1 to 5" + WHOLE)
    assert seen["heads"] == ["Not imported", "Ana Reyes"]  # the refused folded first, out of the way
    assert seen["folded"] == ["Ben Okafor", "Reyes, Ana", "Gloria"]
    assert seen["ben"] == [("Refused", "“Strength” is 99; on this sheet it runs from 1 to 5")]
    assert seen["gloria"] == ["not imported: another character of this file is refused",
                              "Rations: not in the file: starts at its default (0)"]  # the file has no Rations column
    assert [c.name for c in window.services.characters.characters()] == ["Ana Reyes"]
    lines = [render_event(e) for e in window.services.campaign.events() if e.kind != "session"]
    assert len(lines) == 1 and lines[0].startswith("Imported 1 character: Ana Reyes — Ana Reyes: Deep cut: "), lines
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.services.characters.characters() == [])
    assert QApplication.activeModalWidget() is None
