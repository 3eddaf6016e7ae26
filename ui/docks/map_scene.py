"""The battle map drawn with Qt's Graphics View: tiles, rulers, tokens, the planned path, a blast.

:class:`MapView` draws a :class:`~app.rules.grid.BattleMap` as given (it keeps no state of the
campaign) and reports what the GM does with the mouse and the keys: a token pressed, a tile
clicked, a token dragged over a tile and dropped on one.  Keys go to ``key_handler`` first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from app.rules.tiles import Tile, tile_text

if TYPE_CHECKING:
    from app.rules.grid import BattleMap

TILE = 32.0
RULER = 18.0
#: the gap between the grid and its row labels (scene units), and the view's edge beyond the labels (px)
GAP = 4.0
EDGE = 2.0

KIND_COLOURS = {
    "wall": "#4a4a4a",
    "window": "#7fb2d9",
    "grass": "#5f8f4e",
}
FURNITURE_COLOUR = "#8a6a45"
SIDE_COLOURS = {"pc": "#3d7cc9", "npc": "#3c9a6b", "zombie": "#b04a3c"}


def short_name(name: str) -> str:
    """A token's label: a copy's number kept ("Zombie 12" → "Z12"), else the name's start ("Ana")."""
    match = re.match(r"^(.*?)\s*(\d+)$", name.strip())
    if match and match.group(1):
        words = match.group(1).split()
        return "".join(w[0] for w in words[:2]).upper() + match.group(2)
    words = name.split()
    if len(words) > 1:
        return "".join(w[0] for w in words[:3]).upper()
    return name[:3]


def short_names(names: Mapping[int, str]) -> dict[int, str]:
    """Every token's label, told apart: where two short names meet ("Walker 1", "Wanderer 1": both
    "W1"), each takes more of its name's start ("Wal1", "Wan1") until they differ."""
    out = {cid: short_name(name) for cid, name in names.items()}
    for _ in range(6):
        seen: dict[str, list[int]] = {}
        for cid, label in out.items():
            seen.setdefault(label, []).append(cid)
        clashes = [ids for ids in seen.values() if len(ids) > 1 and len({names[i] for i in ids}) > 1]
        if not clashes:
            break
        for ids in clashes:
            for cid in ids:
                match = re.match(r"^(.*?)\s*(\d*)$", names[cid].strip())
                stem, number = (match.group(1), match.group(2)) if match else (names[cid], "")
                size = len(out[cid]) - len(number) + 1
                out[cid] = stem.replace(" ", "")[:size] + number
    return out


#: the ring of the token whose turn it is, and the ring of the token chosen (the one the arrows move):
#: another colour, thicker, so the GM tells them apart on Dov's turn with a zombie chosen
TURN_RING = "#ffd43b"
CHOSEN_RING = "#22d3ee"


@dataclass
class TokenLook:
    """How one token is drawn: its label, side, whether dead, acting, selected or targeted."""

    name: str
    side: str
    dead: bool = False
    acting: bool = False
    selected: bool = False
    target: bool = False
    label: str = ""


@dataclass
class Overlay:
    """What is drawn over the map: the planned path (allowed or not), the cursor, blast tiles."""

    path: tuple[Tile, ...] = ()
    path_ok: bool = True
    cursor: Tile | None = None
    sure: frozenset[Tile] = field(default_factory=frozenset)
    possible: frozenset[Tile] = field(default_factory=frozenset)
    marked: frozenset[Tile] = field(default_factory=frozenset)


