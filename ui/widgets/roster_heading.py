"""A compact roster's group headings ("ZOMBIES"): capitals as tall as the heading's short line holds.

The compact roster (:mod:`ui.docks.roster_compact`) gives each group's heading a line as tall as a
font at 70 % of the rows' size, so the characters keep the room.  A bold "Zombies" at that size was
letters half as tall as the names under it, unreadable from a metre away.  The name is set in
capitals instead, in the largest font whose capitals and the tail under a "Щ" or a "Q" fit the line
(:func:`capitals`), and painted on a baseline that leaves that tail the line's foot alone
(:func:`paint_heading`): a font's own descent, kept under every line for a "g" or a "р", which
capitals never have, would have cost the capitals a quarter of their height.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QWidget

#: the capitals whose tails under the line a heading keeps whole ("ЗОМБИ", "PERSONAJES JUGADORES"...);
#: a "J", whose tail reaches a pixel lower in some fonts, may lose that pixel: it reads as a "J"
TAILS = "ДЦЩQ"


def scaled(font: QFont, points: float = 0.0, pixels: int = 0) -> QFont:
    """``font`` at ``points`` (or ``pixels`` when it is sized so)."""
    sized = QFont(font)
    if points:
        sized.setPointSizeF(points)
    else:
        sized.setPixelSize(pixels)
    return sized


def tail(metrics: QFontMetrics) -> int:
    """How far under the baseline the lowest capital reaches."""
    return max(1, metrics.tightBoundingRect(TAILS).bottom() + 1)


def capitals(font: QFont, room: int) -> QFont:
    """``font`` in capitals, as large as a line of ``room`` pixels holds them and their tails (never
    larger than ``font``)."""
    heading = QFont(font)
    heading.setCapitalization(QFont.Capitalization.AllUppercase)
    points = font.pointSizeF() > 0
    size = font.pointSizeF() if points else float(font.pixelSize())
    while size > 1:
        fitted = scaled(heading, points=size) if points else scaled(heading, pixels=round(size))
        metrics = QFontMetrics(fitted)
        if metrics.capHeight() + tail(metrics) <= room:
            return fitted
        size -= 0.25 if points else 1
    return heading


def is_capitals(index: QModelIndex | QPersistentModelIndex) -> bool:
    """Whether ``index`` is a group's heading set in capitals (a compact roster's)."""
    font = index.data(Qt.ItemDataRole.FontRole)
    return (not index.parent().isValid() and isinstance(font, QFont)
            and font.capitalization() == QFont.Capitalization.AllUppercase)


def paint_heading(painter: QPainter, option: QStyleOptionViewItem, widget: QWidget) -> None:
    """The heading of ``option`` (its style option, initialised from its index): its row's
    background, then its name on a baseline its capitals' tails leave the line's foot to."""
    style = widget.style()
    text = option.text
    background = QStyleOptionViewItem(option)
    background.text = ""
    style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, widget)
    room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
    room.adjust(margin, 0, -margin, 0)
    metrics = QFontMetrics(option.font)
    painter.save()
    painter.setFont(option.font)
    painter.setPen(option.palette.color(QPalette.ColorGroup.Normal, QPalette.ColorRole.Text))
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room.width())
    painter.drawText(room.left(), option.rect.bottom() + 1 - tail(metrics), shown)
    painter.restore()
