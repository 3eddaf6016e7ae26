"""A bar's words read whole: the fill drawn behind them ended inside them («Sal|ud 2/3», «31/3|4»),
the word read cut where the colour changed.  Now the bar is one colour under its words, and how full
it is shows in a band along its bottom (a strip filled to the value, or a stepped track's marks),
under the words; in the roster's bars and the fight list's, at values where the fill's edge fell
inside the words.  Measured on the painted pixels: across the rows the words take, the bar painted
without them is one colour wherever they are, whose contrast with the white words is WCAG's 4.5;
the band under them still tells a fuller bar from an emptier one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from app.rules.base import TrackSpec
from tests.gui.test_track_bar_marks import HEALTH, Blank, picture, text_box
from ui.widgets.track_bar import TEXT_CONTRAST, TROUGH, TrackBar, chip_colour, contrast
from ui.widgets.tracks_delegate import TracksDelegate, track_cells

LIFE = TrackSpec("life_points", "Life Points", 34)


def one_colour_under(with_text: QImage, without: QImage) -> set[int]:
    """The colours of the bar without its words, under the words' whole box."""
    columns, rows = text_box(with_text, without)
    return {without.pixel(x, y) for y in rows for x in columns}


@pytest.mark.parametrize(("spec", "value"), [(HEALTH, 2), (HEALTH, 1), (LIFE, 31), (LIFE, 12)])
def test_a_roster_bar_s_fill_never_crosses_its_words(qtbot, spec, value):
    bar, blank = TrackBar(spec, value), Blank(spec, value)
    for widget in (bar, blank):
        qtbot.addWidget(widget)
    under = one_colour_under(picture(bar), picture(blank))
    assert len(under) == 1, f"{bar.text()!r}: {len(under)} colours under the words"
    assert contrast(QColor(under.pop()), QColor("#ffffff")) >= TEXT_CONTRAST


def band_fill(image: QImage, y: int, cell) -> int:  # noqa: ANN001
    """How many columns of row ``y`` are lit: far lighter than the bar's colour under its words."""
    chip = chip_colour(cell[3], cell[4]).lightness()
    return sum(1 for x in range(image.width()) if QColor(image.pixel(x, y)).lightness() > chip + 40)


def paint_cells(cells, words: bool) -> QImage:  # noqa: ANN001
    image = QImage(260, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#15171c"))
    painter = QPainter(image)
    font = QFont()
    font.setPixelSize(15)
    painter.setFont(font)
    if not words:  # the same bar without its words
        cells = [(" ", " ", " ", *cell[3:]) for cell in cells]
    TracksDelegate._paint_bars(painter, QRectF(0, 0, 260, 40), cells)  # noqa: SLF001 (the painting itself)
    painter.end()
    return image


@pytest.mark.parametrize("value", [2, 1])
def test_a_fight_list_bar_s_fill_never_crosses_its_words(qtbot, value):
    cells = track_cells([HEALTH], {"health": value})
    shown, blank = paint_cells(cells, True), paint_cells(cells, False)
    under = one_colour_under(shown, blank)
    assert len(under) == 1, f"{cells[0][0]!r}: {len(under)} colours under the words"
    assert contrast(QColor(under.pop()), QColor("#ffffff")) >= TEXT_CONTRAST
    _columns, rows = text_box(shown, blank)
    # the band under the words: lit as far as the bar is full (two thirds, one third)
    band = next(y for y in range(rows.stop, blank.height()) if band_fill(blank, y, cells[0]) > 10)  # (its frame: 2)
    full = track_cells([HEALTH], {"health": 3})
    lit, whole = band_fill(blank, band, cells[0]), band_fill(paint_cells(full, False), band, full[0])
    assert 0 < lit < whole
    assert abs(lit / whole - value / 3) < 0.1, f"{lit} of {whole} columns lit at {value}/3"


def test_a_bar_below_zero_keeps_its_red_words_on_the_dark_trough(qtbot):
    bar, blank = TrackBar(LIFE, -3), Blank(LIFE, -3)
    for widget in (bar, blank):
        qtbot.addWidget(widget)
    under = one_colour_under(picture(bar), picture(blank))
    assert under == {QColor(TROUGH).rgb()}
    assert contrast(QColor("#ff6b6b"), QColor(TROUGH)) >= TEXT_CONTRAST
