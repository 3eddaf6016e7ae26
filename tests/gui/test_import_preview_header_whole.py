"""The preview's "From the file" header reads whole at 1366×768 in Russian: a Foundry actor and an
English spreadsheet of an AFMBE party head the column "Из файлов" over "(актёры Foundry VTT; таблица
на английском)", not one line cut after "таблица на английско…"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics

from tests.gui.helpers import campaign_window
from ui.dialogs.column_share import PADDING
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TOM = FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"
PARTY = "Name,Kind,Strength,Dexterity,Constitution,Intelligence,Perception,Willpower\n" \
        "Dana Cruz,Player character,3,3,2,2,3,2\n"


def test_the_source_header_reads_whole_at_1366_in_russian(qtbot, tmp_path):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe")
    party = tmp_path / "afmbe-party.csv"
    party.write_text(PARTY, encoding="utf-8")
    assert set_language("ru")
    try:
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(TOM), str(party)]), window)
        qtbot.addWidget(dialog)
        dialog.resize(1000, 650)  # the column as narrow as a longer file's rows made it at 1366 px
        dialog.show()
        qtbot.waitExposed(dialog)
        head = dialog.tree.headerItem().text(2)
        room = dialog.tree.columnWidth(2) - PADDING
        metrics = QFontMetrics(dialog.tree.header().font())
        whole = "Из файлов (актёры Foundry VTT; таблица на английском)"
        assert metrics.horizontalAdvance(whole) > room  # one line would be cut
        assert head == "Из файлов\n(актёры Foundry VTT; таблица на английском)"
        assert all(metrics.horizontalAdvance(part) <= room for part in head.split("\n")), (head, room)
        dialog.reject()
    finally:
        set_language("en")


def test_a_long_file_name_in_the_first_row_wraps_whole_in_spanish(qtbot, tmp_path):
    """Father Tom's actor and the party's spreadsheet: the first row names both files; its long
    actor file name wraps at its dots, whole in the Value column («…father-tom.js» ran into the
    next column with no gap)."""
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe")
    party = FIXTURES / "csv" / "afmbe-party-libreoffice.csv"
    assert set_language("es")
    try:
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(TOM), str(party)]), window)
        qtbot.addWidget(dialog)
        dialog.resize(900, 650)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        tom = next(tree.topLevelItem(n) for n in range(tree.topLevelItemCount())
                   if TOM.name in tree.topLevelItem(n).text(1).replace("\u200b", ""))
        assert "afmbe-party-libreoffice.csv" in tom.text(1).replace("\u200b", "")
        metrics = QFontMetrics(tom.font(1).resolve(tree.font()))
        room = tree.columnWidth(1) - PADDING
        words = tom.text(1).replace("\u200b", " ").split()
        assert all(metrics.horizontalAdvance(word) <= room for word in words), (words, room)
        dialog.reject()
    finally:
        set_language("en")
