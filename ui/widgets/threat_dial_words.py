"""The threat dial's words: its caption, its level's name and the situation it stands for.

Inside the ring and under the arc (:func:`in_ring`, :func:`name_under`, :func:`paint_under`), or,
on a dock's short dial, beside the arc (:func:`words`).

A dial much wider than tall (AFMBE's tension meter under the tall dice dock on a 1366×768 laptop,
some 90 pixels high) drew its caption inside a ring a hundred pixels across and its level's word
under it at 8 px: «Напряжение» ran over the steps' numbers, «Medidor de tensión apagado» over the
arc.  There the arc keeps the left of the dial with its level's figure inside, and the caption, the
level's name and its situation stand in a column to its right, at the dial's own type where they
fit, never under :data:`LEAST_PX`, each word whole (a caption too long for a line wraps at its
spaces); a situation that does not fit even so is left out rather than cut (it stays the dial's
accessible description, and shows under the arc again once the dock is taller).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter

from ui.widgets.fonts import variant
from ui.widgets.text_cache import draw_text

if TYPE_CHECKING:
    from ui.widgets.threat_dial import ThreatDial

#: the least pixel size of a word beside the arc (and of the steps' numbers on it)
LEAST_PX = 11
#: the most of the dial's width the arc's square takes (the rest: the column of words)
ARC_SHARE = 0.5
#: the gap between the arc's square and the column (px)
GAP = 6
#: a dial at least this much wider than tall, and shorter than :data:`BESIDE_UNDER`, puts its words beside
WIDE = 1.6
#: the height (px) under which a dock's dial puts its words beside its arc (the smallest dial a
#: dock keeps with its words inside and under the arc: ui.docks.threat_dial_room.SMALL_DIAL)
BESIDE_UNDER = 160

FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class Word:
    """One text of the column: its words, where it goes, its font and what it is."""

    text: str
    rect: QRectF
    font: QFont
    role: str  # "caption", "name" or "situation"


def arc_square(width: float, height: float, margin: float) -> QRectF:
    """The arc's square at the dial's left: its painting (the square's top 80%) as tall as the dial
    leaves it, no wider than :data:`ARC_SHARE` of the dial."""
    side = max(40.0, min((height - 2 * margin) / 0.8, width * ARC_SHARE))
    top = margin + max(0.0, (height - 2 * margin - side * 0.8) / 2)  # centred in the dial's height
    return QRectF(margin, top, side, side)


def column(width: float, height: float, margin: float, arc: QRectF) -> QRectF:
    """The room for the words, right of the arc."""
    left = arc.right() + GAP
    return QRectF(left, margin, max(0.0, width - margin - left), max(0.0, height - 2 * margin))


def _whole(text: str, metrics: QFontMetricsF, width: float) -> bool:
    """Every word of ``text`` fits the width on its own line (a wrap never cuts one)."""
    return all(metrics.horizontalAdvance(word) <= width for word in text.split())


def _height(text: str, font: QFont, width: float) -> float:
    metrics = QFontMetricsF(font)
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), FLAGS, text).height()


def words(base: QFont, room: QRectF, caption: str, name: str, situation: str, least: int = LEAST_PX) -> list[Word]:
    """The column's texts, top to bottom, centred in its height: at the base font's size where they
    fit, smaller down to ``least``; the situation dropped where even then it does not fit."""
    texts = [(t, role) for t, role in ((caption, "caption"), (name, "name"), (situation, "situation")) if t]
    if not texts or room.width() <= 0:
        return []
    top_px = max(least, QFontInfo(base).pixelSize())
    for keep in (texts, [t for t in texts if t[1] != "situation"]):
        for px in range(top_px, least - 1, -1):
            fonts = [variant(base, px=px, bold=role != "situation") for _, role in keep]
            pairs = list(zip(keep, fonts, strict=True))
            if not all(_whole(text, QFontMetricsF(font), room.width()) for (text, _), font in pairs):
                continue
            heights = [_height(text, font, room.width()) for (text, _), font in pairs]
            if sum(heights) <= room.height():
                return _placed(keep, fonts, heights, room)
    # not even the caption and the name at the least size: the least size, top down (never seen
    # in a dock: the column is at least as tall as two lines)
    keep = [t for t in texts if t[1] != "situation"]
    fonts = [variant(base, px=least, bold=True) for _ in keep]
    heights = [_height(text, font, room.width()) for (text, _), font in zip(keep, fonts, strict=True)]
    return _placed(keep, fonts, heights, room)


def _placed(keep: list[tuple[str, str]], fonts: list[QFont], heights: list[float], room: QRectF) -> list[Word]:
    y = room.top() + max(0.0, (room.height() - sum(heights)) / 2)
    placed = []
    for (text, role), font, height in zip(keep, fonts, heights, strict=True):
        placed.append(Word(text, QRectF(room.left(), y, room.width(), height), font, role))
        y += height
    return placed


def beside_words(dial: ThreatDial, room: QRectF) -> list[Word]:
    """The dial's words in the column ``room`` beside its arc; while it asks (``quiet``), its caption alone."""
    name, situation = ("", "") if dial.quiet else (dial.name, dial.situation)
    return words(dial.font(), room, dial.caption, name, situation, max(dial.min_text_px, LEAST_PX))


def name_box(dial: ThreatDial, arc: QRectF, room: QRectF) -> tuple[QRectF, int, QFont] | None:
    """Where the dial draws its level's name (beside the arc, or under it in ``room``), its flags
    and font (None: it draws none)."""
    if not dial.name or dial.quiet:
        return None
    if dial.beside():
        found = [word for word in dial.side_words() if word.role == "name"]
        return (found[0].rect, FLAGS, found[0].font) if found else None
    if room.height() < 8:
        return None
    box, font = name_under(dial, room, arc.width())
    return box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), font


