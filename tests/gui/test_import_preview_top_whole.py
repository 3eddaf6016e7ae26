"""A batch of bad files: the import preview's top reads whole at 1366×768 (the header's "5 files
are refused" and every file's line with its reason, the encoding refusal to its end "CSV UTF-8)"),
and in a dialog too small for it a line under the top says it holds more and that Alt+Page Down
and Alt+Page Up scroll it, which they do from the list, the focus staying there."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog


def bad_files(folder: Path) -> list[str]:
    dnd = {"name": "Thorin", "type": "character", "system": {"abilities": {"str": {"value": 16}}}, "items": [],
           "effects": [], "flags": {}, "_stats": {"coreVersion": "12.331", "systemId": "dnd5e",
                                                  "systemVersion": "3.3.1"}}
    files = {"dnd-fighter.json": json.dumps(dnd).encode(), "empty.csv": b"", "empty.json": b"",
             "novye-1251.csv": "Имя,Сила,Ловкость\nАнна,3,2\n".encode("cp1251"),
             "session-notes.json": b"Session 3: the quarry, the fuel run\n"}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return [str(folder / name) for name in files]


def dialog_for(qtbot, tmp_path, width: int, height: int) -> ImportPreviewDialog:
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    preview = window.services.characters.preview_import(bad_files(tmp_path))
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    dialog.resize(width, height)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    return dialog


def test_the_top_of_a_batch_of_bad_files_reads_whole_at_1366_by_768(qtbot, tmp_path):
    dialog = dialog_for(qtbot, tmp_path, 1229, 652)  # the first size at 1366×768
    text = dialog.summary.text()
    assert "5 files are refused" in text and text.count("\n• ") == 5 and "CSV UTF-8)" in text, text
    area = dialog.summary_area
    assert area.viewport().height() >= dialog.summary.heightForWidth(area.viewport().width()), (
        area.viewport().height(), dialog.summary.heightForWidth(area.viewport().width()))
    assert area.verticalScrollBar().maximum() == 0
    assert not dialog.top_keys.hint.isVisible()


def test_a_top_too_tall_for_its_dialog_says_so_and_scrolls_by_keys_from_the_list(qtbot, tmp_path):
    dialog = dialog_for(qtbot, tmp_path, 520, 360)
    hint = dialog.top_keys.hint
    bar = dialog.summary_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    # at the top, the lines not in sight are below it, not above
    assert hint.isVisible() and hint.text() == "More lines below: Alt+Page Down and Alt+Page Up scroll them"
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_PageDown, Qt.KeyboardModifier.AltModifier)
    assert bar.value() > 0 and dialog.tree.hasFocus()
    assert hint.text().startswith("More lines above"), hint.text()
    while bar.value() < bar.maximum():
        qtbot.keyClick(dialog.tree, Qt.Key.Key_PageDown, Qt.KeyboardModifier.AltModifier)
    assert hint.text() == "More lines above: Alt+Page Down and Alt+Page Up scroll them"
    while bar.value() > 0:
        qtbot.keyClick(dialog.tree, Qt.Key.Key_PageUp, Qt.KeyboardModifier.AltModifier)
    assert bar.value() == 0 and hint.text().startswith("More lines below")
