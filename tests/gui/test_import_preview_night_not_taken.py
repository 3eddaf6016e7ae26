"""With "Keep the night's wounds" ticked, the import preview says what of the file's state is not
taken.  Ana came in from Foundry, took a point of damage in the night (Health 2 → 1); her actor, unchanged
but for her poison struck out, is imported again: the roster's state is kept, so the preview must
not say her files are "already as the roster has them: nothing changes".  Under her it says the
file's Health 3 and its conditions are not taken (Alt+W takes them), and her Health row shows the
1 the update keeps, the file's 2 beside it; Alt+W takes the file's and the rows show it."""

from __future__ import annotations

from tests.gui.night_import import ana_imported, preview_again, rows, take_the_files


def test_the_night_kept_says_what_of_the_file_is_not_taken(qtbot, tmp_path):
    window, actor, file, ana = ana_imported(qtbot, tmp_path)
    services = window.services
    assert ana.state["health"] == 2 and ana.state["poisoned"]
    assert services.characters.damage(ana.id, {"damage": 1, "armor": False})
    actor["effects"] = [e for e in actor["effects"] if "poison" not in (e.get("statuses") or [])]
    dialog = preview_again(qtbot, window, actor, file)
    assert dialog.night.isChecked()
    summary = dialog.summary.text()
    assert "as the files have them" not in summary and "the night's wounds are kept" in summary, summary
    shown = rows(dialog)
    changes = [text for label, text in shown if label == "Not taken"]  # under a heading of its own, not a change
    assert "Health 2 in the file: not taken, the night's wounds are kept (Alt+W to take them)" in changes, changes
    assert any(c.startswith("Conditions in the file (") and "not taken" in c for c in changes), changes
    assert not any("not taken" in text for label, text in shown if label == "Changes"), shown
    assert ("Health (now)", "1 (the night's, kept; in the file: 2)") in shown, shown  # as a spreadsheet's column
    take_the_files(qtbot, dialog)
    shown = rows(dialog)
    assert ("Health (now)", "2 of 3") in shown and not any("not taken" in text for _, text in shown), shown
