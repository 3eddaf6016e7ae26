"""The width a column of docks needs for its tab titles whole: the tab bar under a dock in tabs
(the dice, the swarm, the ammunition and the threat in F11's fight layout) reads "Dice Swarm
Ammunition Threat", never "D… Swa… Ammuniti… Thr…", when another dock (the map) takes room."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar

#: the pixels a dock's tab bar may sit off its dock's left edge (the splitter's handle)
SLACK = 4


def tabs_width(window: QMainWindow, dock: QDockWidget) -> int:
    """The width every title of ``dock``'s tab bar needs whole (0: the dock is in no tabs)."""
    if dock.isFloating() or not window.tabifiedDockWidgets(dock):
        return 0
    for bar in window.findChildren(QTabBar):
        if bar.parentWidget() is not window or not bar.isVisible() or bar.count() < 2:
            continue
        if abs(bar.x() - dock.x()) > SLACK or bar.y() < dock.y():
            continue
        titles = {bar.tabText(i) for i in range(bar.count())}
        if dock.windowTitle() not in titles:
            continue
        return sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
    return 0
