"""White text on a bar's fill reads from a metre away at every value: the fill under the words keeps
WCAG's 4.5 contrast with white (the amber of a Health bar at 2 of 3 gave 3.4: "white text on the
yellow health bar").  Measured on the grabbed bar, where the words sit."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from tests.gui.test_track_bar_marks import HEALTH, Blank, picture, text_box
from ui.widgets.track_bar import TEXT_CONTRAST, TrackBar, contrast, fill_under_text, health_colour


@pytest.mark.parametrize("value", [3, 2, 1])
def test_the_fill_under_the_words_keeps_its_contrast_with_white(qtbot, value):
    bar, blank = TrackBar(HEALTH, value), Blank(HEALTH, value)
    for widget in (bar, blank):
        qtbot.addWidget(widget)
    with_text, without = picture(bar), picture(blank)
    columns, rows = text_box(with_text, without)
    filled = [
        QColor(without.pixel(x, y))
        for x in columns
        for y in rows
        if x < without.width() * value / HEALTH.maximum - 4  # the filled part the words cross
    ]
    assert filled
    worst = min(contrast(colour, QColor("#ffffff")) for colour in filled)
    assert worst >= TEXT_CONTRAST, worst


def test_every_fill_keeps_the_contrast():
    for step in range(21):
        assert contrast(fill_under_text(health_colour(step / 20)), QColor("#ffffff")) >= TEXT_CONTRAST


def test_contrast_is_wcags():
    assert round(contrast(QColor("#ffffff"), QColor("#000000")), 1) == 21.0
    assert round(contrast(QColor("#777777"), QColor("#ffffff")), 2) == 4.48
