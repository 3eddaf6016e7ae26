"""The battle map as the room reads it on the projector: every text at least a thirtieth of the
screen's height, as on the rest of the players' screen, and each token large enough to hold its label.

:func:`board_layout` places everything in the widget's pixels, from the widget's size: the tile is
what fits the whole map, whenever every text still reads there at the smallest size and every
label is whole in its token (a token's circle then grows toward its whole tile to hold its label:
the label the GM's map writes, never cut); else what a label at the smallest size needs (its width inside a token's
circle), and the board shows the part around the tokens (the acting one first), as many whole
tiles as fit.  The rulers (A, B, … and
1, 2, …) and the tile symbols are written at the same size.  :class:`MapBoard` paints the layout;
a test reads it (:attr:`MapBoard.layout`) to check every text's size and place.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from app.rules.tiles import tile_text
from ui.docks.map_scene import FURNITURE_COLOUR, KIND_COLOURS, SIDE_COLOURS, TokenLook
from ui.player_screen.text import min_px, pixel_font

if TYPE_CHECKING:
    from app.rules.grid import BattleMap  # the rules load with the campaign, after the window paints

#: a token's circle within its tile, and the room a label leaves inside the circle (of its diameter)
TOKEN_SHARE = 0.86
LABEL_SHARE = 0.8
#: the room a label leaves in a circle grown to its whole tile (the map fitted whole): its letters
#: (about 0.7 of the type's height) stand where the circle's chord is 0.93 of its diameter, so a
#: label this wide stays inside it ("Dov" whole, not "Do", on the demo's map at 1280×720)
FILLED_LABEL_SHARE = 0.9


@dataclass(frozen=True)
class Text:
    """One text on the board: where (its box), what, and its font's pixel size."""

    rect: QRectF
    text: str
    px: int
    colour: str
    bold: bool = False


@dataclass
class BoardLayout:
    """Everything the board paints, in the widget's pixels."""

    size: QSize
    min_text: int = 0
    tile: float = 0.0
    #: a token's circle, of its tile: larger than :data:`TOKEN_SHARE` when the whole map is fitted
    token_share: float = TOKEN_SHARE
    origin: QPointF = field(default_factory=QPointF)
    first: tuple[int, int] = (0, 0)  # the first column and row shown
    shown: tuple[int, int] = (0, 0)  # how many columns and rows are shown
    cells: list[tuple[QRectF, str]] = field(default_factory=list)
    tokens: dict[int, tuple[QRectF, TokenLook]] = field(default_factory=dict)
    texts: list[Text] = field(default_factory=list)
    labels: dict[int, Text] = field(default_factory=dict)


def _font(px: int, bold: bool = True) -> QFont:
    return pixel_font(QFont(), px, bold)


