"""Importing the party's spreadsheet again by keys: Ctrl+I, the file, the preview says which
characters are updated and what changes; Alt+N makes them new copies and back; Enter updates them
in one action that Ctrl+Z takes back; the roster then shows the first character it changed chosen
(not the first it held, unchanged)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QTreeWidgetItem

from tests.gui.helpers import activate, campaign_window, choose_file
from tests.gui.test_import_preview import PARTY, when_shown
from ui.dialogs.import_preview import ImportPreviewDialog


def _texts(item: QTreeWidgetItem) -> list[tuple[str, str]]:
    return [(item.child(n).text(0), item.child(n).text(1)) for n in range(item.childCount())]


def strength(services) -> int:  # noqa: ANN001
    """Ben Okafor's, the second of the roster."""
    return int(services.characters.characters()[1].sheet["strength"])


def test_the_same_spreadsheet_again_updates_the_roster_s_characters_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    ben = next(n for n, line in enumerate(lines) if line.startswith("Ben Okafor,"))
    lines[ben] = lines[ben].replace("Ben Okafor,Player character,3,", "Ben Okafor,Player character,4,")
    edited = tmp_path / "party.csv"
    edited.write_text("".join(lines), encoding="utf-8")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        try:
            look(dialog)
        except Exception as exc:  # noqa: BLE001 - said after the dialog is closed, never left open
            seen["error"] = repr(exc)
            dialog.reject()

    def look(dialog: ImportPreviewDialog) -> None:
        ben = next(dialog.tree.topLevelItem(n) for n in range(dialog.tree.topLevelItemCount())
                   if dialog.tree.topLevelItem(n).text(0) == "Ben Okafor")
        seen["ben"] = _texts(ben)[:2]
        seen["summary"] = dialog.summary.text()
        seen["box"] = dialog.copies.isVisible()
        dialog.activateWindow()  # as the window manager makes it once the file dialog is gone
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.tree, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # as new copies
        qtbot.waitUntil(dialog.copies.isChecked)
        tree = dialog.tree
        seen["copies"] = sorted(tree.topLevelItem(n).text(0) for n in range(tree.topLevelItemCount()))
        qtbot.keyClick(dialog.tree, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # and back to updating
        qtbot.waitUntil(lambda: not dialog.copies.isChecked())
        seen["focus"] = dialog.focusWidget() is dialog.tree
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, str(edited))

    when_shown(QFileDialog, pick)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "error" in seen or "focus" in seen and strength(services) == 4)
    assert "error" not in seen, seen["error"]
    assert seen["ben"] == [("Update", "updates “Ben Okafor” of the roster"), ("Changes", "Strength: 3 → 4")]
    assert "3 are already in the roster and are updated" in str(seen["summary"])
    assert seen["box"] is True and seen["focus"] is True
    assert seen["copies"] == ["Ben Okafor (2)", "Gloria (2)", "Reyes, Ana (2)"]
    assert [c.name for c in services.characters.characters()] == ["Reyes, Ana", "Ben Okafor", "Gloria"]
    # Ana Reyes, first of the roster, held unchanged: the roster shows Ben Okafor, whom the import changed
    chosen = window.docks["charactersDock"].tree.currentItem()
    assert chosen is not None and chosen.text(0) == "Ben Okafor", chosen and chosen.text(0)
    assert window.selection.character_id == services.characters.characters()[1].id
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: strength(services) == 3)
    assert len(services.characters.characters()) == 3


def test_no_box_when_nothing_is_in_the_roster(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(PARTY)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.copies.isVisible()
    assert Path(PARTY).exists()


def test_the_top_counts_the_characters_whose_update_changes_nothing(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    lines = PARTY.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = lines[1].replace('"Reyes, Ana",Player character,4,', '"Reyes, Ana",Player character,5,')
    edited = tmp_path / "party.csv"
    edited.write_text("".join(lines), encoding="utf-8")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(edited)]), window)
    qtbot.addWidget(dialog)
    assert "3 are already in the roster and are updated" in dialog.summary.text()
    assert "2 of them are already as the files have them: nothing changes for them." in dialog.summary.text()
    same = ImportPreviewDialog(services.characters.preview_import([str(PARTY)]), window)
    qtbot.addWidget(same)
    assert same.summary.text() == ("Nothing changes: the characters in the files are already in the roster as "
                                   "the files have them; Enter writes nothing.")
