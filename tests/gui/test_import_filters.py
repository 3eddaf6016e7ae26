"""Ctrl+I's file dialog shows a spreadsheet saved as .txt (as spreadsheets often save CSV) with its
first filter, and has "All files" last, in every language; the .txt comes in as a CSV does."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.gui.helpers import activate, campaign_window, choose_file
from tests.gui.test_import_preview import PARTY, roster_names, when_shown
from ui import i18n
from ui.dialogs.import_preview import ImportPreviewDialog

FILTERS = {
    "en": ["Characters (*.json *.csv *.txt *.db)", "Spreadsheets (*.csv *.txt)", "Foundry VTT actors (*.json *.db)",
           "Deadwatch characters (*.json)", "All files (*)"],
    "ru": ["Персонажи (*.json *.csv *.txt *.db)", "Таблицы (*.csv *.txt)", "Актёры Foundry VTT (*.json *.db)",
           "Персонажи Deadwatch (*.json)", "Все файлы (*)"],
    "es": ["Personajes (*.json *.csv *.txt *.db)", "Hojas de cálculo (*.csv *.txt)",
           "Actores de Foundry VTT (*.json *.db)", "Personajes de Deadwatch (*.json)", "Todos los archivos (*)"],
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_ctrl_i_shows_a_spreadsheet_saved_as_txt_and_all_files(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    folder = tmp_path / "sheets"
    folder.mkdir()
    shutil.copy(PARTY, folder / "party.txt")
    seen: dict[str, object] = {}

    def pick(dialog: QFileDialog) -> None:
        seen["filters"] = dialog.nameFilters()
        seen["listed"] = dialog.selectedNameFilter()
        dialog.setDirectory(str(folder))
        when_shown(ImportPreviewDialog, lambda preview: qtbot.keyClick(preview.tree, Qt.Key.Key_Return))
        choose_file(dialog, str(folder / "party.txt"))

    assert i18n.set_language(language)
    try:
        when_shown(QFileDialog, pick)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "Reyes, Ana" in roster_names(window))
    finally:
        i18n.set_language("en")
    assert seen["filters"] == FILTERS[language]
    assert seen["listed"] == FILTERS[language][0]  # the first filter, the one shown, lists party.txt
