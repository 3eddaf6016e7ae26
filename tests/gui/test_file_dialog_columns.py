"""Deadwatch's file dialogs (import, export, open, save a copy) on a 1366×768 laptop: the name,
size, type and date of every file read whole, none cut to "3….iB" or "jso…ile"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QStyle, QTreeView

from tests.gui.helpers import activate, campaign_window, when_dialog_opens

CTRL = Qt.KeyboardModifier.ControlModifier


def a_folder(tmp_path):  # noqa: ANN001, ANN201
    folder = tmp_path / "table"
    folder.mkdir()
    (folder / "pcs-Ana Reyes.json").write_bytes(b"{}" * 1700)
    (folder / "the night at the mall, second try.deadwatch").write_bytes(b"\0" * 300_000)
    (folder / "party.csv").write_bytes(b"Name\r\n" * 40)
    (folder / "handouts").mkdir()
    return folder


def cut_cells(dialog: QFileDialog, folder) -> list[str]:  # noqa: ANN001
    """The texts of the file list its columns do not show whole."""
    view = dialog.findChild(QTreeView, "treeView")
    model = view.model()
    root = view.rootIndex()
    metrics = view.fontMetrics()
    icon = view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + 8
    cut = []
    for row in range(model.rowCount(root)):
        for column in range(4):
            text = str(model.index(row, column, root).data() or "")
            needed = metrics.horizontalAdvance(text) + 8 + (icon if column == 0 else 0)
            if view.isColumnHidden(column) or view.columnWidth(column) < needed:
                cut.append(f"{text!r}: {view.columnWidth(column)} px for {needed}")
    right = max(view.columnViewportPosition(c) + view.columnWidth(c) for c in range(4))
    if right > view.viewport().width():
        cut.append(f"the columns end at {right} px, the list at {view.viewport().width()}")
    return cut


def test_every_file_dialog_shows_each_file_whole_at_1366_by_768(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana Reyes")
    window.resize(1366, 740)
    folder = a_folder(tmp_path)
    seen: dict[str, list[str]] = {}

    def look(name: str):  # noqa: ANN202
        def action(dialog: QFileDialog) -> None:
            seen[name] = ["not a file dialog"]
            try:
                dialog.setDirectory(str(folder))
                view = dialog.findChild(QTreeView, "treeView")
                # the folder and at least one file of the dialog's kinds (Open lists campaigns only)
                qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) >= 2)
                qtbot.wait(50)
                seen[name] = cut_cells(dialog, folder) + (
                    [f"{dialog.width()} px wide"] if dialog.width() < 960 else [])
            finally:
                dialog.reject()
        return action

    shift = CTRL | Qt.KeyboardModifier.ShiftModifier
    for name, key, modifiers in (("import", Qt.Key.Key_I, CTRL), ("export", Qt.Key.Key_X, shift),
                                 ("open", Qt.Key.Key_O, CTRL)):
        when_dialog_opens(look(name))
        activate(qtbot, window)
        qtbot.keyClick(window, key, modifiers)
        qtbot.waitUntil(lambda name=name: name in seen and QApplication.activeModalWidget() is None)
    when_dialog_opens(look("save a copy"))
    window.files.save_copy_as()
    assert seen == {"import": [], "export": [], "open": [], "save a copy": []}


def test_save_a_copy_speaks_the_gms_language_and_offers_the_campaigns_own_name(qtbot, tmp_path):
    from PySide6.QtWidgets import QLabel, QLineEdit, QListView

    from ui import i18n

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 740)
    campaign = window.services.campaign.store.path
    seen: dict[str, dict[str, object]] = {}

    def look(code: str):  # noqa: ANN202
        def action(dialog: QFileDialog) -> None:
            try:
                side = dialog.findChild(QListView, "sidebar")
                model = side.model()
                places = [str(model.index(row, 0).data()) for row in range(model.rowCount())]
                icon = side.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
                seen[code] = {
                    "labels": [label.text() for label in dialog.findChildren(QLabel) if label.text()],
                    "cut places": [p for p in places
                                   if side.width() < side.fontMetrics().horizontalAdvance(p) + icon + 16],
                    "name": dialog.findChild(QLineEdit, "fileNameEdit").text(),
                    "folder": dialog.directory().absolutePath(),
                }
            finally:
                dialog.reject()
        return action

    try:
        for code in ("ru", "es"):
            i18n.set_language(code)
            when_dialog_opens(look(code))
            window.files.save_copy_as()
            qtbot.waitUntil(lambda code=code: code in seen and QApplication.activeModalWidget() is None)
    finally:
        i18n.set_language("en")
    assert seen["ru"]["labels"] == ["&Папка:", "&Имя файла:", "&Тип файлов:"]
    assert seen["es"]["labels"] == ["&Buscar en:", "&Nombre de fichero:", "&Tipo de archivos:"]
    for code in ("ru", "es"):
        assert seen[code]["cut places"] == [], seen[code]
        copy = {"ru": "копия", "es": "copia"}[code]  # the suggested name's word in the GM's language
        assert seen[code]["name"] == f"{campaign.stem}-{copy}.deadwatch"
        assert seen[code]["folder"] == str(campaign.parent)
