"""The docks' default arrangement in the main window, their shares of its space, the GM's own
layout restored, and View → Reset layout."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QShowEvent

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow

    from ui.docks.base import Dock


if TYPE_CHECKING:  # for the type checker, the window it is part of; at run time a plain mixin
    _Window = QMainWindow
else:
    _Window = object


class DockLayout(_Window):
    """Part of :class:`ui.main_window.MainWindow` (which keeps the attributes used)."""

    docks: dict[str, Dock]
    settings: QSettings
    fight_layout: Any
    _default_state: Any
    _share_on_show: bool
    _left_shared: int | None = None  # the fight dock's height as the column was last shared (-1: the GM's)

    def _arrange_docks(self) -> None:
        """The default arrangement, in three columns: the roster over the fight on the left; the
        threat dial over the dice, swarm and ammo tabs in the middle; the log and history tabs on
        the right."""
        area = Qt.DockWidgetArea
        d = self.docks

        def present(*names: str) -> list[Dock]:
            return [d[n] for n in names if n in d]

        for dock in present("charactersDock", "initiativeDock"):
            self.addDockWidget(area.LeftDockWidgetArea, dock)
        middle = present("threatDock", "diceDock", "swarmDock", "ammoDock")
        right = present("logDock", "historyDock", "mapDock")  # the map: the full height of the window
        anchor = middle[0] if middle else None
        if anchor is not None:
            self.addDockWidget(area.RightDockWidgetArea, anchor)
            if right:
                self.splitDockWidget(anchor, right[0], Qt.Orientation.Horizontal)
            tabs = middle[1:]
            if tabs:
                self.splitDockWidget(anchor, tabs[0], Qt.Orientation.Vertical)
                for dock in tabs[1:]:
                    self.tabifyDockWidget(tabs[0], dock)
                tabs[0].raise_()
        elif right:
            self.addDockWidget(area.RightDockWidgetArea, right[0])
        for dock in right[1:]:
            self.tabifyDockWidget(right[0], dock)
        if right:
            right[0].raise_()
        for dock in present("initiativeDock"):  # during a fight, the fight list has more of its column
            running = getattr(dock, "fightRunning", None)  # the initiative dock's signal
            if running is not None:
                running.connect(self._follow_fight)
        self._share_space()

    def _share_space(self) -> None:
        """The default columns' and rows' shares of the window as it is now: the roster and the fight,
        the middle and the log take 10 : 7 : 7 of the width (the fight list shows its names and
        tracks whole on a laptop's screen; the middle column holds the swarm and ammunition panels;
        the log's lines wrap), the roster and the fight half the height each (on a laptop's 768 pixels the fight's
        heading, hint and buttons leave its list a few rows).  (``resizeDocks`` takes pixels: it
        is given them for the window's present size, which is why this runs again when the window
        is first shown at its real size.)"""
        d = self.docks
        width, height = max(self.width(), 1), max(self.height(), 1)
        left = [d[n] for n in ("charactersDock", "initiativeDock") if n in d]
        if len(left) == 2:
            fight = self._fight_share(height, self._fight_running())
            self.resizeDocks(left, [height - fight, fight], Qt.Orientation.Vertical)
            self._left_shared = None
        columns = [d[n] for n in ("charactersDock", "threatDock", "logDock") if n in d]
        if len(columns) == 3:
            shares = (11, 7, 7)
            self.resizeDocks(columns, [width * s // sum(shares) for s in shares], Qt.Orientation.Horizontal)

    def _fight_running(self) -> bool:
        fight = self.docks.get("initiativeDock")
        return bool(fight is not None and getattr(fight, "encounter", None) is not None)

    @staticmethod
    def _fight_share(height: int, running: bool) -> int:
        """The fight's part of the left column: half outside a fight, three quarters during one
        (on a laptop's 768 pixels its list then shows four rows and more under its heading and buttons)."""
        return height * 3 // 4 if running else height // 2

    def _follow_fight(self, running: bool) -> None:
        """A fight starts or ends: the roster and the fight list share the left column again, the
        fight list the larger part while a fight runs, as long as the GM has not sized them himself
        (the column is as this last left it) and F11's fight layout is not on."""
        d = self.docks
        left = [d[n] for n in ("charactersDock", "initiativeDock") if n in d]
        layout = getattr(self, "fight_layout", None)
        if len(left) != 2 or layout is None or layout.is_on():
            return
        beside = Qt.DockWidgetArea.LeftDockWidgetArea
        if any(dock.isFloating() or not dock.isVisible() or self.dockWidgetArea(dock) != beside for dock in left):
            return
        if self.tabifiedDockWidgets(left[0]) or self.tabifiedDockWidgets(left[1]):
            return
        shared = getattr(self, "_left_shared", None)
        if shared is not None and abs(left[1].height() - shared) > 4:
            return  # the GM's own sizes stay
        height = left[0].height() + left[1].height()
        fight = self._fight_share(height, running)
        self.resizeDocks(left, [height - fight, fight], Qt.Orientation.Vertical)
        self._left_shared = fight  # as asked; as laid out once the layout has run (not yet: it is queued)
        QTimer.singleShot(0, self, lambda: setattr(self, "_left_shared", left[1].height()))

    def showEvent(self, event: QShowEvent) -> None:
        if self._share_on_show:  # the default layout, first shown: shared out at the real size
            self._share_on_show = False
            self._share_space()
        super().showEvent(event)

    def reset_layout(self) -> None:
        self.fight_layout.forget()  # the default layout is the GM's layout now
        self.restoreState(self._default_state)
        for dock in self.docks.values():
            dock.show()
        self._share_space()

    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self._share_on_show = not isinstance(state, QByteArray)  # the GM's own layout keeps its sizes
        if isinstance(state, QByteArray):
            self.restoreState(state)
            self._left_shared = -1  # the GM's own layout: a fight does not resize its docks
