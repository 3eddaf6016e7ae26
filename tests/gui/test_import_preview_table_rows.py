"""A table's rows in the import preview name the cells the file fills: Father Tom's "Hand Weapon"
reads "Type: Club, Special: no, Level: 3, Native language: no", without a "Specializations: ," the
actor leaves empty."""

from __future__ import annotations

from pathlib import Path

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FOUNDRY = Path(__file__).resolve().parents[1] / "fixtures" / "foundry"
TOM = FOUNDRY / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


def test_a_table_row_leaves_out_the_cells_the_file_leaves_empty(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(TOM)]), window)
    qtbot.addWidget(dialog)
    tom = dialog.tree.topLevelItem(0)
    skills = next(tom.child(n) for n in range(tom.childCount()) if tom.child(n).text(0) == "Skills")
    rows = {skills.child(n).text(0): skills.child(n).text(1) for n in range(skills.childCount())}
    assert rows["Hand Weapon"] == "Type: Club, Special: no, Level: 3, Native language: no"
    assert rows["Notice"] == "Special: no, Level: 2, Native language: no"
    assert not any(": ," in text or text.endswith(": ") for text in rows.values()), rows
