"""The preview's line saying a spreadsheet's Conditions words win over its state column is a Note:
the words are applied, so the line is not labelled "Left out"."""

from __future__ import annotations

from pathlib import Path

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

GM = Path(__file__).resolve().parents[1] / "fixtures" / "gm"


def test_the_words_winning_over_the_state_column_are_a_note_not_left_out(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(GM / "night-party-edited.csv")])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    tree = dialog.tree
    [marcus] = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                if tree.topLevelItem(i).text(0) == "Marcus Cole"]
    rows = {marcus.child(i).text(1): marcus.child(i).text(0) for i in range(marcus.childCount())}
    [said] = [what for text, what in rows.items() if "column wins" in text]
    assert said == "Note"
