"""Files exchanged with other tools (ui.exchange_files, ui.party_export): the session-log export
(Ctrl+E) and Export the party (Ctrl+Shift+X) ask before they replace a file; the dialogs of Ctrl+I,
Ctrl+Shift+X and Ctrl+E open in the documents folder, then where the last one was, never in the
program's folder; Export the party says which characters went to which files, NPCs or not."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import ui.party_export as party_export
from tests.gui.helpers import campaign_window, when_dialog_opens
from ui.dialogs.export_dialog import ExportDialog


def answering(monkeypatch, answer):
    asked = []

    def question(parent, title, text, buttons, default):
        asked.append((text, default))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_the_session_log_export_asks_before_replacing_a_file_typed_in_its_box(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    target = tmp_path / "night.html"
    target.write_text("the GM's own page", "utf-8")
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    dialog = ExportDialog(window.services, window.docks["logDock"])
    qtbot.addWidget(dialog)
    dialog.format.setCurrentIndex(dialog.format.findData("html"))
    dialog.path.setText(str(target))
    assert dialog.export() is None
    assert target.read_text("utf-8") == "the GM's own page"
    assert str(target) in asked[0][0] and asked[0][1] == QMessageBox.StandardButton.No  # Enter keeps the file
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert dialog.export() is not None
    assert "Ana" in target.read_text("utf-8")


def test_exchange_dialogs_start_in_the_documents_folder_then_where_the_last_one_was(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    dialog = ExportDialog(window.services, window.docks["logDock"])
    qtbot.addWidget(dialog)
    first = Path(dialog.path.text()).parent
    assert first != Path(os.getcwd()) and first.is_dir()
    table = tmp_path / "table"
    table.mkdir()
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    dialog.path.setText(str(table / "log.html"))
    assert dialog.export() is not None
    opened = {}

    def picked_import(parent, caption, directory="", filters=""):
        opened["import"] = directory
        return []

    def picked_export(parent, caption, directory, filters, selected=0):
        opened["export"] = directory
        return "", -1

    monkeypatch.setattr(party_export, "open_file_names", picked_import)
    monkeypatch.setattr(party_export, "save_file_and_filter", picked_export)
    dock = window.docks["charactersDock"]
    dock.act_import.trigger()
    dock.act_export.trigger()
    assert opened == {"import": str(first), "export": str(table / "Test - party.json")}  # no import yet: documents
    again = ExportDialog(window.services, window.docks["logDock"])
    qtbot.addWidget(again)
    assert Path(again.path.text()).parent == table


def test_the_log_export_opens_where_the_last_export_went_never_where_the_last_import_came_from(
        qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    (downloads / "ana.json").write_text("{}", "utf-8")
    monkeypatch.setattr(party_export, "open_file_names", lambda *args, **kw: [str(downloads / "ana.json")])
    documents = party_export.start_folder(window)
    assert party_export.pick_import_files(window.docks["charactersDock"]) == [str(downloads / "ana.json")]
    log = ExportDialog(window.services, window.docks["logDock"])
    qtbot.addWidget(log)
    assert Path(log.path.text()).parent == documents != downloads


def test_importing_and_exporting_the_party_share_their_last_folder(qtbot, tmp_path, monkeypatch):
    """The first Ctrl+I after an export of the party opens where the party went, and an export of
    the party after an import opens where the import came from."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    table, downloads = tmp_path / "table", tmp_path / "Downloads"
    table.mkdir()
    downloads.mkdir()
    (downloads / "ben.json").write_text("{}", "utf-8")
    opened: list[tuple[str, str]] = []

    def picked_export(parent, caption, directory, filters, selected=0):
        opened.append(("export", directory))
        return str(table / "party.json"), 0

    def picked_import(parent, caption, directory="", filters=""):
        opened.append(("import", directory))
        return [str(downloads / "ben.json")]

    monkeypatch.setattr(party_export, "open_file_names", picked_import)
    monkeypatch.setattr(party_export, "save_file_and_filter", picked_export)
    dock = window.docks["charactersDock"]
    dock.act_export.trigger()
    assert (table / "party.json").exists()
    assert party_export.pick_import_files(dock) == [str(downloads / "ben.json")]
    dock.act_export.trigger()
    assert [place for _kind, place in opened[1:]] == [str(table), str(downloads / "Test - party.json")], opened


def test_export_the_party_asks_before_replacing_and_says_who_went_where(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    for name in ("Ana Reyes", "Ben Okafor"):
        window.services.characters.create(name)
    window.services.characters.create("Rook", "npc")
    old = tmp_path / "party.csv"
    old.write_text("the group's sheet", "utf-8")
    # the GM picks "party" as a spreadsheet: ".csv" is added, a file Qt's dialog did not ask about
    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(tmp_path / "party"), 1))
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)

    def player_characters_only(box):
        box.defaultButton().click()

    when_dialog_opens(player_characters_only)
    window.docks["charactersDock"].act_export.trigger()
    assert old.read_text("utf-8") == "the group's sheet" and str(old) in asked[0][0]
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    when_dialog_opens(player_characters_only)
    window.docks["charactersDock"].act_export.trigger()
    assert "Ana Reyes" in old.read_text("utf-8-sig") and "Rook" not in old.read_text("utf-8-sig")
    assert window.statusBar().currentMessage() == (
        f"Exported 2 characters as a spreadsheet (CSV): party.csv (in {tmp_path}). Player characters only.")

    def with_npcs(box):
        next(b for b in box.buttons() if b.text() == "&With the NPCs").click()

    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(tmp_path / "actors.json"), 2))
    when_dialog_opens(with_npcs)
    window.docks["charactersDock"].act_export.trigger()
    files = [tmp_path / f"actors-{n}.json" for n in ("Ana Reyes", "Ben Okafor", "Rook")]
    assert all(f.exists() for f in files)
    assert window.statusBar().currentMessage() == (
        f"Exported 3 characters as Foundry VTT actors: actors-Ana Reyes.json and 2 more files (in {tmp_path}). "
        "NPCs and zombies included.")
