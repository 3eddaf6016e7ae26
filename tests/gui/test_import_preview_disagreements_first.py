"""Two files of one character: where they disagree is said first under the character's line, not as
the last lines of a long block the top says is below.  Ana Reyes from the party's spreadsheet and
her Foundry actor: the first rows under her line say the two files are one and their Strengths."""

from __future__ import annotations

from tests.gui.test_import_preview import ANA
from tests.unit.services.test_import_same_party_two_files import party_with_ana
from ui.dialogs.import_preview import ImportPreviewDialog


def test_the_files_disagreements_are_the_first_rows_under_ana(qtbot, tmp_path):
    from tests.gui.helpers import campaign_window

    window = campaign_window(qtbot, tmp_path, "twdu")
    pcs = party_with_ana(tmp_path, strength=3)
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(pcs), str(ANA)]), window)
    qtbot.addWidget(dialog)
    tree = dialog.tree
    head = next(tree.topLevelItem(n) for n in range(tree.topLevelItemCount())
                if tree.topLevelItem(n).text(0) == "Ana Reyes")
    rows = [head.child(n).text(1) for n in range(head.childCount())]
    assert len(rows) > 10, rows
    assert rows[0] == f"in {pcs.name} and {ANA.name}: one character, imported once from {ANA.name}", rows[:3]
    assert f"Strength: 3 in {pcs.name}, 4 in {ANA.name}: {ANA.name}'s is taken" in rows[1:4], rows[:4]
    assert rows.count(rows[0]) == 1  # said once, not again with the other notes