def paint_beside(dial: ThreatDial, p: QPainter, colour: QColor) -> None:
    """The caption, the level's name and its situation in the column beside the arc."""
    shades = {"caption": QColor("#d7d9de"), "name": colour.lighter(115), "situation": QColor("#e4e6ea")}
    for word in dial.side_words():
        draw_text(p, word.rect, FLAGS, word.text, word.font, shades[word.role])


# ---------------------------------------------------------------------- inside the ring, under the arc
def in_ring(dial: ThreatDial, arc: QRectF, side: float) -> tuple[QRectF, int, QFont]:
    """The caption's box, flags and font inside the ring: one line just above the level's figure,
    or a long caption («Шкала напряжения выключена») on lines of its own there, not cut by it."""
    centred = int(Qt.AlignmentFlag.AlignCenter)
    # one line just above the level's figure, as wide as the ring's inside at its top edge
    # (narrower with the needle's room outside the arc: «Напряжение» ran over the ring on the
    # players' screen): a smaller type if it must, never smaller than the steps' numbers
    for pixels in (side * share / 1000 for share in range(75, 49, -5)):
        font = dial.text_font(pixels, bold=True)
        metrics = QFontMetricsF(font)
        box = QRectF(arc.left(), arc.top() + side * 0.34 - metrics.height(), side, metrics.height())
        if metrics.horizontalAdvance(dial.caption) <= dial.inside_width(arc, box.top()):
            return box, centred, font
    room = side * 0.66
    return (QRectF(arc.left() + (side - room) / 2, arc.top() + side * 0.17, room, side * 0.26),
            centred | int(Qt.TextFlag.TextWordWrap), dial.text_font(side * 0.062, bold=True))


def name_under(dial: ThreatDial, rect: QRectF, side: float) -> tuple[QRectF, QFont]:
    """The level's name's box and font under the arc: as large as the room gives, smaller (down to
    9 px) where it is wider than the room."""
    font = dial.text_font(min(max(side * 0.1, dial.width() * 0.06), rect.height() * 0.32), bold=True)
    metrics = QFontMetricsF(font)
    while metrics.horizontalAdvance(dial.name) > rect.width() and font.pixelSize() > 9:
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    box = QRectF(rect)
    box.setHeight(metrics.height() * 1.15)
    return box, font


def paint_under(dial: ThreatDial, p: QPainter, rect: QRectF, colour: QColor, side: float) -> None:
    """The level's name and its situation under the arc."""
    if rect.height() < 8 or dial.quiet:
        return
    name_rect = QRectF(rect)
    if dial.name:
        name_rect, font = name_under(dial, rect, side)
        top = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        draw_text(p, name_rect, top, dial.name, font, colour.lighter(115))
    if not dial.situation:
        return
    body = QRectF(rect.left(), name_rect.bottom() if dial.name else rect.top(), rect.width(), 0)
    body.setBottom(rect.bottom())
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    size = max(9.0, min(max(side * 0.075, min(dial.width(), dial.height()) * 0.055), body.height() * 0.45))
    font = dial.text_font(size)
    while size > 9:
        font = dial.text_font(size)
        needed = QFontMetricsF(font).boundingRect(body, int(flags), dial.situation)
        if needed.height() <= body.height():
            break
        size -= 1
    p.setFont(font)
    p.setPen(QColor("#e4e6ea"))
    p.drawText(body, int(flags), dial.situation)
