"""The preview of many files, several refused: the top names every refused file with its reason
(the first few, then how many more), the refused characters come first in the list with their
reasons before their fields, and the list is one key away from the buttons."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from tests.gui.helpers import campaign_window
from tests.gui.test_import_preview import ANA
from tests.unit.services.test_import_batches import bad_spreadsheet
from ui.dialogs.import_preview import ImportPreviewDialog

#: a value out of the sheet's bounds, refused as every one is: the field, the value the file holds, the bounds
OUT = "“Strength” is 99; on this sheet it runs from 1 to 5"
#: a file refused for one of its rows says its other rows are not imported (README)
WHOLE = "; the file is refused whole: its other 2 characters are not imported"


def bad_files(folder, count: int) -> list[str]:  # noqa: ANN001
    first = bad_spreadsheet(folder)
    out = [str(first)]
    for n in range(2, count + 1):
        out.append(str(shutil.copy(first, folder / f"bad-party-{n}.csv")))
    return out


#: a campaign never played: Enter starts its first session
FIRST = "No session has begun yet: Enter starts session 1 (Ctrl+Z leaves it running)."


def test_every_refused_file_is_named_at_the_top_and_the_refused_come_first(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(ANA), *bad_files(tmp_path, 6)])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    lines = dialog.summary.text().split("\n")
    assert lines[:2] == ["1 character to import. Enter imports it as one action; Ctrl+Z takes it back. " + FIRST,
                         "6 files are refused and left out; the other files are imported:"]
    assert lines[2:] == [
        f"• bad-party.csv, row 3: {OUT}" + WHOLE,
        *[f"• bad-party-{n}.csv, row 3: {OUT}" + WHOLE for n in (2, 3, 4, 5, 6)]]
    section = dialog.tree.topLevelItem(0)  # those not imported, folded in one section first
    assert section.text(0) == "Not imported" and not section.isExpanded()
    first = section.child(0)
    assert first.text(0) == "Ben Okafor"
    assert (first.child(0).text(0), first.child(0).text(1)) == ("Refused", OUT)
    last = dialog.tree.topLevelItem(dialog.tree.topLevelItemCount() - 1)
    assert last.text(0) == "Ana Reyes"  # the one imported comes after the refused


def test_with_nothing_to_import_every_refused_file_is_named(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    files = bad_files(tmp_path, 2)
    second = tmp_path / "bad-party-2.csv"  # its last row taken out: Ben Okafor's file of two
    second.write_text("".join(second.read_text("utf-8").splitlines(keepends=True)[:-1]), "utf-8")
    preview = window.services.characters.preview_import(files)
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == (
        "Nothing can be imported; nothing was changed. 2 files are refused:\n"
        f"• bad-party.csv, row 3: {OUT}" + WHOLE + "\n"
        f"• bad-party-2.csv, row 3: {OUT}; the file is refused whole: its other character is not imported")


def test_the_list_is_one_key_from_the_buttons_and_enter_on_it_imports(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(ANA), *bad_files(tmp_path, 2)])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.tree)  # where Enter imports
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.import_button
    before = dialog.tree.currentItem()
    qtbot.keyClick(dialog.import_button, Qt.Key.Key_Down)  # the list scrolls from the button
    assert dialog.tree.currentItem() is not before
    assert QApplication.focusWidget() is dialog.import_button
    qtbot.keyClick(dialog.import_button, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is dialog.tree
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_column_that_is_no_field_is_said_first_at_the_top_and_the_rest_imports(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    file = tmp_path / "party.csv"
    file.write_text("Name,Kind,Strength,Health,Health (now)\nLucia,Player character,3,2,2\n", "utf-8")
    preview = window.services.characters.preview_import([str(file)])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    lines = dialog.summary.text().split("\n")
    assert lines[0] == "Columns not read (this sheet has no field for them):", lines
    assert lines[1] == "• party.csv: 1 column is no field of this sheet, left out: Health", lines
    assert lines[2] == "1 character to import. Enter imports it as one action; Ctrl+Z takes it back. " + FIRST
    assert dialog.import_button.isEnabled()
    left_out = dialog.tree.topLevelItem(0)
    assert left_out.text(0) == "Left out" and not left_out.isExpanded()  # the headings taken: one key away
    assert left_out.child(0).text(1).startswith("The headings this sheet takes") and "Health (now)" in \
        left_out.child(0).text(1)
    assert "Health (now)" in dialog.summary_area.toolTip()


def test_a_spreadsheet_of_headings_alone_is_named_in_a_batch_and_alone_in_one_sentence(qtbot, tmp_path):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    empty = tmp_path / "empty.csv"
    empty.write_text("Name,Kind,Strength,Agility,Wits,Empathy\n", "utf-8")
    preview = window.services.characters.preview_import([str(ANA), str(empty)])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    assert dialog.summary.text().split("\n")[1:] == [
        "1 file is refused and left out; the other files are imported:",
        "• empty.csv: it holds no character, only its headings"]
    for code, said in [("en", "Nothing can be imported: empty.csv: it holds no character, only its headings. "
                              "Nothing was changed."),
                       ("ru", "Импортировать нечего: empty.csv: в нём нет персонажей, только заголовки. "
                              "Ничего не изменено."),
                       ("es", "No se puede importar nada: empty.csv: no contiene ningún personaje, solo los "
                              "encabezados. No se ha cambiado nada.")]:
        assert set_language(code)
        try:
            alone = ImportPreviewDialog(window.services.characters.preview_import([str(empty)]), window)
            qtbot.addWidget(alone)
            assert alone.summary.text() == said
        finally:
            set_language("en")
