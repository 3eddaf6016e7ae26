"""A spreadsheet's "Reyes, Ana" imported beside the roster's Ana Reyes: the preview says she may be
the same character, under her line and at the top; Down reaches the "Same character?" row and Space
ticks it, so Enter updates Ana Reyes instead of adding a second Ana."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FILE = Path(__file__).resolve().parents[1] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"
ROW = "Same character?"


def test_space_on_same_character_updates_the_roster_s_ana_reyes(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ana Reyes", "pc")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(FILE)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert "1 name looks like a roster character's written another way" in dialog.summary.text()
    tree = dialog.tree

    def head():
        heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
        return next(h for h in heads if h.text(0).startswith("Reyes, Ana"))

    def row():
        return next(head().child(n) for n in range(head().childCount()) if head().child(n).text(0) == ROW)

    assert row().checkState(0) == Qt.CheckState.Unchecked
    assert row().text(1).startswith("“Reyes, Ana” may be “Ana Reyes” of the roster, written another way")
    assert tree.hasFocus()
    for _ in range(40):
        if tree.currentItem() is row():
            break
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem() is row()
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: head().text(0) == "Reyes, Ana \u2192 Ana Reyes")  # said anew: she updates Ana
    assert row().checkState(0) == Qt.CheckState.Checked
    assert row().text(1).startswith("“Reyes, Ana” updates “Ana Reyes” of the roster")
    assert tree.currentItem() is row()  # the GM stays where the key was pressed
    before = len(services.campaign.events())
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
    assert services.characters.import_preview(dialog.preview)
    people = {c.name: c for c in services.characters.characters()}
    assert sorted(people) == ["Ana Reyes", "Ben Okafor", "Gloria"]  # no second Ana
    assert people["Ana Reyes"].sheet["strength"] == 4  # her sheet from the file
    lines = [render_event(e) for e in services.campaign.events()[before:]]
    assert len(lines) == 1 and "updated 1 character: Ana Reyes" in lines[0], lines
