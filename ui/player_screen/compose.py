"""Where each block of the players' screen goes, and how big its type is, at the window's size.

All sizes come from the window's height ``h``: margins, gaps and every font's pixel size (none
below :func:`ui.player_screen.text.min_px`).  A column of blocks is tried at the blocks' preferred
sizes, then smaller together, down to the smallest; if it still does not fit, the blocks that may
give way do, in order.  The fight's order takes the room that is left and copes with it itself
(two columns, then "and N more").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import TOO_TALL, min_px

if TYPE_CHECKING:
    from ui.player_screen.screen import ScreenContent

SCALES = (1.0, 0.92, 0.85, 0.78, 0.71, 0.65, 0.59, 0.53, 0.48, 0.43, 0.38, 0.34, 0.3)
DIAL_SHARE = 0.5  # the dial is at least half the screen's height
LANDSCAPE = 1.1  # wider than this against the height: the dial at the left


@dataclass
class Block:
    widget: Any  # FitText, Figures or ScreenOrder
    share: float  # the preferred pixel size as a share of the height
    gives_way: int = 0  # 0: stays; 1, 2…: hidden in that order when the column cannot fit
    gap_before: float = 1.0
    one_line: bool = False  # rather a little smaller on one line than wrapped (the level's word)
    floor: float = 0.0  # the smallest it shrinks to with the others, as a share of the height


def block_px(block: Block, width: int, h: int, scale: float) -> int:
    low = min_px(h)
    px = max(low, round(h * block.floor), round(h * block.share * scale))
    if block.one_line:
        single: int = block.widget.one_line_px(width, px)
        if single >= max(low, px * 0.6):
            return min(px, single)
    return px


def filler_need(filler: Block, rect: QRect, px: int) -> tuple[int, bool]:
    """The room the order asks for: all its rows, in two columns if they are many; an order longer
    than that asks for half the column (and takes all there is) and ends with "and N more"."""
    order = filler.widget
    need = order.needed_height(rect.width(), px)
    if rect.height() < need < TOO_TALL and len(order.lines) > 1:  # too many rows (not too wide a row)
        spacing = order.spacing(px)
        two = order.needed_height(rect.width() // 2 - px, px)
        columns = -(-two // (2 * spacing)) * spacing if two < TOO_TALL else need
        if columns > rect.height():
            return rect.height() // 2, True
        return columns, False
    return need, False


def place_column(rect: QRect, blocks: list[Block], filler: Block | None, h: int, centre: bool) -> None:
    """Lay ``blocks`` top to bottom in ``rect``, then ``filler`` (the order) in what is left."""
    low = min_px(h)
    gap = round(h * (0.018 if rect.width() > h * 0.5 else 0.012))
    shown = [b for b in blocks if b.widget.text()]
    for b in blocks:
        b.widget.setVisible(b in shown)
    if filler is not None:
        filler.widget.setVisible(bool(filler.widget.text()))
        if not filler.widget.text():
            filler = None
    ranks = sorted({b.gives_way for b in shown if b.gives_way})
    while True:
        for scale in SCALES:
            sizes = [block_px(b, rect.width(), h, scale) for b in shown]
            heights = [b.widget.needed_height(rect.width(), px) for b, px in zip(shown, sizes, strict=True)]
            gaps = [round(gap * b.gap_before) if i else 0 for i, b in enumerate(shown)]
            used = sum(heights) + sum(gaps)
            filler_px = max(low, round(h * filler.share * scale)) if filler else 0
            need, capped = filler_need(filler, rect, filler_px) if filler else (0, False)
            need += gap if filler else 0
            fits = used + need <= rect.height()
            if fits or (scale == SCALES[-1] and not ranks):
                centre = centre and not capped
                top = rect.top() + (max(0, rect.height() - used - need) // 2 if centre else 0)
                for b, px, height, g in zip(shown, sizes, heights, gaps, strict=True):
                    top += g
                    height = min(height, max(0, rect.bottom() + 1 - top))  # what cannot fit is cut, not thrown off
                    b.widget.set_font_px(px)
                    b.widget.setGeometry(rect.left(), top, rect.width(), height)
                    top += height
                if filler is not None:
                    top += gap if shown else 0
                    filler.widget.set_font_px(filler_px, low)
                    bottom = top + need - gap if fits and centre else rect.bottom() + 1
                    filler.widget.setGeometry(rect.left(), top, rect.width(), max(0, bottom - top))
                return
        rank = ranks.pop(0)  # nothing fits: the next blocks that may give way do
        for b in [b for b in shown if b.gives_way == rank]:
            b.widget.setVisible(False)
            shown.remove(b)


def fit_alarm(screen: ScreenContent, h: int) -> None:
    """The alarm's words as large as its band takes them (a tenth of the height at most)."""
    low = min_px(h)
    alarm = screen.alarm
    px = max(low, round(h * 0.1))
    alarm.set_font_px(px)
    while px > low and not alarm.fits():
        px = max(low, int(px * 0.92))
        alarm.set_font_px(px)


def compose(screen: ScreenContent) -> None:
    place(screen)
    fit_alarm(screen, screen.height())


