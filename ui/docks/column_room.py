"""A docked dock widened by room taken from the columns beside it, the widest first, each down to its
floor: its docks' narrowest (``least_width`` where a dock has one), its tab titles whole.  The map takes its room so
(:mod:`ui.docks.map_room`), and the dice dock takes back what its form needs (:mod:`ui.docks.dice_room`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ui.docks.tab_room import tabs_width


def widen(dock: QDockWidget, grow: int, floors_of: Mapping[QDockWidget, int] | None = None) -> None:
    """Widen ``dock`` (docked in its window) by up to ``grow`` px, taken from the other columns beside
    it, the widest (the fight list's) first, each down to its floor: its docks' narrowest
    (``least_width``: the fight list's tracks whole, the dice with nothing sideways), or more where
    ``floors_of`` says so (the map the room it needs to be read)."""
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
        floor = max(other.minimumSizeHint().width(), least() if callable(least) else 0, tabs_width(window, other))
        floor = max(floor, (floors_of or {}).get(other, 0))
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
