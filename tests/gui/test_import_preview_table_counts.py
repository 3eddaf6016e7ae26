"""A Foundry actor's tables in the import preview say what they hold: "Weapons: 1 row: Revolver",
"Gear: 0 rows" (in Russian and Spanish by their plural forms), never a bare "1" or "0"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FOUNDRY = Path(__file__).resolve().parents[1] / "fixtures" / "foundry"
GLORIA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
SAID = {
    "en": {"Weapons": "1 row: {weapon}", "Gear": "0 rows"},
    "ru": {"Оружие": "1 строка: {weapon}", "Снаряжение": "0 строк"},
    "es": {"Armas": "1 fila: {weapon}", "Equipo": "0 filas"},
}


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_table_row_says_its_rows_and_their_names(qtbot, tmp_path, code):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(GLORIA)])
    (weapon,) = [cells[0][1] for f in preview.characters[0].fields if f.label == "Weapons" for cells in f.rows]
    try:
        assert set_language(code)
        dialog = ImportPreviewDialog(preview, window)
        qtbot.addWidget(dialog)
        gloria = dialog.tree.topLevelItem(0)
        cells = {gloria.child(n).text(0): gloria.child(n).text(1) for n in range(gloria.childCount())}
        for label, text in SAID[code].items():
            assert cells[label] == text.format(weapon=weapon), cells
    finally:
        set_language("en")
