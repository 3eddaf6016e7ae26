"""File → Import characters by keys: Ctrl+I, the file, the preview, Enter; the roster shows the
characters, the first that came in chosen and in view (a roster longer than its dock), and Ctrl+Z
takes them back, the first character left chosen and in view.  Files dropped on the window do the
same; a file the preview refuses imports nothing on Enter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.gui.helpers import activate, campaign_window, choose_file, this_test
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"


def when_shown(kind: type, action) -> None:  # noqa: ANN001
    """Run ``action(dialog)`` once a modal dialog of ``kind`` is up (while this test runs)."""
    running = this_test()

    def poll() -> None:
        if not running():
            return
        dialog = QApplication.activeModalWidget()
        # a dialog answered by an earlier hook may still be the active one for a moment: not it
        if isinstance(dialog, kind) and dialog.isVisible() and not dialog.property("answeredByTest"):
            dialog.setProperty("answeredByTest", True)
            action(dialog)
        else:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)


def roster_names(window) -> list[str]:  # noqa: ANN001
    """The names the roster shows (any row holding a character's name)."""
    model = window.docks["charactersDock"].tree.model()
    names: list[str] = []

    def walk(parent) -> None:  # noqa: ANN001
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            names.append(str(model.data(index) or ""))
            walk(index)

    from PySide6.QtCore import QModelIndex

    walk(QModelIndex())
    return names


def _in_view(window) -> str:  # noqa: ANN001
    """The roster's current character's name where its row shows whole, else what the roster shows."""
    tree = window.docks["charactersDock"].tree
    item = tree.currentItem()
    if item is None:
        return "no row chosen"
    shown = tree.viewport().rect().contains(tree.visualItemRect(item))
    return item.text(0) if shown else f"{item.text(0)} out of view at {tree.visualItemRect(item)}"


def _crowd(services) -> None:  # noqa: ANN001
    for n in range(1, 13):  # a roster longer than its dock: an import's rows land below the fold
        assert services.characters.create(f"Survivor {n}", "pc")


def test_ctrl_i_a_file_the_preview_enter_then_ctrl_z(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_crowd)
    window.resize(1366, 768)
    dock = window.docks["charactersDock"]
    qtbot.waitUntil(lambda: dock.tree.verticalScrollBar().maximum() > 0)
    assert _in_view(window) == "Survivor 1"
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        seen["summary"] = dialog.summary.text()
        seen["rows"] = dialog.tree.topLevelItemCount()
        seen["import"] = dialog.import_button.isEnabled()
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, f'"{ANA}" "{GLORIA}"')

    when_shown(QFileDialog, pick)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Ana Reyes" in roster_names(window))
    assert "Gloria" in roster_names(window)
    # (a session began with the survivors made)
    assert seen == {"summary": "2 characters to import. Enter imports them as one action; Ctrl+Z takes them back.",
                    "rows": 2, "import": True}
    qtbot.waitUntil(lambda: _in_view(window) == "Ana Reyes")  # what came in, chosen and in view
    activate(qtbot, window)
    log = window.docks["logDock"].view  # the GM reading the log's line of it, then Ctrl+Z there
    log.setFocus()
    qtbot.waitUntil(log.hasFocus)
    qtbot.keyClick(log, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Ana Reyes" not in roster_names(window))
    assert sorted(c.name for c in window.services.characters.characters()) == sorted(f"Survivor {n}"
                                                                                    for n in range(1, 13))
    qtbot.waitUntil(lambda: _in_view(window) == "Survivor 1")  # gone with the import: the first one left, in view


def drop(window, *paths: Path) -> None:  # noqa: ANN001
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    centre = window.rect().center()
    enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    dropped = QDropEvent(QPointF(QPoint(centre)), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, dropped)
    assert dropped.isAccepted()


def test_files_dropped_on_the_window_are_previewed_then_imported_on_enter(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    when_shown(ImportPreviewDialog, lambda dialog: qtbot.keyClick(dialog.tree, Qt.Key.Key_Return))
    drop(window, PARTY)
    qtbot.waitUntil(lambda: "Reyes, Ana" in roster_names(window))
    assert [c.name for c in window.services.characters.characters()] == ["Reyes, Ana", "Ben Okafor", "Gloria"]


def test_a_refused_file_shows_why_and_enter_closes_it_importing_nothing(qtbot, tmp_path):
    """Nothing to import: the one way out is "Close", the default, and Enter takes it (it did nothing)."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        seen["summary"] = dialog.summary.text()
        seen["import"] = dialog.import_button.isEnabled()
        seen["close"] = (dialog.cancel_button.text(), dialog.cancel_button.isDefault())
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)  # nothing to import: Enter closes the preview
        seen["open"] = dialog.isVisible()
        if dialog.isVisible():
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_shown(ImportPreviewDialog, preview)
    drop(window, ANA)
    qtbot.waitUntil(lambda: "open" in seen and QApplication.activeModalWidget() is None)
    assert seen["import"] is False and seen["open"] is False
    assert seen["close"] == ("&Close", True)
    assert str(seen["summary"]).startswith(
        "Nothing can be imported: fvtt-Actor-twdu-4.0.3-character-ana-reyes.json: its actors are of the Foundry "
        "system “twdu”; this campaign reads actors of “afmbe-jesuisfrog”")
    assert window.services.characters.characters() == []


def test_ctrl_shift_x_writes_the_kind_of_file_chosen(qtbot, tmp_path):
    import json

    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(ANA)])
    assert window.services.characters.import_preview(preview)

    def save_as(kind: int, name: str):  # noqa: ANN202
        def pick(dialog: QFileDialog) -> None:
            dialog.selectNameFilter(dialog.nameFilters()[kind])
            choose_file(dialog, str(tmp_path / name))

        return pick

    filters: list[str] = []
    when_shown(QFileDialog, lambda d: (filters.extend(d.nameFilters()), save_as(2, "ana-foundry")(d)))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: (tmp_path / "ana-foundry.json").exists())  # the chosen type's suffix added
    assert filters == ["Deadwatch characters (*.json)", "Spreadsheet (*.csv)",
                       "Foundry VTT actors, twdu 4.0.3 (*.json)"]
    assert not (tmp_path / "ana-foundry").exists()
    actor = json.loads((tmp_path / "ana-foundry.json").read_text("utf-8"))
    assert (actor["name"], actor["type"], actor["_stats"]["systemId"]) == ("Ana Reyes", "character", "twdu")

    when_shown(QFileDialog, save_as(1, "party"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: (tmp_path / "party.csv").exists())
    assert (tmp_path / "party.csv").read_text("utf-8-sig").startswith("Name,Kind,Strength")


def test_a_refused_file_s_preview_closes_on_enter_in_russian_and_spanish(qtbot, tmp_path):
    """The Close button in the window's language («Закрыть», "Cerrar"), Enter closing the preview."""
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    said = {}
    try:
        for code in ("ru", "es"):
            assert set_language(code)
            dialog = ImportPreviewDialog(window.services.characters.preview_import([str(ANA)]), window)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
            said[code] = (dialog.cancel_button.text(), dialog.isVisible(), dialog.result())
    finally:
        set_language("en")
    assert said == {"ru": ("Закр&ыть", False, 0), "es": ("Ce&rrar", False, 0)}
    assert window.services.characters.characters() == []
