"""A docked dock made taller by room taken from the docks above and below it in its column, each down
to its floor: the swarm panel brought up during a swarm fight (Ctrl+Shift+W) in the default layout
had 308 of the 820 pixels its round needs under the threat dial, its headline and its Roll out of
view; the dial above gives up its room (the panel's headline says the swarm's Threat) down to
:data:`KEEP`, its title and its level still read."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea

#: the least height a dock keeps when it gives up room (px): its title and a few lines
KEEP = 140


def wanted(dock: QDockWidget) -> int:
    """How many more pixels ``dock``'s contents need to show whole (0: they do)."""
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea):
        return 0
    body = scroll.widget()
    if body is None:
        return 0
    return max(0, body.sizeHint().height() - scroll.viewport().height())


def heighten(dock: QDockWidget, grow: int) -> None:
    """Make ``dock`` (docked, in front of its tabs) up to ``grow`` px taller, taken from the docks
    above and below it in its column, each down to :data:`KEEP` or its own least height."""
    window = dock.parentWidget()
    if grow <= 0 or not isinstance(window, QMainWindow) or dock.isFloating():
        return
    tabs = set(window.tabifiedDockWidgets(dock))
    others = []
    for other in window.findChildren(QDockWidget):
        if other is dock or other in tabs or other.isFloating() or not other.isVisible():
            continue
        if other.visibleRegion().isEmpty() or window.dockWidgetArea(other) != window.dockWidgetArea(dock):
            continue
        if other.x() + other.width() <= dock.x() or other.x() >= dock.x() + dock.width():
            continue  # beside it: another column
        others.append(other)
    given, heights = 0, []
    for other in others:
        floor = max(KEEP, other.minimumSizeHint().height())
        take = max(0, min(grow - given, other.height() - floor))
        given += take
        heights.append(other.height() - take)
    if given > 0:
        window.resizeDocks([*others, dock], [*heights, dock.height() + given], Qt.Orientation.Vertical)
