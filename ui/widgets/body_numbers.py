"""A body drawn as boxes with each part's numbers on it: the head on top, the arms beside the
torso, the legs below ("5/5" on the head, "8/10" on the torso).  The figure says which part a
number belongs to; the tooltip names them.  Used by the fight list and the roster for rulesets
whose pools belong to body parts (the grid game's limbs)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from ui.widgets.track_bar import health_colour

#: each part's place: (line, first column, columns) in a grid of three lines and six columns
#: (the arms two columns each, the torso two; the head and each leg two, centred)
PLACES = {
    "head": (0, 2, 2),
    "left_arm": (1, 0, 2),
    "torso": (1, 2, 2),
    "right_arm": (1, 4, 2),
    "left_leg": (2, 1, 2),
    "right_leg": (2, 3, 2),
}
GAP = 2.0

#: a part as drawn: its key, the numbers shown on it, health (for the colour), below zero or at zero
Part = tuple[str, str, float, bool]


def body_size(parts: Sequence[Part], metrics: QFontMetrics) -> QSizeF:
    """The figure's size: each box as wide as its numbers, three lines of the font's height."""
    widest = max((metrics.horizontalAdvance(text) for _k, text, *_ in parts), default=0) + 8
    line = metrics.height() + 4
    return QSizeF(3 * widest + 2 * GAP, 3 * line + 2 * GAP)


def body_boxes(area: QRectF, parts: Sequence[Part]) -> list[tuple[QRectF, Part]]:
    """Each part's box in ``area`` (what is painted, and what a test measures the numbers against)."""
    line = (area.height() - 2 * GAP) / 3
    column = area.width() / 6
    out = []
    for part in parts:
        if part[0] not in PLACES:
            continue
        row, first, span = PLACES[part[0]]
        left = area.left() + first * column + (GAP / 2 if first else 0)
        right = area.left() + (first + span) * column - (GAP / 2 if first + span < 6 else 0)
        out.append((QRectF(left, area.top() + row * (line + GAP), right - left, line), part))
    return out


def paint_body(painter: QPainter, area: QRectF, parts: Sequence[Part]) -> list[tuple[QRectF, str]]:
    """Paint the figure in ``area``; returns each box and its text."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    out = []
    for box, (_key, text, health, gone) in body_boxes(area, parts):
        if gone:
            painter.setBrush(QColor("#26282e"))
            painter.setPen(QPen(QColor("#ff4040"), 1.2))
        else:
            painter.setBrush(health_colour(health).darker(120))
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("#ff6b6b") if gone else QColor("#ffffff"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        out.append((box, text))
    painter.restore()
    return out
