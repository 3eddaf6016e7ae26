"""With "Keep the night's wounds" ticked, the import preview says what of the file's state is not
taken.  Ana came in from Foundry, took a point of damage in the night (Health 2 → 1); her actor, unchanged
but for her poison struck out, is imported again: the roster's state is kept, so the preview must
not say her files are "already as the roster has them: nothing changes".  Under her it says the
file's Health 3 and its conditions are not taken (Alt+W takes them), and her Health row shows the
1 the update keeps, the file's 2 beside it; Alt+W takes the file's and the rows show it."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _children(dialog: ImportPreviewDialog) -> list[tuple[str, str]]:
    head = dialog.tree.topLevelItem(0)
    return [(head.child(n).text(0), head.child(n).text(1)) for n in range(head.childCount())]


def test_the_night_kept_says_what_of_the_file_is_not_taken(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    (ana,) = services.characters.characters()
    assert ana.state["health"] == 2 and ana.state["poisoned"]
    assert services.characters.damage(ana.id, {"damage": 1, "armor": False})
    actor["effects"] = [e for e in actor["effects"] if "poison" not in (e.get("statuses") or [])]
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.night.isChecked()
    summary = dialog.summary.text()
    assert "as the files have them" not in summary and "the night's wounds are kept" in summary, summary
    rows = _children(dialog)
    changes = [text for label, text in rows if label == "Changes"]
    assert "Health 2 in the file: not taken, the night's wounds are kept (Alt+W to take them)" in changes, changes
    assert any(c.startswith("Conditions in the file (") and "not taken" in c for c in changes), changes
    assert ("Health", "1 (the night's, kept; in the file: 2)") in rows, rows
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.night.isChecked())
    rows = _children(dialog)
    assert ("Health", "2") in rows and not any("not taken" in text for _, text in rows), rows
