"""The map takes the room it needs when the GM goes to it (Ctrl+Alt+M, Ctrl+9): its dock widened
so that a tile is drawn :data:`READABLE` pixels wide (the whole map, up to :data:`SHARE` of the
window's width), not the 340 px a column of the fight layout leaves it on a 1366 px laptop.

The room comes from the other columns beside the map, the widest first, each down to its floor: its
docks' narrowest (the fight list with its body parts named, the dice with nothing scrolled sideways).
Once the fight list kept its parts' names, its column alone left the grid game's tiles at 35-41 px."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from ui.docks.map_scene import EDGE, GAP, TILE

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
    side, _top = dock.view.label_room()  # the row labels, at the GM's font size whatever the zoom
    return int((battle_map.width * TILE + GAP) * scale + side + EDGE) + 1 + max(0, frame)


def make_room(dock: MapDock) -> None:
    """Widen the map's dock (docked in the window) to the room the map needs."""
    window = dock.parentWidget()
    if not isinstance(window, QMainWindow) or dock.isFloating():
        return
    wanted = min(needed_width(dock), int(window.width() * SHARE))
    widen(dock, wanted - dock.width())


def widen(dock: QDockWidget, grow: int) -> None:
    """Widen ``dock`` (docked in its window) by up to ``grow`` px, taken from the other columns beside
    it, the widest (the fight list's) first, each down to its floor: its docks' narrowest
    (``least_width``: the fight list's tracks whole, the dice with nothing sideways)."""
    window = dock.parentWidget()
    if grow <= 0 or not isinstance(window, QMainWindow) or dock.isFloating():
        return
    columns: dict[int, QDockWidget] = {}
    floors: dict[int, int] = {}
    for other in window.findChildren(QDockWidget):
        if other is dock or other.isFloating() or not other.isVisible() or other.visibleRegion().isEmpty():
            continue
        if other.y() > dock.y() + dock.height() or other.y() + other.height() < dock.y():
            continue  # above or below the dock: not one of its columns
        columns.setdefault(other.x(), other)
        least = getattr(other, "least_width", None)
        floor = max(other.minimumSizeHint().width(), least() if callable(least) else 0)
        floors[other.x()] = max(floors.get(other.x(), 0), floor)
    others = sorted(columns.values(), key=lambda d: d.x())
    widths = [d.width() for d in others]
    if not others:
        window.resizeDocks([dock], [dock.width() + grow], Qt.Orientation.Horizontal)
        return
    given = 0
    for index in sorted(range(len(others)), key=lambda i: -widths[i]):  # the widest column first
        if given >= grow:
            break
        narrowed = max(widths[index] - (grow - given), floors[others[index].x()])
        given += max(0, widths[index] - narrowed)
        widths[index] = min(widths[index], narrowed)
    if given > 0:
        window.resizeDocks([*others, dock], [*widths, dock.width() + given], Qt.Orientation.Horizontal)


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
