"""Re-importing two characters after a night's play: each updated character has its own "Keep the
night's wounds" row, reached with the arrow keys and ticked or unticked with Space, so the GM keeps
Mia's wounds and takes the files' state for Hank in one import: one line in the log, one Edit → Undo."""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ROW = "Keep the night's wounds"


def _health(services, name: str) -> int:
    row = next(c for c in services.characters.characters() if c.name == name)
    return services.characters.ruleset.track_values(row.sheet, row.state)["health"]


def test_space_on_one_character_s_row_keeps_its_wounds_and_not_the_other_s(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    for name in ("Mia", "Hank"):
        assert services.characters.create(name, "pc")
    ids = [c.id for c in services.characters.characters()]
    file = tmp_path / "party.csv"
    assert services.characters.export_file(str(file), ids)  # unhurt, as the files keep them
    rows = list(csv.DictReader(io.StringIO(file.read_text("utf-8-sig"))))
    for row in rows:  # the players raised their Strength between the sessions
        row["Strength"] = str(int(row["Strength"]) + 1)
    edited = io.StringIO()
    writer = csv.DictWriter(edited, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    file.write_text(edited.getvalue(), "utf-8")
    full = {n: _health(services, n) for n in ("Mia", "Hank")}
    for c in services.characters.characters():  # the night's play
        assert services.characters.damage(c.id, {"damage": 1, "armor": False})
    hurt = {n: _health(services, n) for n in ("Mia", "Hank")}
    assert all(hurt[n] < full[n] for n in hurt), (hurt, full)
    dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.night.checkState() == Qt.CheckState.Checked  # played since: every night kept by default
    tree = dialog.tree
    assert tree.hasFocus()

    def row_of(name: str):
        heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
        head = next(h for h in heads if h.text(0) == name)
        return next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == ROW)

    assert row_of("Mia").checkState(0) == row_of("Hank").checkState(0) == Qt.CheckState.Checked
    for _ in range(60):  # Down to Hank's own row
        current = tree.currentItem()
        if current.text(0) == ROW and current.parent().text(0) == "Hank":
            break
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem() is row_of("Hank")
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: row_of("Hank").text(1).startswith("no: "))  # said anew: the files' state taken
    assert row_of("Hank").checkState(0) == Qt.CheckState.Unchecked
    assert row_of("Mia").checkState(0) == Qt.CheckState.Checked
    assert dialog.night.checkState() == Qt.CheckState.PartiallyChecked  # some kept, some not
    assert tree.currentItem().text(0) == ROW and tree.currentItem().parent().text(0) == "Hank"  # still there
    before = len(services.campaign.events())
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
    assert services.characters.import_preview(dialog.preview)
    assert _health(services, "Mia") == hurt["Mia"]  # her wounds kept
    assert _health(services, "Hank") == full["Hank"]  # the files' state taken
    lines = [render_event(e) for e in services.campaign.events()[before:]]
    assert len(lines) == 1, lines
    assert "Mia: the sheet from the files; health, stress, conditions and injuries as the night left them" in lines[0]
    assert "Hank: the sheet" not in lines[0] and "Mia, Hank" not in lines[0], lines
    assert [c.sheet["strength"] for c in services.characters.characters()] == [3, 3]  # both sheets from the files
    assert services.campaign.undo()  # one step takes the whole import back
    assert {n: _health(services, n) for n in ("Mia", "Hank")} == hurt
