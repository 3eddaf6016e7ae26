"""The field with the focus is always in view: at 1366×768 on the twdu demo, a fight going on, the
dice dock is scrolled down (to its last result) when the GM presses Ctrl+Shift+D; the focus went to
"Kind of roll" and left it scrolled off the top of the dock.  Now a focus change to a widget inside
a scrolled area (any dock's) scrolls it into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import close, open_window
from ui import i18n


def seen_whole(scroll: QScrollArea, widget) -> bool:  # noqa: ANN001
    view = scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def scroll_of(widget) -> QScrollArea:  # noqa: ANN001
    parent = widget.parentWidget()
    while not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    return parent


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ctrl_shift_d_shows_the_kind_of_roll_in_the_dice_dock(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock = window.docks["diceDock"]
        combo = dock.kind_combo
        scroll = scroll_of(combo)
        window.docks["charactersDock"].tree.setFocus()
        bar = scroll.verticalScrollBar()
        bar.setValue(bar.maximum())  # the dock shown at its last result
        QApplication.processEvents()
        assert bar.maximum() > 0, "the dice dock fits without scrolling: nothing to show"
        assert not seen_whole(scroll, combo)
        Keys(qtbot).key(Qt.Key.Key_D, CTRL | SHIFT)
        for _ in range(3):
            QApplication.processEvents()
        assert QApplication.focusWidget() is combo or combo.isAncestorOf(QApplication.focusWidget())
        assert seen_whole(scroll, combo), f"Kind of roll at {combo.mapTo(scroll.viewport(), QPoint(0, 0))}"
    finally:
        close([window])
        i18n.set_language("en")
