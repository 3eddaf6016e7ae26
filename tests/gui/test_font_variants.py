"""Derived fonts are kept and handed out as copies: the same font as one made afresh, and a copy
changed by its caller changes nothing for the next."""

from __future__ import annotations

from PySide6.QtGui import QFont

from ui.widgets.fonts import variant


def fresh(base: QFont, bold: bool, px: int | None = None) -> QFont:
    font = QFont(base)
    if px is not None:
        font.setPixelSize(px)
    font.setBold(bold)
    return font


def test_a_kept_variant_is_the_font_made_afresh_and_its_copies_are_the_callers(qapp):
    base = QFont("DejaVu Sans", 10)
    bold = variant(base, bold=True)
    assert bold == fresh(base, True) and bold.bold()
    bold.setItalic(True)  # the caller's own copy
    assert not variant(base, bold=True).italic()
    bigger = QFont("DejaVu Sans", 14)
    assert variant(bigger, bold=True).pointSize() == 14  # another base: another font
    assert variant(base, px=40, bold=True) == fresh(base, True, 40)
    assert variant(base, italic=True, strike=True).strikeOut()
    unset = QFont()  # a font that leaves its properties to its widget keeps leaving them
    assert variant(unset, bold=True).resolveMask() == fresh(unset, True).resolveMask()
