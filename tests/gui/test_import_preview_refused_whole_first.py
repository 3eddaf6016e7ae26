"""A file refused whole says first why (what it is not): a picture renamed .csv, another game
system's actor, a spreadsheet with no "Name" column or no rows, not the columns the sheet has no
field for («Столбцы не прочитаны…» came first).  The columns are said of a spreadsheet read as
characters, after the reason its row is refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import COLUMNS_NOT_READ, ImportPreviewDialog

ROOT = Path(__file__).resolve().parents[2]
PICTURE = ROOT / "resources" / "icons" / "png" / "deadwatch-32.png"
TOM = ROOT / "tests" / "fixtures" / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


def _lines(qtbot, window, *files: Path) -> list[str]:  # noqa: ANN001
    preview = window.services.characters.preview_import([str(f) for f in files])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    return dialog.summary.text().split("\n")


@pytest.mark.parametrize("name, text, why", [
    ("headings.csv", "Name,Colour,Mood\n", "it holds no character, only its headings"),
    ("no-name.csv", "Strength,Colour\n3,red\n", "it has no “Name” column"),
    ("letter.csv", "Dear diary, today we went to the mall.\nIt was fine.\n", "it is neither a spreadsheet"),
])
def test_a_spreadsheet_refused_whole_says_why_first_and_no_columns(qtbot, tmp_path, name, text, why):
    window = campaign_window(qtbot, tmp_path, "twdu")
    file = tmp_path / name
    file.write_text(text, "utf-8")
    lines = _lines(qtbot, window, file)
    assert lines[0].startswith(f"Nothing can be imported: {name}: {why}"), lines
    assert COLUMNS_NOT_READ not in lines and not any("no field" in x for x in lines), lines


def test_a_picture_and_another_systems_actor_say_what_they_are_not_first(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    picture = Path(shutil.copy(PICTURE, tmp_path / "party.csv"))
    lines = _lines(qtbot, window, picture)
    assert lines[0].startswith("Nothing can be imported: party.csv: it is not text"), lines
    lines = _lines(qtbot, window, TOM)
    assert lines[0].startswith(f"Nothing can be imported: {TOM.name}: its actors are of the Foundry system "
                               "“afmbe-jesuisfrog”"), lines
    assert COLUMNS_NOT_READ not in lines


def test_a_spreadsheet_read_whose_row_is_refused_says_the_row_first_then_its_columns(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    file = tmp_path / "party.csv"
    file.write_text("Name;Strength;Hair\nAna;9;red\n", "utf-8")
    lines = _lines(qtbot, window, file)
    assert lines[0].startswith("Nothing can be imported: party.csv, row 2: "), lines
    assert "Strength" in lines[0], lines
    at = lines.index(COLUMNS_NOT_READ)
    assert at > 0 and "Hair" in lines[at + 1], lines
