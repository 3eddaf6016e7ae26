"""A character's own line in the import preview says, in the Value column, what importing it does
("updates: 2 changes", "new", "nothing changes") in the GM's language with its plural forms, so a
party folded one line each reads at a glance before the GM opens one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

GM = Path(__file__).resolve().parents[1] / "fixtures" / "gm"
SAID = {
    "en": {"Ana Reyes": "Player character — updates: 2 changes",
           "Marcus Cole": "Player character — updates: 1 change",
           "Jules Tanaka": "Player character — nothing changes",
           "Mia Chen": "Player character — new"},
    "ru": {"Ana Reyes": "Персонаж игрока — обновляется: 2 изменения",
           "Marcus Cole": "Персонаж игрока — обновляется: 1 изменение",
           "Jules Tanaka": "Персонаж игрока — ничего не меняется",
           "Mia Chen": "Персонаж игрока — новый"},
    "es": {"Ana Reyes": "Personaje jugador — se actualiza: 2 cambios",
           "Marcus Cole": "Personaje jugador — se actualiza: 1 cambio",
           "Jules Tanaka": "Personaje jugador — no cambia nada",
           "Mia Chen": "Personaje jugador — nuevo"},
}


def heads(dialog: ImportPreviewDialog) -> dict[str, str]:
    tree = dialog.tree
    return {tree.topLevelItem(n).text(0): tree.topLevelItem(n).text(1) for n in range(tree.topLevelItemCount())}


@pytest.mark.parametrize("code", sorted(SAID))
def test_each_character_s_line_says_how_much_its_import_changes(qtbot, tmp_path, code):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(GM / "night-party.csv")]))
    mia = tmp_path / "mia.csv"
    mia.write_text("Name,Strength\nMia Chen,3\n", encoding="utf-8")
    preview = services.characters.preview_import([str(GM / "night-party-edited.csv"), str(mia)])
    try:
        assert set_language(code)
        dialog = ImportPreviewDialog(preview, window)
        qtbot.addWidget(dialog)
        assert heads(dialog) == SAID[code]
        jules = next(dialog.tree.topLevelItem(n) for n in range(dialog.tree.topLevelItemCount())
                     if dialog.tree.topLevelItem(n).text(0) == "Jules Tanaka")
        assert not jules.isExpanded()  # folded: its line alone says nothing changes
    finally:
        set_language("en")


def test_keeping_the_night_counts_the_sheet_s_changes_alone(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(GM / "night-party.csv")]))
    dialog = ImportPreviewDialog(services.characters.preview_import([str(GM / "night-party-edited.csv")]), window)
    qtbot.addWidget(dialog)
    assert heads(dialog)["Ana Reyes"] == "Player character — updates: 2 changes"
    dialog.night.setChecked(True)  # the files' health and stress are not taken: the sheet is the roster's
    assert heads(dialog)["Ana Reyes"] == "Player character — nothing changes"
