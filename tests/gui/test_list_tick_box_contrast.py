"""A list's tick box (the import preview's "Same character?" and "Keep the night's wounds") is seen
in the dark and the projector themes: its frame or its fill stands out at least 3:1 from the row,
ticked or not, on the row the GM is on too (in the dark theme it was a near-black square on black)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QTreeWidget, QTreeWidgetItem

from ui.themes import apply_theme


def _luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(one: QColor, other: QColor) -> float:
    a, b = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


@pytest.fixture(params=["dark", "projector"])
def themed(request, qapp):  # noqa: ANN001, ANN201
    apply_theme(qapp, request.param)
    yield request.param
    qapp.setStyleSheet("")


def _box_contrast(image: QImage, top: int, height: int, width: int) -> float:
    """The most any pixel of the row's first column stands out from the row's own colour (its
    right end, where nothing is drawn): the tick box is all that column holds."""
    row = image.pixelColor(image.width() - 8, top + height // 2)
    return max(contrast(image.pixelColor(x, y), row)
               for y in range(top + 1, top + height - 1) for x in range(2, width))


@pytest.mark.parametrize("ticked", [False, True])
@pytest.mark.parametrize("current", [False, True])
def test_a_lists_tick_box_stands_out_from_its_row(qtbot, themed, ticked, current):
    tree = QTreeWidget()
    qtbot.addWidget(tree)
    tree.setColumnCount(2)
    tree.setHeaderHidden(True)
    tree.setRootIsDecorated(False)
    other = QTreeWidgetItem(tree, ["", "Strength"])
    item = QTreeWidgetItem(tree, ["", "“Reyes, Ana” may be “Ana Reyes” of the roster"])
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(0, Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
    tree.setColumnWidth(0, 60)
    tree.resize(500, 200)
    tree.show()
    qtbot.waitExposed(tree)
    tree.setCurrentItem(item if current else other)
    tree.clearFocus()
    QApplication.processEvents()
    image = tree.viewport().grab().toImage()
    rect = tree.visualItemRect(item)
    assert _box_contrast(image, rect.top(), rect.height(), 60) >= 3.0, themed
