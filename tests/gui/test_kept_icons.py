"""The title bars' icons are read once: the same icons as the style's own, for every theme."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyle, QStyleFactory

from ui.themes import apply_theme

SP = QStyle.StandardPixmap


def test_the_title_bars_icons_are_kept_and_are_the_styles_own(qapp):
    apply_theme(qapp, "dark")
    apply_theme(qapp, "projector")  # a second theme wraps nothing again
    style = QApplication.style()
    assert qapp.styleSheet()  # the theme's style sheet stands in front of the style
    fusion = QStyleFactory.create("Fusion")
    for which in (SP.SP_TitleBarCloseButton, SP.SP_TitleBarNormalButton):
        first, again = style.standardIcon(which), style.standardIcon(which)
        assert not first.isNull() and first.cacheKey() == again.cacheKey()  # the one icon, kept
        own = fusion.standardIcon(which)
        assert first.pixmap(16, 16).toImage() == own.pixmap(16, 16).toImage()
    other = style.standardIcon(SP.SP_DialogOkButton)  # not a title bar's: asked of the style each time
    assert other.cacheKey() != style.standardIcon(SP.SP_DialogOkButton).cacheKey()
    apply_theme(qapp, "dark")
