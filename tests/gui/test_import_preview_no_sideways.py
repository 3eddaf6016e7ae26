"""The import preview never scrolls sideways at 1366 px: words wider than the list (a Spanish label
deep in the tree, a long file name with no place to wrap) make the widest columns give way, their
cut cells holding the whole text as tooltip; the list's scroll bar sideways has nothing to scroll."""

from __future__ import annotations

from app.services.file_checks import line
from app.services.imports.preview import FieldRow, ImportPreview, PreviewCharacter
from tests.gui.helpers import campaign_window
from ui.dialogs.column_share import share
from ui.dialogs.import_preview import ImportPreviewDialog

FILE = "partida-de-la-noche-del-sábado-exportada-desde-la-hoja-de-cálculo-compartida-del-grupo-final.csv"
WORD = "Supercalifragilisticoespialidoso-" * 8


def test_columns_wider_than_the_list_give_way_widest_first():
    widths = share([300, 2000, 400], 700, 1, [280, 1500, 350])
    assert sum(widths) <= 700 and min(widths) >= 60, widths
    assert share([200, 200, 200], 1100, 1, [100, 100, 100]) == [200, 700, 200]


def test_no_scroll_bar_sideways_and_the_cut_text_in_a_tooltip(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 740)
    ana = PreviewCharacter(FILE, line("row {number}", number=2), "Ana Reyes")
    ana.fields.append(FieldRow("Notes", WORD, FILE))
    dialog = ImportPreviewDialog(ImportPreview(characters=[ana]), window)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    tree = dialog.tree
    assert tree.horizontalScrollBar().maximum() == 0
    assert sum(tree.columnWidth(c) for c in range(tree.columnCount())) <= tree.viewport().width()
    notes = tree.topLevelItem(0).child(0)
    assert notes.toolTip(1) == WORD or notes.toolTip(2) == FILE, (notes.toolTip(1), notes.toolTip(2))
