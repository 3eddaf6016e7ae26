"""Issue 42, by keys, what a fresh GM stopped at: Deadwatch's own export of a party with "(2)"
copies, Ctrl+I'd back unedited, is not refused and changes nothing; the Shambler's actor imported
over the Unisystem demo's zombie left at 2 Life Points says what it takes away under "Watch out:"
and keeps the night's wounds ticked, so Enter leaves it at 2; Alt+W keeps the row the GM is on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from app.services.demo import build_demo
from tests.gui.helpers import activate, choose_file
from tests.gui.test_import_preview import when_shown
from tests.gui.test_import_preview_one_of_each import _ctrl_i
from ui import open_main_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
SHAMBLER = FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-creature-shambler.json"


def _demo_window(qtbot, tmp_path, ruleset: str, preset: str | None):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo.deadwatch", ruleset, preset)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window


def test_the_party_exported_with_its_copies_comes_back_whole_and_changes_nothing(qtbot, tmp_path):
    window = _demo_window(qtbot, tmp_path, "twdu", None)
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    copies = services.characters.preview_import([str(PARTY)])
    copies.choose_copies(True)
    assert services.characters.import_preview(copies)
    names = sorted(c.name for c in services.characters.characters())
    assert {"Ben Okafor (2)", "Reyes, Ana (2)", "Gloria (2)"} <= set(names)
    party = tmp_path / "party.csv"
    assert services.characters.export_file(str(party), [c.id for c in services.characters.characters()], "csv")
    events = len(services.campaign.events())
    seen: dict[str, object] = {}
    _ctrl_i(qtbot, window, [party], seen)
    summary = str(seen["summary"])
    assert "Nothing can be imported" not in summary and "refused" not in summary, summary
    assert summary.startswith("Nothing changes"), summary
    heads = seen["heads"]
    assert isinstance(heads, dict) and "Ben Okafor" in heads and "Ben Okafor (2)" in heads
    by_id = " (the same character, by the id Deadwatch's export wrote)"  # each export writes its id
    assert "Update: updates “Ben Okafor” of the roster" + by_id in heads["Ben Okafor"], heads["Ben Okafor"]
    assert "Update: updates “Ben Okafor (2)” of the roster" + by_id in heads["Ben Okafor (2)"]
    assert len(services.campaign.events()) == events  # Enter wrote nothing
    assert sorted(c.name for c in services.characters.characters()) == names


def test_the_shambler_over_the_wounded_zombie_watch_out_and_the_night_kept(qtbot, tmp_path):
    window = _demo_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        seen["ticked"] = dialog.night.isChecked()
        seen["first"] = dialog.summary.text()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the file's state
        qtbot.waitUntil(lambda: not dialog.night.isChecked())
        seen["taken"] = dialog.summary.text()
        qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the night's again
        qtbot.waitUntil(dialog.night.isChecked)
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        seen["done"] = True

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, f'"{SHAMBLER}"')

    when_shown(QFileDialog, pick)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: seen.get("done") is True)
    assert seen["ticked"]  # never imported, left at 2 Life Points: the night's wounds kept
    assert not str(seen["first"]).startswith("•"), seen["first"]
    assert "For Shambler the night's wounds are kept" in str(seen["first"]), seen["first"]  # whom: it said "For 1"
    lines = str(seen["taken"]).splitlines()
    assert lines[0] == "Watch out:", lines  # the bullet under its heading, not loose above the summary
    assert lines[1].startswith("• Shambler loses "), lines
    qtbot.waitUntil(lambda: services.campaign.events()[-1].text.startswith("Updated"))
    [zombie] = [c for c in services.characters.characters() if c.name == "Shambler"]
    assert services.ruleset.track_values(zombie.sheet, zombie.state)["life_points"] == 2


def test_alt_w_keeps_the_row_the_gm_is_on(qtbot, tmp_path):
    window = _demo_window(qtbot, tmp_path, "afmbe", "unisystem")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(SHAMBLER)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    tree = dialog.tree
    tree.setFocus()
    for _ in range(6):
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    row = tree.currentItem()
    assert row is not None and row.parent() is not None
    label = row.text(0)
    assert label, label
    ticked = dialog.night.isChecked()
    qtbot.keyClick(tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.night.isChecked() != ticked)
    now = tree.currentItem()
    assert now is not None and now.text(0) == label and now.parent() is not None, now and now.text(0)
    assert now.parent().text(0) == "Shambler"
