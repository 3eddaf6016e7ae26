"""Down through the preview at 1366 × 768, in Spanish: the highlighted row stays in sight.

A fresh GM (Spanish, keys only) unfolded each character of a batch (the party's spreadsheet, Ana
Reyes's and Gloria's actors) and pressed Down through their rows, many wrapped on two lines: the
list scrolled by whole rows and left the highlight cut at the bottom edge, then below it, out of
sight.  Each Down leaves the current row whole in the list, and Up back to the top too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FILES = [FIXTURES / "csv" / "twdu-party-libreoffice.csv",
         FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json",
         FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"]


def _unseen(dialog: ImportPreviewDialog) -> str:
    """The current row where the list does not show it whole (one taller than the list: from its
    top); "" where it does."""
    tree = dialog.tree
    item = tree.currentItem()
    rect, view = tree.visualItemRect(item), tree.viewport().rect()
    if view.contains(rect) or (rect.height() > view.height() and rect.top() == 0):
        return ""
    return f"{item.text(0)} at {rect.top()}–{rect.bottom()} of 0–{view.bottom()}"


def test_down_through_wrapped_rows_at_1366_by_768_keeps_the_current_row_in_sight(qtbot, tmp_path):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    assert set_language("es")
    try:
        preview = window.services.characters.preview_import([str(f) for f in FILES])
        dialog = ImportPreviewDialog(preview, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        lost: list[str] = []
        for _ in range(400):  # Right unfolds a character's line, Down goes on
            before = tree.currentItem()
            if before.childCount() and not before.isExpanded():
                qtbot.keyClick(tree, Qt.Key.Key_Right)
            qtbot.keyClick(tree, Qt.Key.Key_Down)
            qtbot.wait(1)
            if tree.currentItem() is before:
                break
            lost.extend(filter(None, [_unseen(dialog)]))
        assert tree.verticalScrollBar().maximum() > 0, "the list fits: nothing to scroll"
        assert tree.itemBelow(tree.currentItem()) is None, "Down stopped before the end"
        for _ in range(400):
            before = tree.currentItem()
            qtbot.keyClick(tree, Qt.Key.Key_Up)
            qtbot.wait(1)
            if tree.currentItem() is before:
                break
            lost.extend(filter(None, [_unseen(dialog)]))
        dialog.reject()
    finally:
        set_language("en")
    assert lost == [], lost[:5]
