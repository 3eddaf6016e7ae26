"""The roster's conditions column in the dark theme: no dark box behind a character with no
condition (a strip across the row) nor around his badges; the row's own colour shows there."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QApplication

from tests.gui.test_readable import LAPTOP, demos  # noqa: F401 (the fixture)
from ui import open_main_window
from ui.themes import apply_theme


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_no_dark_box_in_the_conditions_column(qtbot, qapp, tmp_path, demos, theme):  # noqa: F811
    apply_theme(qapp, theme)
    try:
        path = tmp_path / "twdu.deadwatch"
        shutil.copy(demos["twdu"], path)
        window = open_main_window(str(path), QSettings(str(tmp_path / "l.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.setGeometry(0, 0, *LAPTOP)
        window.show()
        qtbot.waitExposed(window)
        dock = window.docks["charactersDock"]
        first = dock.tree.topLevelItem(0).child(0)
        dock.tree.setCurrentItem(first)  # the selected row: its colour stands out from the window's
        QApplication.processEvents()
        tree, shown = dock.tree, dock.tree.viewport().rect()
        cells = [  # each shown row's conditions cell, and its badges
            (rect, dock.badges(cid).html)
            for cid, item in dock.items.items()
            if shown.contains((rect := tree.visualRect(tree.indexFromItem(item, 2))).center())
        ]
        assert any(not text for _r, text in cells) and any(text for _r, text in cells)
        image = tree.viewport().grab().toImage()  # what the GM sees: the rows and their cells
        cells = [(r, text) for r, text in cells if r.y() + r.height() <= image.height()]
        for cell, text in cells:
            label = cell.adjusted(2, 0, -2, 0)  # where the badges go
            spots = [QPoint(label.center().x(), label.top() + 1)]  # above the badges' text
            if not text:
                spots.append(label.center())
            end = min(cell.x() + cell.width(), image.width()) - 2
            beside = image.pixelColor(end, label.top() + 1)  # the cell's empty end, or above its badges
            for spot in spots:
                assert image.pixelColor(spot) == beside, f"a box behind {text[:40]!r}"
    finally:
        qapp.setStyleSheet("")  # the other tests run without a theme
