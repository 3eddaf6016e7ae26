"""The map takes the room it needs when the GM goes to it (Ctrl+Alt+M, Ctrl+9): its dock widened
so that a tile is drawn :data:`READABLE` pixels wide (the whole map, up to :data:`SHARE` of the
window's width), not the 340 px a column of the fight layout leaves it on a 1366 px laptop.

The room comes from the other columns beside the map, the widest first, each down to its floor: its
docks' narrowest (the fight list with its body parts named, the dice with nothing scrolled sideways).
Once the fight list kept its parts' names, its column alone left the grid game's tiles at 35-41 px."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from ui.docks.column_room import widen
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
    """Widen the map's dock (docked in the window) to the room the map needs; again once the window
    has laid its columns out (a narrowed fight list wraps its names: its floor is lower than it was)."""
    _widen(dock)
    QTimer.singleShot(0, dock, lambda: _widen(dock))


def _widen(dock: MapDock) -> None:
    window = dock.parentWidget()
    if not isinstance(window, QMainWindow) or dock.isFloating():
        return
    wanted = min(needed_width(dock), int(window.width() * SHARE))
    # in the GM's own layout the roster's and the fight list's columns stay whole (their marks,
    # tracks and conditions): the map took them down to a roster scrolled sideways, "Vendaje: Braz…",
    # "Inútil: Pierna i…".  (The fight layout, F11, gives the fight list a column of its own and the
    # map its tiles' names first: there its conditions may wrap past its edge, as before.)
    layout = getattr(window, "fight_layout", None)
    fight_layout = layout is not None and layout.is_on()
    whole = {} if fight_layout else {
        other: other.whole_width() for other in window.findChildren(QDockWidget)  # type: ignore[attr-defined]
        if callable(getattr(other, "whole_width", None)) and other.isVisible()}
    widen(dock, wanted - dock.width(), whole)


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