def board_layout(battle_map: BattleMap, looks: Mapping[int, TokenLook], symbols: Mapping[str, str],
                 size: QSize, acting: int | None = None, screen_height: int = 0) -> BoardLayout:
    """Where every tile, token and text goes on a board of ``size`` (only the tokens in ``looks``);
    ``screen_height``: the screen's, when the board takes only part of it (its type follows the screen)."""
    out = BoardLayout(size)
    px = out.min_text = min_px(max(size.height(), screen_height))
    metrics = QFontMetricsF(_font(px))
    pad = px * 0.4
    widest_label = max((metrics.horizontalAdvance(look.label) for look in looks.values()), default=0.0)
    widest_symbol = max((metrics.horizontalAdvance(s) for s in symbols.values()), default=0.0)
    # a label fits inside the circle, with room to spare; the circle and the symbols inside the tile
    needed = max((widest_label / LABEL_SHARE) / TOKEN_SHARE, metrics.height() / (LABEL_SHARE * TOKEN_SHARE),
                 widest_symbol + pad, px * 1.5)
    rows_width = max(metrics.horizontalAdvance(str(n)) for n in range(1, battle_map.height + 1)) + pad
    ruler_height = metrics.height() + pad / 2
    room_w, room_h = size.width() - rows_width - pad, size.height() - ruler_height - pad
    fit = min(room_w / max(1, battle_map.width), room_h / max(1, battle_map.height))
    # the least tile at which every text still reads at the room's size, a token filling its tile
    # and holding its whole label ("Dov", "MW3" as the GM's map writes them: never "Do", "M3")
    least = max(widest_label / FILLED_LABEL_SHARE, metrics.height() / LABEL_SHARE, widest_symbol + pad, px * 1.5)
    tile = fit if fit >= least else needed  # whole when the texts read at that size: else a window
    # a token's circle grows toward its whole tile to hold its label (whole: the tile was chosen for it)
    out.token_share = min(1.0, max(TOKEN_SHARE, needed * TOKEN_SHARE / tile))
    cut = [cut_label(look.label, label_room(out, tile * out.token_share), metrics) for look in looks.values()]
    if len(set(cut)) < len({look.label for look in looks.values()}):  # two tokens cut alike: a window
        tile, out.token_share = max(fit, needed), TOKEN_SHARE
    # whole tiles in the room: the tile that fits the whole map is the room over the count, and the
    # division back lands a hair under that count as often as not (14 columns read as 13.999…)
    columns = max(1, min(battle_map.width, math.floor(room_w / tile + 1e-6)))
    rows = max(1, min(battle_map.height, math.floor(room_h / tile + 1e-6)))
    out.tile = tile
    out.shown = (columns, rows)
    out.first = _window(battle_map, looks, acting, columns, rows)
    left = rows_width + (room_w - columns * tile) / 2
    top = ruler_height + (room_h - rows * tile) / 2
    out.origin = QPointF(left, top)
    x0, y0 = out.first
    for column in range(columns):
        letters = tile_text((x0 + column, 0))[:-1]
        rect = QRectF(left + column * tile, top - ruler_height, tile, ruler_height)
        out.texts.append(Text(rect, letters, px, "#b8b8b8"))
    for row in range(rows):
        rect = QRectF(left - rows_width, top + row * tile, rows_width - pad / 2, tile)
        out.texts.append(Text(rect, str(y0 + row + 1), px, "#b8b8b8"))

    def box(x: int, y: int) -> QRectF:
        return QRectF(left + (x - x0) * tile, top + (y - y0) * tile, tile, tile)

    for (x, y), kind in battle_map.cells.items():
        if x0 <= x < x0 + columns and y0 <= y < y0 + rows:
            rect = box(x, y)
            out.cells.append((rect, KIND_COLOURS.get(kind, FURNITURE_COLOUR)))
            symbol = symbols.get(kind, "")
            if symbol:  # its mark (a wall, grass: their colour alone)
                out.texts.append(Text(rect, symbol, px, "#f5efe0", True))
    for blast in battle_map.blasts:  # a grenade waiting to go off: the text's G, in red
        x, y = blast.tile
        if x0 <= x < x0 + columns and y0 <= y < y0 + rows:
            out.texts.append(Text(box(x, y), "G", px, "#d9480f", True))
    for cid, (x, y) in battle_map.tokens.items():
        look = looks.get(cid)
        if look is None or not (x0 <= x < x0 + columns and y0 <= y < y0 + rows):
            continue
        inset = tile * (1 - out.token_share) / 2
        circle = box(x, y).adjusted(inset, inset, -inset, -inset)
        out.tokens[cid] = (circle, look)
        label = Text(circle, cut_label(look.label, label_room(out, circle.width()), metrics), px, "#ffffff", True)
        out.labels[cid] = label
        out.texts.append(label)
    return out


def label_room(layout: BoardLayout, diameter: float) -> float:
    """The width a label may take in a token's circle of ``diameter`` on ``layout``."""
    return diameter * (FILLED_LABEL_SHARE if layout.token_share >= 1.0 else LABEL_SHARE)


def labels_width(battle_map: BattleMap, looks: Mapping[int, TokenLook], size: QSize, screen_height: int = 0) -> int:
    """The least width of a board ``size`` high at which the whole map shows with every token's
    label whole in its circle ("Dov", not "Do"); 0 when the height alone makes the tiles too small
    for that (a narrower board would not help) or no token shows."""
    if not looks or not battle_map.width or not battle_map.height:
        return 0
    px = min_px(max(size.height(), screen_height))
    metrics = QFontMetricsF(_font(px))
    pad = px * 0.4
    tile = max(metrics.horizontalAdvance(look.label) for look in looks.values()) / LABEL_SHARE
    rows_width = max(metrics.horizontalAdvance(str(n)) for n in range(1, battle_map.height + 1)) + pad
    room_h = size.height() - (metrics.height() + pad / 2) - pad
    if room_h / battle_map.height < tile:
        return 0
    return math.ceil(rows_width + pad + battle_map.width * tile) + 1


def cut_label(label: str, room: float, metrics: QFontMetricsF) -> str:
    """``label`` as much of it as fits ``room`` pixels: its start cut, its number kept ("Shambler 12"
    is "S12" already; "Dov" in a small token "Do")."""
    if metrics.horizontalAdvance(label) <= room:
        return label
    match = re.match(r"^(.*?)(\d*)$", label)
    stem, number = (match.group(1), match.group(2)) if match else (label, "")
    while stem and metrics.horizontalAdvance(stem + number) > room:
        stem = stem[:-1]
    return stem + number if stem or number else label[:1]


