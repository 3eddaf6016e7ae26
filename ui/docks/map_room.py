"""The map takes the room it needs when the GM goes to it (Ctrl+Alt+M, Ctrl+9): its dock widened
so that a tile is drawn :data:`READABLE` pixels wide (the whole map, up to :data:`SHARE` of the
window's width), not the 340 px a column of the fight layout leaves it on a 1366 px laptop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from ui.docks.map_scene import RULER, TILE

if TYPE_CHECKING:
    from ui.docks.map_dock import MapDock

#: a tile's width on screen the GM reads a token's name in (px)
READABLE = 44
#: the most of the window's width the map's dock takes
SHARE = 0.6


def needed_width(dock: MapDock) -> int:
    """The dock's width for the whole map at :data:`READABLE` px a tile."""
    battle_map = dock.view.battle_map
    if battle_map is None:
        return 0
    scale = READABLE / TILE
    frame = dock.width() - dock.view.viewport().width()  # the dock's and the view's edges and bars
    return int((battle_map.width * TILE + RULER + 30) * scale) + max(0, frame)


def make_room(dock: MapDock) -> None:
    """Widen the map's dock (docked in the window) to the room the map needs."""
    window = dock.parentWidget()
    if not isinstance(window, QMainWindow) or dock.isFloating():
        return
    wanted = min(needed_width(dock), int(window.width() * SHARE))
    grow = wanted - dock.width()
    if grow <= 0:
        return
    # the room comes from the widest other column (the fight list's), not from its neighbour (the dice)
    columns: dict[int, QDockWidget] = {}
    floors: dict[int, int] = {}  # each column's narrowest: its docks' (the fight list's tracks whole)
    for other in window.findChildren(QDockWidget):
        if other is dock or other.isFloating() or not other.isVisible() or other.visibleRegion().isEmpty():
            continue
        if other.y() > dock.y() + dock.height() or other.y() + other.height() < dock.y():
            continue  # above or below the map: not one of its columns
        columns.setdefault(other.x(), other)
        least = getattr(other, "least_width", None)
        floor = max(other.minimumSizeHint().width(), least() if callable(least) else 0)
        floors[other.x()] = max(floors.get(other.x(), 0), floor)
    others = sorted(columns.values(), key=lambda d: d.x())
    widths = [d.width() for d in others]
    if not others:
        window.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
        return
    widest = widths.index(max(widths))
    narrowed = max(widths[widest] - grow, floors[others[widest].x()])
    wanted = dock.width() + max(0, widths[widest] - narrowed)  # what that column gives, no more
    widths[widest] = narrowed
    window.resizeDocks([*others, dock], [*widths, wanted], Qt.Orientation.Horizontal)


#: the lines the text under the map always has room for (a plan, its cost, a target's odds)
INFO_LINES = 4


def steady_info(label: QLabel, text: str) -> None:
    """The text under the map, its height held at the tallest it has needed (and at least
    :data:`INFO_LINES` lines): the map above it does not jump as a plan's text grows and shrinks."""
    label.setText(text)
    least = label.fontMetrics().lineSpacing() * INFO_LINES + 4
    needed = label.heightForWidth(max(1, label.width())) if label.width() > 1 else least
    if max(least, needed) > label.minimumHeight():
        label.setMinimumHeight(max(least, needed))
