"""The dice dock's odds line draws an accented capital whole: in Spanish "Éxito 42,1%" kept the É
with its accent cut flat at the top (a rich-text label clips its text to the font's ascent, and the
accent of a bold capital stands above it); a Russian «Й» is drawn whole too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tests.gui.test_dice_dock import make_dock, pick
from ui import i18n
from ui.themes import apply_theme


def _inked_height(image: QImage, left: int, width: int, background: QColor, line: int = 10_000) -> int:
    """How many pixel rows the ink over columns ``left`` … ``left + width`` spans, on the first line
    (``line``: its height)."""
    rows = [y for y in range(image.height())
            if any(abs(image.pixelColor(x, y).lightness() - background.lightness()) > 40
                   for x in range(max(0, left), min(image.width(), left + width)))]
    rows = [y for y in rows if y < rows[0] + line] if rows else rows
    return rows[-1] - rows[0] + 1 if rows else 0


def _first_glyph_drawn_whole(label, glyph: str) -> tuple[int, int]:
    """(the height of ``glyph`` as the label shows it first on its line, as drawn with room around it)."""
    shown = label.grab().toImage()
    background = shown.pixelColor(shown.width() - 1, shown.height() - 1)
    inked = [x for x in range(shown.width()) if _inked_height(shown, x, 1, background)]
    advance = label.fontMetrics().horizontalAdvance(glyph)
    reference = QImage(advance * 3, label.fontMetrics().height() * 3, QImage.Format.Format_RGB32)
    reference.fill(background)
    painter = QPainter(reference)
    painter.setFont(label.font())
    painter.setPen(label.palette().color(label.foregroundRole()))
    painter.drawText(reference.rect(), Qt.AlignmentFlag.AlignCenter, glyph)
    painter.end()
    ref_inked = [x for x in range(reference.width()) if _inked_height(reference, x, 1, background)]
    line = label.fontMetrics().height()
    return (_inked_height(shown, inked[0], advance - 2, background, line),
            _inked_height(reference, ref_inked[0], advance - 2, background))


@pytest.mark.parametrize("theme", ["dark", "projector"])
@pytest.mark.parametrize(("code", "glyph"), [("es", "É"), ("ru", "Й")])
def test_the_odds_line_draws_an_accented_capital_whole(qtbot, tmp_path, qapp, code, glyph, theme):
    from app.rules import get_ruleset

    try:
        apply_theme(qapp, theme)  # the GM's: 11 pt (18 pt on the projector theme), bold and larger here
        assert i18n.set_language(code)
        dock, services = make_dock(qtbot, tmp_path, "twdu",
                                   characters=[("Ana", "pc", get_ruleset("twdu").new_sheet())])
        dock.resize(360, 500)
        pick(dock, "Ana")
        qtbot.waitUntil(lambda: "%" in dock.odds_label.text())
        if code == "es":
            assert dock.odds_label.text().startswith("Éxito"), dock.odds_label.text()
        else:  # no Russian odds word begins with Й: the same label, given one that does
            dock.odds_label.setText("Йод 42,1% · " + dock.odds_label.text())
        qtbot.wait(10)
        shown, whole = _first_glyph_drawn_whole(dock.odds_label, glyph)
        assert shown == whole, (shown, whole)  # the accent (the breve) not cut
        services.close()
    finally:
        i18n.set_language("en")
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
