"""The roster's badges keep off the list's edge (issue 44): in the projector theme on a 1366x768
laptop the roster is compact and Mia Chen's "Bitten forearm" stood at her conditions cell's right
end, against the list's scroll bar.  The conditions column is the list's last: its badges now keep
as far from the list's right edge as a compact roster's row name keeps from its left one, and start
in their cell as far in as a row's text does in its own."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QStyle

from tests.gui.test_readable import demos  # noqa: F401 (the fixture)
from ui import open_main_window
from ui.docks.roster_compact import INDENT
from ui.themes import apply_theme

BADGE_RED = (0xE0, 0x48, 0x48)  # a danger badge (roster_cells.SEVERITY_COLOURS)


def badge_columns(image, cell, colour):
    """The x of every column of ``cell`` holding a pixel of the badge's colour (give or take)."""
    def near(c):
        return all(abs(a - b) <= 16 for a, b in zip((c.red(), c.green(), c.blue()), colour, strict=True))

    bottom = min(cell.bottom(), image.height() - 1)
    return [x for x in range(max(0, cell.left()), min(cell.right() + 1, image.width()))
            if any(near(image.pixelColor(x, y)) for y in range(max(0, cell.top()), bottom + 1, 2))]


@pytest.mark.parametrize(("theme", "size"), [("projector", (1366, 768)), ("dark", (1366, 768))])
def test_a_badge_keeps_off_the_lists_edge(qtbot, qapp, tmp_path, demos, theme, size):  # noqa: F811
    apply_theme(qapp, theme)
    try:
        path = tmp_path / "twdu.deadwatch"
        shutil.copy(demos["twdu"], path)
        window = open_main_window(str(path), QSettings(str(tmp_path / "l.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.setGeometry(0, 0, *size)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        dock = window.docks["charactersDock"]
        tree = dock.tree
        mia = next(cid for cid, item in dock.items.items() if item.text(0) == "Mia Chen")
        item = dock.items[mia]
        assert "Bitten&nbsp;forearm" in dock.badges(mia).html
        tree.scrollToItem(item)
        QApplication.processEvents()
        name = tree.visualRect(tree.indexFromItem(item, 0))
        cell = tree.visualRect(tree.indexFromItem(item, 2))
        image = tree.viewport().grab().toImage()
        red = badge_columns(image, cell, BADGE_RED)
        assert red, "the badge is painted"
        margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
        # where a compact roster's names start, from the list's left edge (a wider roster's, further in)
        name_inset = INDENT + margin
        assert name.left() + margin >= name_inset
        assert cell.right() >= tree.viewport().width() - 1  # the last column: its right edge the list's
        assert tree.viewport().width() - 1 - red[-1] >= name_inset, (red[-1], tree.viewport().width(), name_inset)
        assert red[0] - cell.left() >= margin  # inset in its cell as a row's text is in its own
    finally:
        qapp.setStyleSheet("")
