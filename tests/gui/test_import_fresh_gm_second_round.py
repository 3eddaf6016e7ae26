"""Issue 42, the second round of what a fresh GM stopped at in Import characters: a preview where
nothing changes also said Enter starts the next session (it started none); a new critical injury's
rolled time limit rolled again whenever the preview was said anew; refused files pushed the
characters to import out of sight; a message of one language stayed on screen in the next; Alt+W
did the opposite of a character's own hint."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from ui import open_main_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: the files a fresh GM picked in the AFMBE demo: two spreadsheets and Father Tom's actor read, three refused
AFMBE_BATCH = [FIXTURES / "csv" / "afmbe-party-libreoffice.csv", FIXTURES / "csv" / "afmbe-crew-gm-sheet.csv",
               FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json",
               FIXTURES / "gm" / "dnd-party.csv", FIXTURES / "gm" / "broken-actor.json",
               FIXTURES / "csv" / "twdu-party-windows-1252.csv"]


def _afmbe_demo(qtbot, tmp_path):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    return window


def test_when_nothing_changes_the_top_says_only_that_enter_writes_nothing(qtbot, tmp_path):
    window = _afmbe_demo(qtbot, tmp_path)
    services = window.services
    files = [str(f) for f in AFMBE_BATCH]
    assert services.characters.import_preview(services.characters.preview_import(files))  # session 2 with it
    assert services.campaign.end_session()
    sessions = [(g.number, g.ended is not None) for g in services.campaign.sessions()]
    events = len(services.campaign.events())
    preview = services.characters.preview_import(files)
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    top = " ".join(dialog.summary.text().split())
    assert "Enter writes nothing" in top, top
    assert "session 3" not in top and "starts" not in top, top  # Enter starts no session: not said
    services.characters.import_preview(preview)  # Enter: nothing written, no session started
    assert [(g.number, g.ended is not None) for g in services.campaign.sessions()] == sessions
    assert len(services.campaign.events()) == events