class MapView(QGraphicsView):
    """The map on screen.  Signals carry character ids and ``(column, row)`` tiles."""

    tokenPressed = Signal(int)
    tileClicked = Signal(object)
    dragHover = Signal(int, object)
    dragDropped = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QBrush(QColor("#1e1f22")))
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        #: a key the map takes before the window's shortcut of the same key (Esc: drop the plan)
        self.key_claims: Callable[[QKeyEvent], bool] | None = None
        self.battle_map: BattleMap | None = None
        #: what was last drawn over the map (the path, the cursor marking the chosen tile)
        self.overlay_drawn = Overlay()
        self._drag: int | None = None
        self._drag_tile: Tile | None = None
        self._pressed_tile: Tile | None = None

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, battle_map: BattleMap | None, looks: Mapping[int, TokenLook], overlay: Overlay,
             symbols: Mapping[str, str]) -> None:
        scene = self.scene()
        scene.clear()
        self.battle_map = battle_map
        self.overlay_drawn = overlay
        if battle_map is None:
            return
        w, h = battle_map.width, battle_map.height
        floor = QBrush(QColor("#d9d4c7"))
        grid_pen = QPen(QColor("#9c978b"), 0.5)
        scene.addRect(QRectF(0, 0, w * TILE, h * TILE), grid_pen, floor)
        small = self.gm_font()  # the rulers at the GM's font size, however small the map is drawn
        for x in range(w):
            label = tile_text((x, 0))[:-1]
            self._label(label, small, QColor("#b8b8b8"), QPointF(x * TILE + TILE / 2, -RULER / 2), "ruler")
        for y in range(h):
            self._label(str(y + 1), small, QColor("#b8b8b8"), QPointF(-4, y * TILE + TILE / 2), "ruler", right=True)
        for x in range(1, w):
            scene.addLine(x * TILE, 0, x * TILE, h * TILE, grid_pen)
        for y in range(1, h):
            scene.addLine(0, y * TILE, w * TILE, y * TILE, grid_pen)
        big = QFont()
        big.setPixelSize(16)
        big.setBold(True)
        for (x, y), kind in battle_map.cells.items():
            colour = KIND_COLOURS.get(kind, FURNITURE_COLOUR)
            scene.addRect(QRectF(x * TILE, y * TILE, TILE, TILE), QPen(Qt.PenStyle.NoPen), QBrush(QColor(colour)))
            symbol = symbols.get(kind, "")  # its mark (a wall, grass: their colour alone)
            if symbol:
                text = scene.addSimpleText(symbol, big)
                text.setBrush(QColor("#f5efe0"))
                r = text.boundingRect()
                text.setPos(x * TILE + (TILE - r.width()) / 2, y * TILE + (TILE - r.height()) / 2)
        for blast in battle_map.blasts:  # a grenade waiting to go off: the text's G, in red
            scene.addEllipse(self._tile_rect(blast.tile, 3), QPen(QColor("#d9480f"), 2, Qt.PenStyle.DashLine),
                             QBrush(QColor(220, 40, 30, 60)))
            mark = scene.addSimpleText("G", big)
            mark.setBrush(QColor("#d9480f"))
            mark.setData(0, "blast")
            r = mark.boundingRect()
            mark.setPos(blast.tile[0] * TILE + (TILE - r.width()) / 2, blast.tile[1] * TILE + (TILE - r.height()) / 2)
        self._draw_overlay(overlay)
        for cid, tile in battle_map.tokens.items():
            look = looks.get(cid)
            if look is not None:
                self._draw_token(tile, look)
        scene.setSceneRect(QRectF(-RULER - 10, -RULER - 4, w * TILE + RULER + 20, h * TILE + RULER + 14))
        self.fit()

    def _tile_rect(self, tile: Tile, inset: float = 0.0) -> QRectF:
        return QRectF(tile[0] * TILE + inset, tile[1] * TILE + inset, TILE - 2 * inset, TILE - 2 * inset)

    def _draw_overlay(self, overlay: Overlay) -> None:
        scene = self.scene()
        none = QPen(Qt.PenStyle.NoPen)
        # the blast: surely inside (radius 10) filled red, perhaps inside (up to 15) hatched orange
        possible = QBrush(QColor(235, 120, 20, 200), Qt.BrushStyle.BDiagPattern)
        for brush, tiles in ((possible, overlay.possible), (QBrush(QColor(220, 40, 30, 110)), overlay.sure)):
            for tile in tiles:
                scene.addRect(self._tile_rect(tile), none, brush)
        for tile in overlay.marked:
            scene.addRect(self._tile_rect(tile, 2), QPen(QColor("#ffdd55"), 2), QBrush(Qt.BrushStyle.NoBrush))
        if len(overlay.path) > 1:
            colour = QColor("#2f9e44") if overlay.path_ok else QColor("#d9480f")
            pen = QPen(colour, 4)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            points = [QPointF(x * TILE + TILE / 2, y * TILE + TILE / 2) for x, y in overlay.path]
            for a, b in zip(points, points[1:], strict=False):
                scene.addLine(a.x(), a.y(), b.x(), b.y(), pen)
            scene.addRect(self._tile_rect(overlay.path[-1], 3), QPen(colour, 3, Qt.PenStyle.DashLine))
        if overlay.cursor is not None:
            scene.addRect(self._tile_rect(overlay.cursor, 1), QPen(QColor("#ffffff"), 2, Qt.PenStyle.DashLine))

    def _draw_token(self, tile: Tile, look: TokenLook) -> None:
        scene = self.scene()
        colour = QColor("#8d8d8d") if look.dead else QColor(SIDE_COLOURS.get(look.side, "#777777"))
        outline = QPen(QColor("#202020"), 1.5)
        if look.target:
            outline = QPen(QColor("#ff3b30"), 3)
        if look.selected:
            outline = QPen(QColor("#ffffff"), 3)
        rect = self._tile_rect(tile, 4)
        if look.acting:  # whose turn it is: a yellow ring
            turn = scene.addEllipse(self._tile_rect(tile, 0.5), QPen(QColor(TURN_RING), 3),
                                    QBrush(Qt.BrushStyle.NoBrush))
            turn.setData(0, "turn")
        if look.selected:  # the token the arrows move: a thicker cyan ring around the turn's, and corners
            ring = QPen(QColor(CHOSEN_RING), 4)
            chosen = scene.addEllipse(self._tile_rect(tile, -3), ring, QBrush(Qt.BrushStyle.NoBrush))
            chosen.setData(0, "chosen")
            corner = QPen(QColor(CHOSEN_RING), 3)
            box = self._tile_rect(tile, -6)
            arm = TILE / 4
            for x, y, dx, dy in ((box.left(), box.top(), 1, 1), (box.right(), box.top(), -1, 1),
                                 (box.left(), box.bottom(), 1, -1), (box.right(), box.bottom(), -1, -1)):
                scene.addLine(x, y, x + dx * arm, y, corner)
                scene.addLine(x, y, x, y + dy * arm, corner)
        token = scene.addEllipse(rect, outline, QBrush(colour))
        token.setToolTip(look.name)
        label = look.label or short_name(look.name)
        font = self.gm_font()  # the token's name at the GM's font size
        font.setBold(True)
        self._label(label, font, QColor("#ffffff"), rect.center(), "token")
        if look.target:  # the target X picked: a ring and cross hairs, whatever the token's colour
            ring = QPen(QColor("#ffdd55"), 3, Qt.PenStyle.DashLine)
            mark = scene.addEllipse(self._tile_rect(tile, -5), ring, QBrush(Qt.BrushStyle.NoBrush))
            mark.setData(0, "target")
            c = rect.center()
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                scene.addLine(c.x() + dx * (TILE / 2 + 1), c.y() + dy * (TILE / 2 + 1),
                              c.x() + dx * (TILE / 2 + 9), c.y() + dy * (TILE / 2 + 9), QPen(QColor("#ffdd55"), 3))
        if look.dead:
            pen = QPen(QColor("#202020"), 2)
            scene.addLine(rect.left() + 4, rect.top() + 4, rect.right() - 4, rect.bottom() - 4, pen)

    def gm_font(self) -> QFont:
        """The GM's font (the theme's size) for the map's texts."""
        font = QFont(self.font())
        font.setPixelSize(max(12, QFontInfo(self.font()).pixelSize()))
        return font

    def _label(self, text: str, font: QFont, colour: QColor, anchor: QPointF, kind: str,
               right: bool = False) -> QGraphicsSimpleTextItem:
        """A text at its font's size on screen whatever the map's zoom, centred on ``anchor`` (``right``:
        ending at it)."""
        item = self.scene().addSimpleText(text, font)
        item.setBrush(colour)
        item.setData(0, kind)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        r = item.boundingRect()
        item.setTransform(QTransform.fromTranslate(-r.width() if right else -r.width() / 2, -r.height() / 2))
        item.setPos(anchor)
        return item

    def label_room(self) -> tuple[float, float]:
        """The room (px, whatever the zoom) the rulers' labels take beside the grid and above it: they
        are drawn at the GM's font size, so scaling a band of scene units for them wasted a tile's worth
        of a laptop's map."""
        metrics = QFontMetricsF(self.gm_font())
        rows = self.battle_map.height if self.battle_map is not None else 1
        return metrics.horizontalAdvance(str(rows)) + 2 * EDGE, metrics.height() + EDGE

    def grid_scale(self, width: float, height: float) -> float:
        """The zoom at which the whole grid and its labels fit ``width`` × ``height`` px."""
        if self.battle_map is None:
            return 1.0
        side, top = self.label_room()
        return min((width - side - EDGE) / (self.battle_map.width * TILE + GAP),
                   (height - top - EDGE) / (self.battle_map.height * TILE + RULER / 2))

    def fit(self) -> None:
        """The whole map in the view when it fits at a legible size (tiles of 16 px or more);
        otherwise tiles of 16 px and scroll bars.  The labels' room is counted in pixels."""
        rect = self.scene().sceneRect()
        if rect.isEmpty() or self.battle_map is None:
            return
        # read from the view's whole inside, whatever its scroll bars: read from the viewport, a map
        # that fitted but for a pixel showed its bars, the bars' narrower viewport fitted it smaller
        # and hid them, and so on without end (the grid game beside a fight on a laptop: 30 s of it)
        inside = self.contentsRect()
        scale = min(self.grid_scale(inside.width(), inside.height()), 1.6)
        bars = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if scale >= 16 / TILE else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self.horizontalScrollBarPolicy() != bars:  # the whole map: no bars; tiles at their least: bars
            self.setHorizontalScrollBarPolicy(bars)
            self.setVerticalScrollBarPolicy(bars)
        scale = max(scale, 16 / TILE)
        side, top = self.label_room()
        w, h = self.battle_map.width * TILE, self.battle_map.height * TILE
        left, above = GAP + side / scale, RULER / 2 + top / scale
        self.scene().setSceneRect(QRectF(-left, -above, w + left + EDGE / scale, h + above + EDGE / scale))
        self.resetTransform()
        self.scale(scale, scale)
        self._fit_token_labels(scale)

    def _fit_token_labels(self, scale: float) -> None:
        """Each token's label within its own tile on screen: drawn at the GM's font size where the
        tile is wide enough, smaller where it is not, so two tokens side by side never have their
        labels overlap ("Kit" and "Dov" on a laptop's 31 px tiles ran into each other); the whole
        name is the token's tooltip."""
        room = TILE * scale - 3
        for item in self.scene().items():
            if item.data(0) != "token":
                continue
            r = item.boundingRect()
            shrink = min(1.0, room / r.width()) if r.width() > 0 else 1.0
            item.setTransform(QTransform().scale(shrink, shrink).translate(-r.width() / 2, -r.height() / 2))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    # ---- the GM's hands ---------------------------------------------------------------------
    def tile_at(self, pos: QPointF) -> Tile | None:
        point = self.mapToScene(pos.toPoint())
        if point.x() < 0 or point.y() < 0 or self.battle_map is None:
            return None
        tile = (int(point.x() // TILE), int(point.y() // TILE))
        return tile if self.battle_map.inside(tile) else None

    def _token_at(self, tile: Tile | None) -> int | None:
        if tile is None or self.battle_map is None:
            return None
        return self.battle_map.occupant(tile)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        tile = self.tile_at(event.position())
        self._pressed_tile = tile
        token = self._token_at(tile)
        if event.button() == Qt.MouseButton.LeftButton and token is not None:
            self._drag, self._drag_tile = token, tile
            self.tokenPressed.emit(token)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is not None:
            tile = self.tile_at(event.position())
            if tile is not None and tile != self._drag_tile:
                self._drag_tile = tile
                self.dragHover.emit(self._drag, tile)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        tile = self.tile_at(event.position())
        if self._drag is not None:
            cid, self._drag = self._drag, None
            start = self.battle_map.tokens.get(cid) if self.battle_map else None
            if tile is not None and tile != start:
                self.dragDropped.emit(cid, tile)
            return
        if tile is not None and tile == self._pressed_tile and event.button() == Qt.MouseButton.LeftButton:
            self.tileClicked.emit(tile)
        super().mouseReleaseEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: FBT001 - Qt's signature
        return False  # Tab picks the next token (the dock's keys), not the next widget

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and self.key_claims is not None
            and isinstance(event, QKeyEvent)
            and self.key_claims(event)
        ):
            event.accept()  # the key comes here as a key press, not to the window's shortcut
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)


def tiles(values: Iterable[Tile]) -> frozenset[Tile]:
    return frozenset(values)
