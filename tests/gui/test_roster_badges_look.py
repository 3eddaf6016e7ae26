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
        tree = dock.tree
        shown = tree.viewport().rect()
        cells = [(cid, tree.visualRect(tree.indexFromItem(item, 2))) for cid, item in dock.items.items()]
        cells = [(cid, rect) for cid, rect in cells if shown.contains(rect.center())]
        texts = {cid: dock.cell(cid, 2).badges.text() for cid, _rect in cells}
        assert any(not t for t in texts.values()) and any(t for t in texts.values())
        image = tree.viewport().grab().toImage()  # what the GM sees: the rows and their cells
        cells = [(cid, rect) for cid, rect in cells if rect.y() + rect.height() <= image.height()]
        for cid, rect in cells:
            badges = dock.cell(cid, 2).badges  # the cell as painted in that row
            label = badges.geometry().translated(rect.topLeft())
            spots = [QPoint(label.center().x(), label.top() + 1)]  # above the badges' text
            if not badges.text():
                spots.append(label.center())
            end = min(rect.x() + rect.width(), image.width()) - 2
            beside = image.pixelColor(end, label.top() + 1)  # the cell's empty end, or above its badges
            for spot in spots:
                assert image.pixelColor(spot) == beside, f"a box behind {badges.text()[:40]!r}"
    finally:
        apply_theme(qapp, "dark")
