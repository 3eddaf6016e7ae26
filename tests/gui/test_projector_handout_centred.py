"""A text handout on the projector: its title was centred and its text left-aligned under it, each
short line (the note's last) hanging at the left of the screen under a title in the middle.  Its
every line is centred now under the centred title, read from across the room at 1280×720 and
1920×1080: the middle of each line's ink is the screen's middle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from ui.player_display import PlayerDisplay

SIZES = [(1280, 720), (1920, 1080)]
NOTE = ("Found on the guard's body: 'They are in the pharmacy. Do not open the north doors, whatever you "
        "hear. The code for the cage is 4471. Tell Maria I tried.'\nRun.")
INK = bytes(1 if n > 128 else 0 for n in range(256))  # a bright pixel of the text on black


def _lines(image: QImage, top: int, bottom: int) -> list[tuple[int, int]]:
    """Each line of ink between rows ``top`` and ``bottom``: its leftmost and rightmost columns."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    stride, width = grey.bytesPerLine(), grey.width()
    data = bytes(grey.constBits())
    out: list[tuple[int, int]] = []
    inside = False
    for y in range(top, bottom):
        row = data[y * stride: y * stride + width].translate(INK)
        left = row.find(1)
        if left < 0:
            inside = False
            continue
        right = row.rfind(1)
        if inside:
            out[-1] = (min(out[-1][0], left), max(out[-1][1], right))
        else:
            out.append((left, right))
            inside = True
    return out


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_line_of_a_text_handout_is_centred_under_its_title(qtbot, tmp_path, qapp, size):
    width, height = size
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(width, height)
    display.show()
    qtbot.waitExposed(display)
    display.set_handout(7, "The guard's note", NOTE, "")
    page = display.handout
    image = page.grab().toImage()
    body = page.text.geometry()
    lines = _lines(image, body.top(), body.bottom())
    assert len(lines) >= 3, lines  # the note wraps, and ends on a short line of its own
    middle = page.width() / 2
    for left, right in lines:
        assert abs((left + right) / 2 - middle) <= width * 0.02, (lines, middle)
    title = _lines(image, page.title.geometry().top(), page.title.geometry().bottom())
    assert title and abs(sum(title[0]) / 2 - middle) <= width * 0.02
