"""Two whole paths typed in Import characters' "File name" field by keys, the dialog open on
another folder: both files come back, neither dropped (a crew sheet beside a broken actor)."""

from __future__ import annotations

import pytest

from tests.gui.test_file_dialog_typed_names import _typed


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("second", ["broken-actor.json", "dnd-party.csv"])
@pytest.mark.parametrize("inside", [True, False])
def test_two_whole_paths_typed_both_come_back(qtbot, tmp_path, second, inside):
    files = tmp_path / "files"
    files.mkdir()
    (files / "afmbe-crew-gm-sheet.csv").write_text("Name,Strength\nBilly Joe,3\n", "utf-8")
    (files / second).write_text("not json" if second.endswith(".json") else "Name,STR\nBo,10\n", "utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    text = f'"{files / "afmbe-crew-gm-sheet.csv"}" "{files / second}"'
    dialog, boxes = _typed(qtbot, files if inside else elsewhere, text)
    assert boxes == []
    assert sorted(dialog.chosen()) == sorted([str(files / "afmbe-crew-gm-sheet.csv"), str(files / second)])

