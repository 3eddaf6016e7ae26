"""Wrapped condition badges, one a line, stand apart with no line the taller: a shorter badge between
two longer ones («Кровотечение: Торс» between «Не действует: Левая нога» and «Кровотечение: Левая
нога») left the row's colour after it boxed in by theirs, a dark block that read as part of it, and
two badges of one colour read as one.  A 2 px gap added to each line parted them, but made a row of
wrapped badges taller (the grid game's roster on a laptop lost its third character: tests/gui/
test_laptop_room.py); each badge's colour now keeps a pixel inside its line, at no height."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette

from ui.widgets.roster_look import END, SIDE, RowBadges, badges_document, badges_height, chip_html, paint_badges

ROW = QColor(139, 30, 30)
LABELS = {
    "ru": ("Не действует: Левая нога", "Кровотечение: Торс", "Кровотечение: Левая нога"),
    "es": ("Inútil: Pierna izquierda", "Sangrado: Torso", "Sangrado: Pierna izquierda"),
    "en": ("Useless: Left leg", "Bleeding: Torso", "Bleeding: Left leg"),
}


@pytest.mark.parametrize("lang", list(LABELS))
def test_wrapped_badges_have_the_row_between_them_at_no_height(qapp, lang):
    style = "background-color:#e04848; color:#000;"
    labels = LABELS[lang]
    badges = RowBadges(" ".join(chip_html(style, label) for label in labels), labels, (),
                       tuple((style, label) for label in labels))
    font = QFont()
    longest = badges_document(badges, font, -1, False).idealWidth()
    width = int(max(badges_document(RowBadges(chip_html(style, label), (), ()), font, -1, False).idealWidth()
                    for label in labels)) + SIDE + END + 4  # a badge a line
    assert width < longest, "the badges wrap"
    height = badges_height(badges, font, width)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(ROW)
    painter = QPainter(image)
    paint_badges(painter, QRect(0, 0, width, height), font, badges, True, QPalette())
    painter.end()
    column = [QColor(image.pixel(SIDE + 2, y)) == ROW for y in range(height)]
    meets = [y for y in range(1, height) if column[y] != column[y - 1]]  # where badge and row meet
    assert len(meets) == 6, meets  # three badges, each its own, the row's colour between them
    one_line = badges_document(RowBadges(chip_html(style, labels[0]), (), ()), font, -1, False).size().height()
    assert height <= 3 * one_line + 4 + 1, "no line the taller for it"  # the row's 4 px, rounding
    # and the shorter one's end is the row's colour from the line above's badge to the next's
    widths = [badges_document(RowBadges(chip_html(style, label), (), ()), font, -1, False).idealWidth()
              for label in labels]
    x = SIDE + int(widths[1]) + 3
    assert x < SIDE + min(widths[0], widths[2])
    gap = [y for y in range(meets[0], meets[5]) if QColor(image.pixel(x, y)) == ROW]
    assert len(gap) > one_line, "the row's colour after the short badge joins the gaps above and below"
