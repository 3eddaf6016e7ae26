"""The AFMBE demo in Russian and Spanish at 1366×768 (the demo as ``--demo afmbe --lang es`` builds
it, its names in the language): nothing the GM reads scrolls sideways.

* The character sheet keeps one size as the GM turns its pages (it grew when the weapons page
  showed, past a 1366-pixel screen, and the page jumped), and no page's table scrolls sideways:
  long headings («Puntos de Vida o Resistencia (*)») wrap onto two lines, a long choice («A una o
  dos manos (a dos: Fuerza +1)») may be elided in its box, whole in the box's tooltip.
* The ammunition dock's tables, each character chosen in turn: no sideways scroll bar, each
  heading whole (on its lines) or whole in its tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QTableWidget

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, SharedWindows
from tests.gui.test_nothing_sideways import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_sheet_table_headings import cut_headings
from ui import i18n
from ui.dialogs.sheet_dialog import SheetDialog
from ui.dock_goto import go_to

LANGS = pytest.mark.parametrize("lang", ["ru", "es"], scope="module")


@pytest.fixture(scope="module")
def shared(tmp_path_factory):  # noqa: ANN001, ANN201
    windows = SharedWindows(lambda: tmp_path_factory.mktemp("window"))
    yield windows
    windows.close_all()
    i18n.set_language("en")


@pytest.fixture(scope="module")
def demo_in(tmp_path_factory):  # noqa: ANN001, ANN201
    """The AFMBE demo built in a language (its characters' and weapons' names in it)."""
    folder = tmp_path_factory.mktemp("afmbe")
    built: dict[str, object] = {}

    def demo(lang: str):  # noqa: ANN202
        if lang not in built:
            built[lang] = build_demo(folder / f"afmbe-{lang}.deadwatch", "afmbe", "norms", language=lang)
        return built[lang]

    return demo


def cut_choices(table: QTableWidget) -> list[str]:
    """The choice boxes whose chosen entry is cut and not whole in their tooltip."""
    out = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            box = table.cellWidget(row, column)
            if isinstance(box, QComboBox) and box.isVisible():
                room = box.width() - 30  # the arrow and the frame
                text = box.currentText()
                if box.fontMetrics().horizontalAdvance(text) > room and text not in box.toolTip():
                    out.append(text)
    return out


def headings_unread(table: QTableWidget) -> list[str]:
    """The cut headings whose whole text is not in their tooltip either."""
    out = []
    for text in cut_headings(table):
        column = next(c for c in range(table.columnCount()) if table.horizontalHeaderItem(c).text() == text)
        if table.horizontalHeaderItem(column).toolTip() != text:
            out.append(text)
    return out


@pytest.mark.usefixtures("gm_theme")
@LANGS
def test_the_sheet_keeps_one_size_and_no_page_scrolls_sideways(qtbot, shared, demo_in, lang):
    window = shared.window(qtbot, demo_in(lang), lang, LAPTOP, fight=False)
    services = window.services
    sizes = set()
    for character in services.characters.characters()[:2]:
        dialog = SheetDialog(services, character.id, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle()
        opened = dialog.size()
        try:
            for page in range(dialog.tabs.count()):
                dialog.tabs.setCurrentIndex(page)
                settle()
                title = dialog.tabs.tabText(page)
                assert dialog.size() == opened, (character.name, title, dialog.size(), opened)
                for editor in dialog.tables:
                    table = editor.table
                    if not table.isVisible():
                        continue
                    assert table.horizontalScrollBar().maximum() == 0, (title, editor.spec.key, "scrolls sideways")
                    assert headings_unread(table) == [], (title, editor.spec.key)
                    assert cut_choices(table) == [], (title, editor.spec.key)
            sizes.add(opened.width())
            assert opened.width() <= LAPTOP[0], (character.name, opened.width())
        finally:
            dialog.reject()


@pytest.mark.usefixtures("gm_theme")
@LANGS
def test_the_ammunition_tables_do_not_scroll_sideways(qtbot, shared, demo_in, lang):
    window = shared.window(qtbot, demo_in(lang), lang, LAPTOP, fight=True)
    dock = window.docks["ammoDock"]
    try:
        for layout in ("normal", "fight"):
            if layout == "fight":  # the F11 layout last: the window is not shared after it
                window.fight_layout.action.trigger()
            for character in window.services.characters.characters():
                window.selection.select_character(character.id)
                go_to(dock)
                settle()
                for table in dock.findChildren(QTableWidget):
                    if not table.isVisible():
                        continue
                    where = (layout, character.name, table.objectName())
                    assert table.horizontalScrollBar().maximum() == 0, where
                    assert headings_unread(table) == [], where
    finally:
        shared.close_all()
