"""File → Export the party, "With the NPCs": every NPC goes, zombies included, in each format
(Deadwatch's characters file, a spreadsheet, Foundry twdu actors) and comes back the same kind; a
damaged record, which no file can hold, is said to be left out before anything is written and after;
the status line names the format, the file and the count, and reads whole on a 1366 px laptop in
every language; an export, as the session-log export, writes no line in the session log."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

import ui.party_export as party_export
from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.status_said import where_whole
from ui import i18n


def with_npcs(box: QMessageBox) -> None:
    next(b for b in box.buttons() if QMessageBox.buttonRole(box, b) == QMessageBox.ButtonRole.YesRole).click()


def fill(services) -> None:  # noqa: ANN001
    for name, kind in (("Ana Reyes", "pc"), ("Rook", "npc"), ("Walker", "zombie"), ("Biter", "zombie")):
        services.characters.create(name, kind)


def party_window(qtbot, tmp_path, damaged: str = ""):  # noqa: ANN001, ANN201
    """A twdu campaign of a PC, an NPC and two zombies; ``damaged``: the one whose record another
    program left unreadable before the window opened."""

    def before(services) -> None:  # noqa: ANN001
        fill(services)
        if damaged:
            with sqlite3.connect(services.campaign.store.path) as db:
                db.execute("UPDATE character SET sheet = '[]' WHERE name = ?", (damaged,))
            db.close()

    return campaign_window(qtbot, tmp_path, "twdu", before=before)


@pytest.mark.parametrize(("form", "name", "files"), [
    (0, "party.json", ["party.json"]),
    (1, "party.csv", ["party.csv"]),
    (2, "actors.json", ["actors-Ana Reyes.json", "actors-Rook.json", "actors-Walker.json", "actors-Biter.json"]),
])
def test_with_the_npcs_takes_the_zombies_too_in_every_format(qtbot, tmp_path, monkeypatch, form, name, files):
    window = party_window(qtbot, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    asked: list[str] = []
    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(out / name), form))

    def answer(box: QMessageBox) -> None:
        asked.append(box.text())
        with_npcs(box)

    when_dialog_opens(answer)
    events = len(window.services.campaign.events())
    window.docks["charactersDock"].act_export.trigger()
    assert asked == ["The roster has 3 NPCs, zombies included. Export them with the player characters?"]
    assert sorted(p.name for p in out.iterdir()) == sorted(files)
    preview = window.services.characters.preview_import([str(out / f) for f in files])
    # read back into the campaign they came from: each updates its own character, or comes in as a copy
    assert [(c.name, c.kind, c.updating) for c in preview.characters] == [
        ("Ana Reyes", "pc", True), ("Rook", "npc", True), ("Walker", "zombie", True), ("Biter", "zombie", True)]
    preview.choose_copies(True)
    assert [(c.name, c.kind) for c in preview.characters] == [
        ("Ana Reyes (2)", "pc"), ("Rook (2)", "npc"), ("Walker (2)", "zombie"), ("Biter (2)", "zombie")]
    assert len(window.services.campaign.events()) == events  # nothing changed, nothing logged
    if form == 2:
        walker = json.loads((out / "actors-Walker.json").read_text("utf-8"))
        assert (walker["type"], walker["prototypeToken"]["disposition"]) == ("npc", -1)


def test_a_damaged_record_is_said_to_be_left_out_before_and_after(qtbot, tmp_path, monkeypatch):
    window = party_window(qtbot, tmp_path, damaged="Walker")
    assert [c.name for c, _ in window.services.characters.roster()[1]] == ["Walker"]
    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(tmp_path / "party.json"), 0))
    asked: list[str] = []

    def answer(box: QMessageBox) -> None:
        asked.append(box.informativeText())
        with_npcs(box)

    when_dialog_opens(answer)
    window.docks["charactersDock"].act_export.trigger()
    assert asked == ["1 damaged record is left out: the rules cannot read it, so no file can hold it (the roster "
                     "shows it in red: Enter repairs)."]
    kept = json.loads((tmp_path / "party.json").read_text("utf-8"))["characters"]
    assert [c["name"] for c in kept] == ["Ana Reyes", "Rook", "Biter"]
    assert window.statusBar().currentMessage() == (
        f"Exported 3 characters as a Deadwatch characters file: party.json (in {tmp_path}). NPCs and zombies "
        "included. 1 damaged record left out.")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_export_s_status_line_reads_whole_on_a_laptop(qtbot, tmp_path, monkeypatch, language):
    window = party_window(qtbot, tmp_path)
    window.resize(1366, 768)
    long = "the-long-road-to-the-prison-and-back-again"
    # a folder as long as a GM's Documents ("/home/ana/Documents"), not a test runner's deep temporary one
    folder = Path(tempfile.mkdtemp(prefix="dw-"))
    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(folder / f"{long}.json"), 2))
    assert i18n.set_language(language)
    try:
        QApplication.processEvents()
        when_dialog_opens(with_npcs)
        window.docks["charactersDock"].act_export.trigger()
        QApplication.processEvents()
        bar = window.statusBar()
        text = bar.currentMessage()
        assert f"{long}-Ana Reyes.json" in text and "4" in text
        # the folder named: whole, or cut in its middle to fit (the bar's tooltip has it whole)
        assert f"{str(folder)[:12]}" in text and f"{str(folder)[-12:]})." in text
        assert str(folder) in bar.toolTip()
        assert (language == "en") == text.startswith("Exported 4 characters as Foundry VTT actors")
        # beside the campaign, ruleset, session and round, or wrapped whole in the band above the bar
        assert where_whole(window, text) in ("bar", "lines", "elided"), where_whole(window, text)
        assert window.status_campaign.isVisible() and window.status_session.isVisible()  # they stay whole
    finally:
        i18n.set_language("en")
        shutil.rmtree(folder, ignore_errors=True)
