"""Wrapped condition badges, one a line, stand apart: a shorter badge between two longer ones
(«Кровотечение: Торс» between «Не действует: Левая нога» and «Кровотечение: Левая нога») left the
row's colour after it boxed in by theirs, a dark block that read as part of the badge."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette

from ui.widgets.roster_look import RowBadges, chip_html, paint_badges

ROW = QColor(139, 30, 30)
LABELS = ("Не действует: Левая нога", "Кровотечение: Торс", "Кровотечение: Левая нога")


def test_wrapped_badges_have_the_row_between_them(qapp):
    style = "background-color:#e04848; color:#000;"
    badges = RowBadges(" ".join(chip_html(style, label) for label in LABELS), LABELS, (),
                       tuple((style, label) for label in LABELS))
    image = QImage(240, 90, QImage.Format.Format_RGB32)
    image.fill(ROW)
    painter = QPainter(image)
    paint_badges(painter, QRect(0, 0, 240, 90), QFont(), badges, True, QPalette())
    painter.end()
    column = [QColor(image.pixel(10, y)) == ROW for y in range(90)]
    runs = [y for y in range(1, 90) if column[y] != column[y - 1]]  # where badge and row meet
    assert len(runs) == 6, runs  # three badges, each its own, the row's colour between them
