"""With "Keep the night's wounds" ticked, a Foundry actor's status and critical-injury rows show
what the update writes: the roster's, kept, the file's beside it.  Ana came in from Foundry
poisoned, with a deep cut; in the night she took a point of damage.  Her actor, imported again,
now says she is sick too and was bitten: the night keeps her state, so her Sick row says "no" (the
file's "yes" beside it) and the bite's row names the injury kept, Deep cut; Alt+W takes the file's
and the rows show the file's values again, Alt+W once more keeps the night's."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _rows(dialog: ImportPreviewDialog) -> list[tuple[str, str]]:
    head = dialog.tree.topLevelItem(0)
    return [(head.child(n).text(0), head.child(n).text(1)) for n in range(head.childCount())]


def test_the_night_kept_shows_the_rosters_status_and_injuries_in_their_rows(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    (ana,) = services.characters.characters()
    assert not ana.state["sick"] and [i["name"] for i in ana.state["injuries"]] == ["Deep cut"]
    assert services.characters.damage(ana.id, {"damage": 1, "armor": False})
    poison = next(e for e in actor["effects"] if "poison" in (e.get("statuses") or []))
    actor["effects"].append({**poison, "_id": "sickSickSick0001", "name": "Sick", "statuses": ["disease"]})
    cut = next(i for i in actor["items"] if i["type"] == "criticalInjury")
    actor["items"] = [i for i in actor["items"] if i is not cut]
    actor["items"].append({**cut, "_id": "biteBiteBite0001", "name": "Bite",
                           "system": {**cut["system"], "fatal": False, "effect": 2}})
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.night.isChecked()
    rows = _rows(dialog)
    assert ("Sick", "no (the night's, kept; in the file: yes)") in rows, rows
    bite = [text for label, text in rows if label == "Critical injury"]
    assert len(bite) == 1 and bite[0].startswith("Deep cut (the night's, kept; in the file: Bite: −2 dice"), bite
    assert ("Poisoned", "yes") in rows, rows  # the same in the file and the roster: shown as it is
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.night.isChecked())
    rows = _rows(dialog)
    assert ("Sick", "yes") in rows, rows
    bite = [text for label, text in rows if label == "Critical injury"]
    assert len(bite) == 1 and bite[0].startswith("Bite: −2 dice") and "kept" not in bite[0], bite
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.night.isChecked)
    assert ("Sick", "no (the night's, kept; in the file: yes)") in _rows(dialog)
