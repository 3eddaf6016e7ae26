"""A body drawn as named boxes, each with its part's short name and numbers, in the body's order:
the head and the torso on top, the arms below them, the legs at the bottom, the left parts in the
left column ("Head 5/5 | Torso 8/10", "L. arm 6/6 | R. arm 4/6", "L. leg 6/6 | R. leg 6/6").
A GM reads which number is which part without hovering; the tooltip gives the full names.  Where
that is too wide (a laptop's fight list in Russian or Spanish), the abbreviations the ruleset
declares ("Л.рук 6/6", ``TrackSpec.abbr``); where even those are, the numbers alone in the body's
shape.  Used by the fight list and the roster for rulesets whose pools belong to body parts (the
grid game's limbs), with the short names the ruleset declares (``TrackSpec.short``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from ui.widgets.track_bar import health_colour

#: each named part's place: (line, column) in a grid of three lines and two columns
PLACES = {
    "head": (0, 0),
    "torso": (0, 1),
    "left_arm": (1, 0),
    "right_arm": (1, 1),
    "left_leg": (2, 0),
    "right_leg": (2, 1),
}
#: where the named figure does not fit (a narrow list), the numbers alone in the body's shape:
#: (line, first column, columns) in a grid of three lines and six columns (the arms beside the
#: torso, the head above it, the legs below)
SHAPE = {
    "head": (0, 2, 2),
    "left_arm": (1, 0, 2),
    "torso": (1, 2, 2),
    "right_arm": (1, 4, 2),
    "left_leg": (2, 1, 2),
    "right_leg": (2, 3, 2),
}
GAP = 2.0
#: the room each side of a box's text
PAD = 2

#: how the parts are named: the numbers alone, the short names ("L. arm 6/6"; ``True``), the
#: abbreviations ("L.arm 6/6")
NUMBERS, NAMED, ABBREVIATED = 0, 1, 2

#: a part as drawn: its key, its short name and numbers ("L. arm 6/6"), health (for the colour),
#: at zero or below, its numbers alone ("6/6"), its abbreviation and numbers ("L.arm 6/6")
Part = tuple[str, str, float, bool, str, str]


def shown(part: Part, named: int = NAMED) -> str:
    if named == ABBREVIATED:
        return part[5]
    return part[1] if named else part[4]


def body_size(parts: Sequence[Part], metrics: QFontMetrics, named: int = NAMED) -> QSizeF:
    """The figure's size, three lines of the font's height: named, two columns of boxes as wide as
    the widest name and numbers; else three boxes across as wide as the widest numbers."""
    widest = max((metrics.horizontalAdvance(shown(p, named)) for p in parts), default=0) + 2 * PAD
    line = metrics.height() + 4
    across = 2 if named else 3
    return QSizeF(across * widest + (across - 1) * GAP, 3 * line + 2 * GAP)


def body_boxes(area: QRectF, parts: Sequence[Part], named: int = NAMED) -> list[tuple[QRectF, str, Part]]:
    """Each part's box in ``area`` and its text (what is painted, and what a test measures)."""
    line = (area.height() - 2 * GAP) / 3
    out = []
    for part in parts:
        if named and part[0] in PLACES:
            row, side = PLACES[part[0]]
            column = (area.width() - GAP) / 2
            box = QRectF(area.left() + side * (column + GAP), area.top() + row * (line + GAP), column, line)
        elif not named and part[0] in SHAPE:
            row, first, span = SHAPE[part[0]]
            column = area.width() / 6
            left = area.left() + first * column + (GAP / 2 if first else 0)
            right = area.left() + (first + span) * column - (GAP / 2 if first + span < 6 else 0)
            box = QRectF(left, area.top() + row * (line + GAP), right - left, line)
        else:
            continue
        out.append((box, shown(part, named), part))
    return out


def paint_body(painter: QPainter, area: QRectF, parts: Sequence[Part], named: int = NAMED) -> list[tuple[QRectF, str]]:
    """Paint the figure in ``area`` (named, or the numbers alone in the body's shape); returns
    each box and its text."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    out = []
    for box, text, part in body_boxes(area, parts, named):
        health, gone = part[2], part[3]
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
