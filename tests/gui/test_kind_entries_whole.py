"""Issue 40: the dice dock's kinds of roll opened as a list as wide as the box, under the GM's theme
"Aim (the shot at the round's end)" read "Aim (the shot a…he round's end)" (and "Apuntar (el
dispar… final del asalto)").  The open list is as wide as its longest entry as the list draws it:
each entry reads the same as in a list far wider than it needs."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to

WIDE = 1000


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def rows(view, count):  # noqa: ANN001, ANN201
    """Each entry's row as the open list paints it."""
    shown = view.grab().toImage()
    return [shown.copy(view.visualRect(view.model().index(row, 0)).translated(view.viewport().pos()))
            for row in range(count)]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_kind_of_roll_reads_whole_in_the_open_list(qtbot, tmp_path, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "afmbe-unisystem.deadwatch", "afmbe", "unisystem")
    window = open_window(qtbot, tmp_path, source, LAPTOP)
    try:
        dock = window.docks["diceDock"]
        go_to(dock)
        settle()
        combo = dock.kind_combo
        combo.showPopup()
        settle()
        view, container = combo.view(), combo.view().parentWidget()
        opened = rows(view, combo.count())
        width, seen = container.width(), view.viewport().width() - 4  # the list's part of each row
        container.setGeometry(container.x(), container.y(), WIDE, container.height())  # room to spare
        settle()
        roomy = rows(view, combo.count())
        combo.hidePopup()
        height = opened[0].height()
        cut = [combo.itemText(row) for row in range(combo.count()) if row != combo.currentIndex()
               and opened[row].copy(0, 0, seen, height) != roomy[row].copy(0, 0, seen, height)]
        assert cut == [], f"cut in a {width} px list: {cut}"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
