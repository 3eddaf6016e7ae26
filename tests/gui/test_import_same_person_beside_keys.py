"""The party's spreadsheet's "Reyes, Ana" picked with Ana Reyes's Foundry actor, the roster holding
Ana Reyes: the actor updates her, and the row came in as a second character with no word of it.  The
preview now says under the row that she may be Ana Reyes, whom the actor above updates; Down reaches
the "Same character?" row, Space makes the two one (the spreadsheet's sheet, the actor's rest, as two
files of one name are joined), and Enter updates Ana Reyes alone: one log line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
ROW = "Same character?"


def test_space_makes_reyes_ana_one_with_the_actor_s_ana_reyes(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ana Reyes", "pc")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(ANA), str(PARTY)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    tree = dialog.tree

    def heads():
        return [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]

    def row():
        head = next(h for h in heads() if h.text(0).startswith("Reyes, Ana"))
        return next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == ROW)

    assert row().checkState(0) == Qt.CheckState.Unchecked
    assert row().text(1).startswith("“Reyes, Ana” may be “Ana Reyes” (fvtt-Actor-twdu-4.0.3-character-ana-reyes.json, "
                                    "actor 1 (twdu 4.0.3), above, updates it)"), row().text(1)
    assert "1 name looks like a roster character's written another way" in dialog.summary.text()
    assert tree.hasFocus()
    for _ in range(80):
        if tree.currentItem() is row():
            break
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem() is row()
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not any(h.text(0).startswith("Reyes, Ana") for h in heads()))  # one character now
    assert tree.hasFocus() and tree.currentItem().text(0).startswith("Ana Reyes")
    ana = next(c for c in dialog.preview.characters if c.updating)
    assert ana.also_in == [ANA.name] and ana.update.name == "Ana Reyes"
    before = len(services.campaign.events())
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
    assert services.characters.import_preview(dialog.preview)
    people = {c.name: c for c in services.characters.characters()}
    assert sorted(people) == ["Ana Reyes", "Ben Okafor", "Gloria"]  # no "Reyes, Ana" beside her
    assert people["Ana Reyes"].sheet["strength"] == 4  # the spreadsheet's, the later file's
    lines = [render_event(e) for e in services.campaign.events()[before:]]
    assert len(lines) == 1, lines
