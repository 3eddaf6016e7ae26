"""The import preview in the file's words beside the campaign's: a spreadsheet headed in Russian
imported into the English demo shows each field as the file heads it beside the field it is read as
("Сила → Strength"), its weapons by the file's "Оружие" (the column said "Weapons" among the Russian
headings), and the header names the file's format and language ("From the file (spreadsheet in
Russian)"); an English spreadsheet in the Spanish demo reads "Strength → Fuerza", "Del archivo (hoja
de cálculo en inglés)"; a Foundry actor's rows stay as they were, the header naming Foundry."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_import_preview_layout import cut_cells
from ui import open_main_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ENGLISH = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
RUSSIAN = ("Имя;Вид;Сила;Ловкость;Оружие 1: Оружие;Оружие 1: Вид;Оружие 1: Урон;Здоровье (сейчас)\n"
           "Нина;Персонаж игрока;3;2;Revolver;Дальний бой;2;2\n")


def _demo_window(qtbot, tmp_path, language: str):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo.deadwatch", "twdu", None, language=language)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window


def _seen(qtbot, window, files: list[Path]) -> tuple[str, dict[str, dict[str, tuple[str, str]]]]:  # noqa: ANN001
    """The preview's "From the file" header, and each character's rows: field → (value, from the file);
    at 1366×768 every cell reads whole, the file's headings beside the fields too."""
    window.resize(1366, 740)
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tree.expandAll()
    qtbot.wait(50)
    assert cut_cells(dialog) == []
    tree = dialog.tree
    heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    rows = {h.text(0): {h.child(n).text(0): (h.child(n).text(1), h.child(n).text(2)) for n in range(h.childCount())}
            for h in heads}
    return tree.headerItem().text(2), rows


def test_a_russian_spreadsheet_in_the_english_demo(qtbot, tmp_path):
    window = _demo_window(qtbot, tmp_path, "en")
    file = tmp_path / "party-ru.csv"
    file.write_text(RUSSIAN, "utf-8")
    header, rows = _seen(qtbot, window, [file])
    assert header == "From the file (spreadsheet in Russian)"
    nina = rows["Нина"]
    assert nina["Сила → Strength"] == ("3", "Сила"), nina
    assert nina["Ловкость → Agility"] == ("2", "Ловкость"), nina
    assert nina["Оружие → Weapons"] == ("1 row: Revolver", "Оружие"), nina  # was "Weapons" in the file's column
    assert nina["Здоровье (сейчас) → Health (now)"] == ("2 of 3", "Здоровье (сейчас)"), nina  # with its maximum
    assert "Strength" not in nina and "Weapons" not in nina
    header, rows = _seen(qtbot, window, [file, GLORIA])
    assert header == "From the files (spreadsheet in Russian; Foundry VTT actors)"
    assert rows["Gloria"]["Strength"][1] == "the actor's sheet: Strength", rows["Gloria"]  # no file's heading


def test_an_english_spreadsheet_in_the_spanish_demo(qtbot, tmp_path):
    from ui.i18n import set_language

    window = _demo_window(qtbot, tmp_path, "es")
    try:
        assert set_language("es")
        header, rows = _seen(qtbot, window, [ENGLISH])
        assert header == "Del archivo (hoja de cálculo en inglés)"
        ana = rows["Reyes, Ana"]
        assert ana["Strength → Fuerza"] == ("4", "Strength"), ana
        assert ana["Weapons → Armas"] == ("2 filas: Hunting rifle, Machete", "Weapons"), ana
        assert "Fuerza" not in ana
        header, _rows = _seen(qtbot, window, [GLORIA])
        assert header == "Del archivo (actores de Foundry VTT)"
    finally:
        set_language("en")
