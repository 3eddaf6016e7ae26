"""View → Fight layout (F11): the docks a fight needs, large; F11 again brings the GM's own back.

The fight layout gives the fight list the left half of the window from top to bottom, the dice
(with the swarm and ammunition tabs) the middle and the log the right; the roster waits behind
the fight list's tab and the threat dial behind the dice's (the swarm panel in front of the dice
while a swarm fight runs, and wide while no fight runs in the list; the battle map in front of the
log in a game played on a grid).  Before it is put up, the GM's own
arrangement is kept in QSettings (``window/ownLayout``), so the same key, or starting Deadwatch
again, brings it back exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from ui import keymap
from ui.dock_layout import ASIDE, step_aside
from ui.dock_layout import names as names_of

if TYPE_CHECKING:
    from ui.docks.base import Dock
    from ui.main_window import MainWindow

KEY = "F11"
OWN = "window/ownLayout"
#: the panels put aside for the ruleset of the campaign open when the GM's own layout was kept
OWN_ASIDE = "window/ownLayoutAside"
ON = "window/fightLayout"
#: the window's arrangement as it starts again (ui.window_layout.DockLayout.restore reads it)
STATE = "window/state"
#: the fight layout's columns: the fight, the dice, the log (shares of the width; the log wide enough
#: for a few words a line beside its time, round, who and dice columns)
SHARES = (13, 7, 8)
#: the columns while a swarm fight runs without a fight in the list: the swarm panel in the middle wide
SWARM_SHARES = (6, 14, 8)


class FightLayout(QObject):
    """The checkable View action and the two arrangements it switches between."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("actFightLayout")
        self.action.setCheckable(True)
        keymap.bind(self.action, "view.fightLayout")  # F11 (ui.keymap)
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.setChecked(str(window.settings.value(ON, "false")).lower() == "true")
        self.action.toggled.connect(self.set_on)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Fight &layout"))
        tip = self.tr("The fight list, the dice and the log large; again brings your own layout back (F11)")
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def is_on(self) -> bool:
        return self.action.isChecked()

    def forget(self) -> None:
        """Off without restoring anything (View → Reset layout puts the default up instead)."""
        blocked = self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(blocked)
        self.window.settings.setValue(ON, False)

    def set_quietly(self, on: bool) -> None:
        """Checked or not as the arrangement just brought back was (a ruleset's own: ui.window_layout),
        nothing rearranged."""
        blocked = self.action.blockSignals(True)
        self.action.setChecked(on)
        self.action.blockSignals(blocked)
        self.window.settings.setValue(ON, on)

    def _follow_ruleset(self) -> None:
        """The GM's own layout brought back as it was kept, perhaps in a campaign of another ruleset:
        the panels put aside then come back where this campaign's ruleset has them (the swarm panel,
        kept aside in a layout saved on a gridlimbs night, hid on a twdu one until Ctrl+8), and those
        it has no use for go aside (:func:`ui.dock_layout.step_aside`)."""
        window = self.window
        services = getattr(window, "services", None)
        if services is None:
            return
        settings = window.settings
        aside = {*names_of(settings.value(ASIDE)), *names_of(settings.value(OWN_ASIDE))}
        settings.setValue(ASIDE, sorted(aside))
        step_aside(window, window.docks, services.ruleset.features)

    def set_on(self, on: bool) -> None:
        settings = self.window.settings
        # the field the GM was in (the dice dock's faces): its dock taken out and put back, Qt gave the
        # focus to the next widget shown (the fight list); given back where it is still on screen
        was = QApplication.focusWidget()
        if on:
            settings.setValue(OWN, self.window.saveState())
            settings.setValue(OWN_ASIDE, settings.value(ASIDE))  # the panels aside in it, for another ruleset
            self.arrange()
        else:
            own = settings.value(OWN)
            if isinstance(own, QByteArray):
                self.window.restoreState(own)
                self._follow_ruleset()
            else:
                self.window.reset_layout()
        settings.setValue(ON, on)
        # the arrangement kept with the switch: Deadwatch stopped without closing its window (killed,
        # a crash) started with F11 on over the GM's own layout, and the first F11 changed nothing
        self.window.dock_layout.keep()
        if self.action.isChecked() != on:
            self.action.setChecked(on)
        if was is not None and was is not QApplication.focusWidget() and was.isVisible() and was.isEnabled():
            was.setFocus(Qt.FocusReason.OtherFocusReason)

    def arrange(self) -> None:
        """The fight list left, full height; the dice tabs in the middle; the log right."""
        window, docks = self.window, self.window.docks

        def present(*names: str) -> list[Dock]:
            return [docks[n] for n in names if n in docks]

        fight = present("initiativeDock")
        if not fight:
            return
        middle = present("diceDock", "swarmDock", "ammoDock", "threatDock")
        right = present("logDock", "historyDock", "mapDock")
        area = Qt.DockWidgetArea
        for dock in docks.values():  # out of their tabs and splits first: each is placed anew
            window.removeDockWidget(dock)
        shown: dict[Dock, bool] = {}
        for dock in docks.values():
            dock.setFloating(False)
            window.addDockWidget(area.LeftDockWidgetArea, dock)  # hidden (taken out) until placed
            available = getattr(dock, "available", None)  # a dock this campaign has no use for stays hidden
            put_aside = not dock.toggleViewAction().isVisible()  # (ui.dock_layout: the swarm in AFMBE)
            shown[dock] = not put_aside and (available() if callable(available) else True)
        # the columns first (a split beside a dock already in tabs joins its tabs), then the tabs
        columns = [fight[0], *middle[:1], *right[:1]]
        for left, new in zip(columns, columns[1:], strict=False):
            window.splitDockWidget(left, new, Qt.Orientation.Horizontal)
        groups = (middle, right, [fight[0], *present("charactersDock")])
        for group in groups:
            for dock in group[1:]:
                window.tabifyDockWidget(group[0], dock)
        # shown once in their columns and tabs: shown as they were added, every dock stood in one
        # column, whose docks' least heights together grew a laptop's window past its 768 pixels
        # (and it stayed that tall, its bottom under the screen's edge)
        for dock, visible in shown.items():
            dock.setVisible(visible)
        own_fight = False  # a dock of the middle with a fight of its own running (a swarm fight) in front
        for group in groups:
            if group:
                # a dock with a fight of its own running (a swarm fight) in front of its tabs, else the first
                front = [dock for dock in group if callable(wants := getattr(dock, "wants_front", None)) and wants()]
                (front or group)[0].raise_()
                own_fight = own_fight or (group is middle and bool(front))
        width = max(window.width(), 1)
        services = getattr(window, "services", None)
        listed = services is not None and services.initiative.encounter() is not None
        # a swarm fight with no fight in the list: the swarm panel gets the room the empty list had
        shares = (SWARM_SHARES if own_fight and not listed else SHARES)[: len(columns)]
        window.resizeDocks(columns, [width * s // sum(shares) for s in shares], Qt.Orientation.Horizontal)
        layout = window.layout()
        if layout is not None:  # the docks just shown are laid out at these widths now (else the
            layout.activate()  # layout's next pass gave them their size hints, the log a third of its room)
