"""A batch of spreadsheets with columns that are no field of the sheet does not bury the preview:
each file's columns left out are said in one short line, the headings the sheet takes once for the
file (folded in the list, Right opens them), the top is a few lines high and scrolls, and Page Down
moves through the list past a row taller than the list itself."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

GM = Path(__file__).resolve().parents[1] / "fixtures" / "gm"


def with_columns(folder: Path, name: str, extra: dict[str, str], notes: str = "") -> str:
    """The GM's exported party (night-party.csv) with columns of another sheet added by hand."""
    rows = list(csv.DictReader(io.StringIO((GM / "night-party.csv").read_text("utf-8-sig"))))
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=[*rows[0], *extra])
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, **extra, "Notes": notes or row["Notes"]})
    path = folder / name
    path.write_text(out.getvalue(), "utf-8")
    return str(path)


def batch(folder: Path, notes: str = "") -> list[str]:
    extra = {"Dexterity": "3", "Perception": "2", "Essence": "14"}
    return [with_columns(folder, f"party-{n}.csv", extra, notes) for n in range(1, 5)]


def test_four_files_with_columns_left_out_keep_the_top_to_a_few_lines(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    preview = window.services.characters.preview_import(batch(tmp_path))
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    dialog.resize(1229, 652)  # the first size at 1366×768
    dialog.show()
    qtbot.waitExposed(dialog)
    lines = dialog.summary.text().split("\n")
    assert lines[0] == "Columns not read (this sheet has no field for them):", lines
    assert lines[1:5] == [f"• party-{n}.csv: 3 columns are no fields of this sheet, left out: Dexterity, "
                         "Perception, Essence" for n in range(1, 5)], lines
    assert "Strength" not in dialog.summary.text()  # the headings taken are not repeated at the top
    line = dialog.summary.fontMetrics().lineSpacing()
    assert dialog.tree.geometry().top() <= 7 * line + 24, (dialog.tree.geometry().top(), line)  # with the heading
    rows = [dialog.tree.topLevelItem(n) for n in range(dialog.tree.topLevelItemCount())]
    left_out = [r for r in rows if r.text(0) == "Left out"]
    assert len(left_out) == 4 and all(not r.isExpanded() for r in left_out)
    taken = [r.child(0).text(1) for r in left_out]
    assert all(t.startswith("The headings this sheet takes") and "Strength" in t for t in taken)
    dialog.tree.setCurrentItem(left_out[0])
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Right)
    assert left_out[0].isExpanded()


def test_page_down_moves_through_the_list_past_a_row_taller_than_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    long_notes = " ".join(["The group met her at the quarry; she trades fuel for medicine."] * 60)
    preview = window.services.characters.preview_import(batch(tmp_path, long_notes))
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    dialog.resize(700, 480)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree = dialog.tree
    tall = [tree.visualItemRect(tree.topLevelItem(n).child(c)).height()
            for n in range(tree.topLevelItemCount()) for c in range(tree.topLevelItem(n).childCount())]
    assert max(tall) > tree.viewport().height()  # a row taller than the list
    tree.setCurrentItem(tree.topLevelItem(0))
    last = tree.topLevelItem(tree.topLevelItemCount() - 1)
    while last.childCount() and last.isExpanded():
        last = last.child(last.childCount() - 1)
    seen = []
    for _ in range(200):
        seen.append(tree.currentItem())
        if tree.currentItem() is last:
            break
        qtbot.keyClick(tree, Qt.Key.Key_PageDown)
        assert tree.currentItem() is not seen[-1], "Page Down did not move"
    assert tree.currentItem() is last
    qtbot.keyClick(tree, Qt.Key.Key_PageUp)
    assert tree.currentItem() is not last
