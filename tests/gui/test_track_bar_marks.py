"""A track counted in steps (twdu Health ●●○) keeps its text readable: the step marks stay out of
the text's band.  Measured on the grabbed picture: the bar painted with its text and without, the
pixels that differ are the text; across the rows and columns the text covers, the bar without the
text is one colour wherever it is filled (no mark line runs through the words)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from app.rules.base import TrackSpec
from ui.widgets.track_bar import TrackBar

HEALTH = TrackSpec("health", "Health", 3, style="steps", value_labels={3: "Unharmed", 2: "Bruised", 1: "Battered"})


class Blank(TrackBar):
    def fitting_text(self, width: int) -> str:
        return ""


def picture(bar: TrackBar) -> QImage:
    bar.resize(bar.sizeHint())
    return bar.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def text_box(with_text: QImage, without: QImage) -> tuple[range, range]:
    """The rows and columns where the two pictures differ: the text's glyphs."""
    cells = [
        (x, y)
        for y in range(with_text.height())
        for x in range(with_text.width())
        if with_text.pixel(x, y) != without.pixel(x, y)
    ]
    assert cells, "the text was drawn"
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return range(min(xs), max(xs) + 1), range(min(ys), max(ys) + 1)


@pytest.mark.parametrize("value", [3, 2, 1])
def test_the_step_marks_stay_out_of_the_text(qtbot, value):
    bar, blank = TrackBar(HEALTH, value), Blank(HEALTH, value)
    qtbot.addWidget(bar)
    qtbot.addWidget(blank)
    assert bar.text() == f"Health {value}/3 {HEALTH.value_labels[value]}"
    shown, under = picture(bar), picture(blank)
    columns, rows = text_box(shown, under)
    filled = int(bar.width() * value / 3) - 4  # the fill's end, short of its rounded corner
    for y in rows:
        line = {under.pixel(x, y) for x in columns if x < filled}
        assert len(line) == 1, f"row {y} of the text's band is crossed by marks: {len(line)} colours"
    # the steps are still shown: below the text, one mark per step, the filled ones lit
    band = range(rows.stop, bar.height() - 1)
    assert any(len({under.pixel(x, y) for x in range(4, bar.width() - 4)}) > 2 for y in band)

