"""What cannot act now looks it: a disabled menu item and a disabled button are drawn greyed, in
every theme, where before the themes' one text colour painted them exactly like enabled ones."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from ui.themes import apply_theme


def ink(image: QImage, left: int, top: int, width: int, height: int) -> float:
    """How far the strongest text pixels of a rectangle stand from its background (0-255)."""
    background = QColor(image.pixel(left + 1, top + height // 2)).lightness()
    spread = sorted(
        abs(QColor(image.pixel(x, y)).lightness() - background)
        for x in range(left, left + width)
        for y in range(top, top + height)
    )
    return sum(spread[-20:]) / 20


@pytest.mark.parametrize("theme", ["dark", "light", "projector"])
def test_a_disabled_menu_item_is_greyed(qtbot, theme):
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    try:
        menu = QMenu()
        qtbot.addWidget(menu)
        live = QAction("Next turn", menu)
        dead = QAction("Next turn", menu)
        dead.setEnabled(False)
        menu.addAction(live)
        menu.addAction(dead)
        menu.ensurePolished()
        menu.resize(menu.sizeHint())
        image = menu.grab().toImage()
        on, off = (menu.actionGeometry(action) for action in (live, dead))
        enabled = ink(image, on.x(), on.y(), on.width(), on.height())
        disabled = ink(image, off.x(), off.y(), off.width(), off.height())
        assert disabled < 0.7 * enabled, (enabled, disabled)
    finally:
        app.setStyleSheet("")  # the other tests run without a theme


@pytest.mark.parametrize("theme", ["dark", "light", "projector"])
def test_a_disabled_button_is_greyed(qtbot, theme):
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    try:
        live, dead = QPushButton("Apply 6 damage"), QPushButton("Apply 6 damage")
        dead.setEnabled(False)
        for button in (live, dead):
            qtbot.addWidget(button)
            button.resize(240, 48)
        enabled, disabled = (
            ink(button.grab().toImage(), 8, 8, 224, 32) for button in (live, dead)
        )
        assert disabled < 0.7 * enabled, (enabled, disabled)
    finally:
        app.setStyleSheet("")  # the other tests run without a theme