def place(screen: ScreenContent) -> None:
    w, h = screen.width(), screen.height()
    if w < 10 or h < 10:
        return
    view = screen.view
    m = round(h * 0.035)
    r = screen.clock_room  # the turn timer's strip across the top: no text under it
    low = min_px(h)
    fight = bool(view.get("round")) or bool(view.get("swarm"))
    has_dial = view.get("threat") is not None
    screen.dial.setVisible(has_dial)
    screen.dial.min_text_px = low
    screen.figures.number_scale = 2.4 if w >= h * LANDSCAPE else 2.0
    quiet = not fight
    situation = Block(screen.situation, (1 / 13) if quiet else (1 / 17), gives_way=1 if fight else 0)
    boost = 1.0 if has_dial else 1.5  # the whole screen for the fight: larger type
    fight_blocks = [
        Block(screen.swarm_head, boost / 19, gives_way=3, gap_before=1.6),
        Block(screen.figures, boost / 24, gap_before=0.6),
        Block(screen.outcome, boost / 19, gives_way=2, gap_before=0.8),
        Block(screen.result, boost / 24, gives_way=2, gap_before=0.2),
        # who fell this round: one line the room reads, kept while the round's words give way
        Block(screen.fallen, boost / 24, gap_before=0.4, one_line=True),
        Block(screen.round, boost / 17, gap_before=1.6),
    ]
    order = Block(screen.order, boost / 20)
    title = Block(screen.title, 1 / 12)
    if not has_dial:
        hide(screen.word)
        screen.alarm.setGeometry(0, round(h * 0.34), w, round(h * 0.32))
        width = min(w - 2 * m, round(h * 1.3))  # one column in the middle, not along the left edge
        column = QRect((w - width) // 2, m + r, width, h - 2 * m - r)
        place_column(column, [title, *fight_blocks], order, h, centre=True)
        return
    hide(screen.title)
    half = h // 2 + 1
    if w >= h * LANDSCAPE and quiet and not screen.situation.text():
        # a lone meter (a tension meter has no situation): no column beside it, it takes the screen
        hide(screen.situation)
        for b in fight_blocks:
            hide(b.widget)
        hide(screen.order)
        lone_dial(screen, QRect(m, m + r, w - 2 * m, h - 2 * m - r), half, h)
        # "the dead are here" over the word, the dial left in sight (with no word, over the dial's foot)
        band = h - screen.word.geometry().top() if screen.word.text() else 0
        band = band if band >= h * 0.12 else round(h * 0.2)
        screen.alarm.setGeometry(0, h - band, w, band)
        return
    if w >= h * LANDSCAPE:
        width = min(round(h * 1.05), round(w * 0.5))
        left = QRect(m, m + r, width - m, h - 2 * m - r)
        dial_and_word(screen, left, half, h)
        right = QRect(width + m, m + r, w - width - 2 * m, h - 2 * m - r)
        screen.alarm.setGeometry(width, round(h * 0.3), w - width, round(h * 0.4))  # the dial stays in sight
        place_column(right, [situation, *fight_blocks], order, h, centre=True)
        return
    m = round(h * 0.022)
    dial_height = max(half, min(round((w - 2 * m) * 0.8), round(h * 0.56)))
    screen.dial.setGeometry(m, m + r, w - 2 * m, dial_height)
    top = m + r + min(dial_height, round(screen.dial.arc_bottom()))  # the word right under the arc
    below = QRect(m, top, w - 2 * m, h - m - top)
    screen.alarm.setGeometry(0, m + dial_height, w, round(h * 0.25))  # under the dial, not over it
    word = Block(screen.word, 1 / 11, gap_before=0, one_line=True, floor=1 / 20)
    place_column(below, [word, situation, *fight_blocks], order, h, centre=quiet)


def dial_and_word(screen: ScreenContent, rect: QRect, half: int, h: int) -> None:
    """The dial and the level's word under it, as one group centred in ``rect``."""
    low = min_px(h)
    word = screen.word
    word.setVisible(bool(word.text()))
    dial_height = max(half, min(rect.height(), round(rect.width() * 0.84)))
    px = block_px(Block(word, 1 / 9, one_line=True), rect.width(), h, 1.0) if word.text() else low
    need = word.needed_height(rect.width(), px) if word.text() else 0
    while px > low and dial_height + need > rect.height():
        px = max(low, min(px - 1, round(px * 0.92)))  # (a small px rounds back to itself)
        need = word.needed_height(rect.width(), px)
    if dial_height + need > rect.height():
        dial_height = max(half, rect.height() - need)
        need = min(need, rect.height() - dial_height)
    top = rect.top() + max(0, rect.height() - dial_height - need) // 2
    screen.dial.setGeometry(rect.left(), top, rect.width(), dial_height)
    word.set_font_px(px)
    word.setGeometry(rect.left(), top + dial_height, rect.width(), need)


def lone_dial(screen: ScreenContent, rect: QRect, half: int, h: int) -> None:
    """The dial alone on a wide screen: the level's word under it at its own size, the dial as large
    as the rest of the height takes it (at least half the screen's), the two centred in ``rect``."""
    low = min_px(h)
    word = screen.word
    word.setVisible(bool(word.text()))
    px = block_px(Block(word, 1 / 9, one_line=True), rect.width(), h, 1.0) if word.text() else low
    need = word.needed_height(rect.width(), px) if word.text() else 0
    dial_height = max(half, rect.height() - need)
    if dial_height + need > rect.height():  # (a word too tall for what the dial leaves: it shrinks)
        dial_and_word(screen, rect, half, h)
        return
    top = rect.top() + (rect.height() - dial_height - need) // 2
    screen.dial.setGeometry(rect.left(), top, rect.width(), dial_height)
    word.set_font_px(px)
    word.setGeometry(rect.left(), top + dial_height, rect.width(), need)


def hide(widget: QWidget) -> None:
    widget.setVisible(False)
