"""The width a column of docks needs for its tab titles: the tab bar under a dock in tabs (the dice,
the swarm, the ammunition and the threat in F11's fight layout) reads "Dice Swarm Ammunition
Threat", never "D… Swa… Ammuniti… Thr…", when another dock (the map) takes room.

A title counts up to :data:`TITLE_LETTERS` letters: a longer one («Напряжение» beside «Боеприпасы»)
does not push the map; its tab elides it ("Напряже…"), the whole title in the tab's tooltip (the
window's dock tabs elide at the right and carry their titles as tooltips)."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar

#: the pixels a dock's tab bar may sit off its dock's left edge (the splitter's handle)
SLACK = 4
#: the most of a tab's title the column's width is kept for, in average letters ("Ammunition")
TITLE_LETTERS = 11


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
        return sum(tab_width(bar, i) for i in range(bar.count()))
    return 0


def tab_width(bar: QTabBar, index: int) -> int:
    """The width the tab ``index`` of ``bar`` is kept: its title whole up to :data:`TITLE_LETTERS`
    letters (a longer one elides in its tab, its whole title the tab's tooltip)."""
    hint = bar.tabSizeHint(index).width()
    metrics = bar.fontMetrics()
    beside = hint - metrics.horizontalAdvance(bar.tabText(index))  # the tab's frame and margins
    return min(hint, beside + metrics.horizontalAdvance("x" * TITLE_LETTERS))

