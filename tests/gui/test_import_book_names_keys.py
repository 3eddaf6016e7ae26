"""Ctrl+I, a GM's own AFMBE spreadsheet headed as the book heads it ("Endurance Points"), the
preview, Enter: the preview reads the column as Endurance (now) and says nothing of it left out (its
"Life Points", the total, said to be worked out by the sheet),
and the character comes in with the Endurance the file holds.  A sheet with Strength in two
columns: the preview names both, and Enter imports nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.gui.helpers import campaign_window, choose_file
from tests.gui.test_import_preview import roster_names, when_shown
from ui.dialogs.import_preview import ImportPreviewDialog

CREW = Path(__file__).resolve().parents[1] / "fixtures" / "gm" / "afmbe_crew.csv"


def test_ctrl_i_a_crew_sheet_with_endurance_points_says_them_worked_out_and_enter_imports_billy(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    head, _row = CREW.read_text("utf-8").splitlines()[:2]
    crew = tmp_path / "afmbe_crew.csv"  # the GM's sheet, Billy Joe's Life Points as his sheet works them out
    crew.write_text(head + "\nBilly Joe,3,2,3,2,2,2,34,20,14\n", "utf-8")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        seen["summary"] = dialog.summary.text()
        heads = [dialog.tree.topLevelItem(n) for n in range(dialog.tree.topLevelItemCount())]
        billy = next(h for h in heads if h.text(0) == "Billy Joe")
        seen["rows"] = [tuple(billy.child(n).text(c) for c in range(3)) for n in range(billy.childCount())
                        if "(now)" in billy.child(n).text(0)]
        seen["left"] = [tuple(billy.child(n).text(c) for c in range(3)) for n in range(billy.childCount())]
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, str(crew))

    when_shown(QFileDialog, pick)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Billy Joe" in roster_names(window))
    assert "Endurance Points" not in str(seen["summary"])
    assert seen["rows"] == []  # the book's Endurance Points are his total, as its Life Points are
    # each named as the sheet names it, the file's heading where the list says where in the file it is
    assert ("Left out", "Life Points: 34 — worked out by the sheet, not read", "Life Points") in seen["left"]
    assert ("Left out", "Endurance: 20 — worked out by the sheet as 29; the file's value is not read",
            "Endurance Points") in seen["left"]
    [billy] = window.services.characters.characters()
    assert window.services.ruleset.track_values(billy.sheet, billy.state)["endurance"] == 29


def test_ctrl_i_a_sheet_with_strength_twice_the_preview_names_both_columns_and_enter_imports_nothing(qtbot,
                                                                                                    tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    crew = tmp_path / "crew.csv"
    crew.write_text("Name,Strength,Dexterity,Strength\nBilly Joe,3,2,4\n", "utf-8")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        seen["summary"] = dialog.summary.text()
        seen["import"] = dialog.import_button.isEnabled()
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        if dialog.isVisible():  # Enter did not import: close it, the roster stays empty
            qtbot.keyClick(dialog.tree, Qt.Key.Key_Escape)
        seen["closed"] = True

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, str(crew))

    when_shown(QFileDialog, pick)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: seen.get("closed", False))
    assert seen["summary"] == ("Nothing can be imported: crew.csv: two columns are headed “Strength”, B and D: "
                               "delete the one that does not hold the characters' values and import the file "
                               "again. Nothing was changed.")
    assert seen["import"] is False
    assert "Billy Joe" not in roster_names(window)
    assert window.services.characters.characters() == []
