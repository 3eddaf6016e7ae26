"""With "Keep the night's wounds" ticked, a Foundry actor's status and critical-injury rows show
what the update writes: the roster's, kept, the file's beside it.  Ana came in from Foundry
poisoned, with a deep cut; in the night she took a point of damage.  Her actor, imported again,
now says she is sick too and was bitten: the night keeps her state, so her Sick row says "no" (the
file's "yes" beside it) and the bite's row names the injury kept, Deep cut; Alt+W takes the file's
and the rows show the file's values again, Alt+W once more keeps the night's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.night_import import ana_imported, preview_again, rows, take_the_files


def test_the_night_kept_shows_the_rosters_status_and_injuries_in_their_rows(qtbot, tmp_path):
    window, actor, file, ana = ana_imported(qtbot, tmp_path)
    services = window.services
    assert not ana.state["sick"] and [i["name"] for i in ana.state["injuries"]] == ["Deep cut"]
    assert services.characters.damage(ana.id, {"damage": 1, "armor": False})
    poison = next(e for e in actor["effects"] if "poison" in (e.get("statuses") or []))
    actor["effects"].append({**poison, "_id": "sickSickSick0001", "name": "Sick", "statuses": ["disease"]})
    cut = next(i for i in actor["items"] if i["type"] == "criticalInjury")
    actor["items"] = [i for i in actor["items"] if i is not cut]
    actor["items"].append({**cut, "_id": "biteBiteBite0001", "name": "Bite",
                           "system": {**cut["system"], "fatal": False, "effect": 2}})
    dialog = preview_again(qtbot, window, actor, file)
    assert dialog.night.isChecked()
    shown = rows(dialog)
    assert ("Sick", "no (the night's, kept; in the file: yes)") in shown, shown
    bite = [text for label, text in shown if label == "Critical injury"]
    assert len(bite) == 1 and bite[0].startswith("Deep cut (the night's, kept; in the file: Bite: −2 dice"), bite
    assert ("Poisoned", "yes") in shown, shown  # the same in the file and the roster: shown as it is
    take_the_files(qtbot, dialog)
    shown = rows(dialog)
    assert ("Sick", "yes") in shown, shown
    bite = [text for label, text in shown if label == "Critical injury"]
    assert len(bite) == 1 and bite[0].startswith("Bite: −2 dice") and "kept" not in bite[0], bite
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.night.isChecked)
    assert ("Sick", "no (the night's, kept; in the file: yes)") in rows(dialog)