def _window(battle_map: BattleMap, looks: Mapping[int, TokenLook], acting: int | None,
            columns: int, rows: int) -> tuple[int, int]:
    """The first column and row of the part shown: around the acting token, else the tokens' middle."""
    placed = [battle_map.tokens[c] for c in looks if c in battle_map.tokens]
    if acting is not None and acting in battle_map.tokens and acting in looks:
        cx, cy = battle_map.tokens[acting]
    elif placed:
        cx = (min(x for x, _ in placed) + max(x for x, _ in placed)) // 2
        cy = (min(y for _, y in placed) + max(y for _, y in placed)) // 2
    else:
        cx, cy = battle_map.width // 2, battle_map.height // 2
    x0 = min(max(0, cx - columns // 2), battle_map.width - columns)
    y0 = min(max(0, cy - rows // 2), battle_map.height - rows)
    return max(0, x0), max(0, y0)


class MapBoard(QWidget):
    """Paints :func:`board_layout` for the widget's size; ``battle_map`` is the map shown (or None)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.battle_map: BattleMap | None = None
        self._looks: dict[int, TokenLook] = {}
        self._symbols: dict[str, str] = {}
        self._acting: int | None = None
        self._layout: BoardLayout | None = None
        #: the height of the screen the board is part of (0: the board's own): its type's size follows it
        self.screen_height = 0

    def set_screen_height(self, height: int) -> None:
        if height != self.screen_height:
            self.screen_height = height
            self._layout = None
            self.update()

    def draw(self, battle_map: BattleMap | None, looks: Mapping[int, TokenLook], symbols: Mapping[str, str],
             acting: int | None = None) -> None:
        self.battle_map = battle_map
        self._looks, self._symbols, self._acting = dict(looks), dict(symbols), acting
        self._layout = None
        self.update()

    @property
    def layout_now(self) -> BoardLayout | None:
        """The layout for the widget's current size (None: no map)."""
        if self.battle_map is None:
            return None
        if self._layout is None or self._layout.size != self.size():
            self._layout = board_layout(self.battle_map, self._looks, self._symbols, self.size(), self._acting,
                                        self.screen_height)
        return self._layout

    def labels_at(self, size: QSize) -> dict[str, str]:
        """Each shown token's name → its label as a board ``size`` writes it (whole, as the GM's map
        writes it); none with no map."""
        if self.battle_map is None:
            return {}
        board = board_layout(self.battle_map, self._looks, self._symbols, size, self._acting, self.screen_height)
        return {self._looks[cid].name: text.text for cid, text in board.labels.items()}

    def labels_width(self, size: QSize) -> int:
        """The least width of a board ``size`` high showing the whole map with every label whole
        (:func:`labels_width`); 0: none needed, or none would do."""
        if self.battle_map is None:
            return 0
        shown = {cid: look for cid, look in self._looks.items() if cid in self.battle_map.tokens}
        return labels_width(self.battle_map, shown, size, self.screen_height)

    def used_width(self, size: QSize) -> int:
        """How much of a board ``size`` wide the map would take, from its left edge to the right of
        its last column (the rest is free for the order beside it); 0 with no map."""
        if self.battle_map is None:
            return 0
        board = board_layout(self.battle_map, self._looks, self._symbols, size, self._acting, self.screen_height)
        return math.ceil(board.origin.x() + board.shown[0] * board.tile + board.min_text * 0.4)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#1e1f22"))
        board = self.layout_now
        if board is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        columns, rows = board.shown
        area = QRectF(board.origin, QPointF(board.origin.x() + columns * board.tile,
                                            board.origin.y() + rows * board.tile))
        painter.fillRect(area, QColor("#d9d4c7"))
        for rect, colour in board.cells:
            painter.fillRect(rect, QColor(colour))
        painter.setPen(QPen(QColor("#9c978b"), max(1.0, board.tile / 40)))
        for column in range(columns + 1):
            x = board.origin.x() + column * board.tile
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        for row in range(rows + 1):
            y = board.origin.y() + row * board.tile
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        for circle, look in board.tokens.values():
            if look.acting:
                ring = board.tile * max(1 - board.token_share, 0.14) / 4
                painter.setPen(QPen(QColor("#ffd43b"), ring * 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(circle.adjusted(-ring, -ring, ring, ring))
            colour = "#8d8d8d" if look.dead else SIDE_COLOURS.get(look.side, "#777777")
            painter.setPen(QPen(QColor("#202020"), max(1.5, board.tile / 30)))
            painter.setBrush(QBrush(QColor(colour)))
            painter.drawEllipse(circle)
            if look.dead:
                cut = circle.width() * 0.2
                painter.drawLine(circle.topLeft() + QPointF(cut, cut), circle.bottomRight() - QPointF(cut, cut))
        for text in board.texts:
            painter.setFont(_font(text.px, text.bold))
            painter.setPen(QColor(text.colour))
            align = Qt.AlignmentFlag.AlignCenter
            if text.colour == "#b8b8b8" and text.rect.width() < board.tile * 0.99:  # a row number
                align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(text.rect, int(align), text.text)
        painter.end()


def fits(text: Text) -> bool:
    """Whether ``text`` shows whole in its box at its size (for the tests and a check)."""
    metrics = QFontMetricsF(_font(text.px, text.bold))
    return metrics.horizontalAdvance(text.text) <= text.rect.width() + 0.5 and math.floor(
        metrics.height()) <= text.rect.height() + 0.5
