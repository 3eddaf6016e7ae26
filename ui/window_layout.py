"""The docks' default arrangement in the main window, their shares of its space, the GM's own
layout restored, and View → Reset layout.

:class:`DockLayout` is one part the window holds: it owns the default state and what it last shared
out, and lays the window's docks out through the window's own (QMainWindow) calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtWidgets import QScrollArea

from ui.docks.column_room import widen

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow

    from ui.docks.base import Dock
    from ui.fight_layout import FightLayout

#: a window at least this wide gives its log column more of the width (a 1920-pixel screen)
WIDE = 1700
#: the roster's rows kept in sight beside a running fight (the party and a few of the others) ...
ROSTER_ROWS = 6
#: ... as long as the fight list keeps this many of its rows whole (the acting fighter and the next)
FIGHT_ROWS = 4
#: outside a fight the roster takes from the empty fight list at most this many pixels to show all
#: its rows (a row's worth: more, and it scrolls as it did)
ROSTER_BORROW = 40
ALL_ROWS = 1 << 30  # (every row: rows_lack counts up to this many characters)
#: QSettings: the window's arrangement as it starts again, and the ruleset whose arrangement it is
STATE, STATE_RULESET = "window/state", "window/stateRuleset"
#: QSettings (``window/ownSizes``, ``layouts/<ruleset>/ownSizes``): whether the arrangement kept has the
#: GM's own sizes of the left column (he dragged it), which a fight leaves as they are; one the program
#: laid out is shared out for a fight again (missing: the GM's, as arrangements were kept before)
OWN_SIZES = "ownSizes"
#: QSettings: each ruleset's own arrangement (``layouts/<ruleset>/state``), whether F11's fight
#: layout was on in it and the GM's own layout F11 keeps under it
BY_RULESET = "layouts"

class DockLayout:
    """Where the window's docks stand and how much of it each takes."""

    def __init__(self, window: QMainWindow, docks: dict[str, Dock], settings: QSettings) -> None:
        self.window = window
        self.docks = docks
        self.settings = settings
        #: F11's fight layout, once the window's View menu has it: while it is on, a fight resizes nothing
        self.fight_layout: FightLayout | None = None
        self.default_state = QByteArray()  # the default arrangement (View → Reset layout)
        self.fronts: list[Dock] = []  # the docks in front of their tabs in it
        self._share_on_show = False
        self._left_shared: int | None = None  # the fight dock's height as the column was last shared (-1: the GM's)
        #: the fight dock's height as the program last laid the left column out, a fight running or not
        #: (None: not known): a column the GM has not sized since is no arrangement of his own
        self._laid: int | None = None
        #: the ruleset whose arrangement is on screen (None: none yet this run)
        self.ruleset: str | None = None

    def arrange(self) -> None:
        """The default arrangement, in three columns: the roster over the fight on the left; the
        threat dial over the dice, swarm and ammo tabs in the middle; the log and history tabs on
        the right."""
        area = Qt.DockWidgetArea
        d, window = self.docks, self.window

        def present(*names: str) -> list[Dock]:
            return [d[n] for n in names if n in d]

        for dock in present("charactersDock", "initiativeDock"):
            window.addDockWidget(area.LeftDockWidgetArea, dock)
        middle = present("threatDock", "diceDock", "swarmDock", "ammoDock")
        right = present("logDock", "historyDock", "mapDock")  # the map: the full height of the window
        anchor = middle[0] if middle else None
        if anchor is not None:
            window.addDockWidget(area.RightDockWidgetArea, anchor)
            if right:
                window.splitDockWidget(anchor, right[0], Qt.Orientation.Horizontal)
            tabs = middle[1:]
            if tabs:
                window.splitDockWidget(anchor, tabs[0], Qt.Orientation.Vertical)
                for dock in tabs[1:]:
                    window.tabifyDockWidget(tabs[0], dock)
                tabs[0].raise_()
                self.fronts.append(tabs[0])
        elif right:
            window.addDockWidget(area.RightDockWidgetArea, right[0])
        for dock in right[1:]:
            window.tabifyDockWidget(right[0], dock)
        if right:
            right[0].raise_()
            self.fronts.append(right[0])
        for dock in present("initiativeDock"):  # during a fight, the fight list has more of its column
            running = getattr(dock, "fightRunning", None)  # the initiative dock's signal
            if running is not None:
                running.connect(self.follow_fight)
        self.share_space()
        self.default_state = window.saveState()

    def share_space(self) -> None:
        """The default columns' and rows' shares of the window as it is now: the roster and the fight,
        the middle and the log take 10 : 7 : 7 of the width (the fight list shows its names and
        tracks whole on a laptop's screen; the middle column holds the swarm and ammunition panels;
        the log's lines wrap; on a screen wider than :data:`WIDE` the middle takes 6 of 25 and the
        log 8, so that it keeps its columns beside a Secret one), the roster and the fight half the
        height each (on a laptop's 768 pixels the fight's heading, hint and buttons leave its list a
        few rows).  (``resizeDocks`` takes pixels: it
        is given them for the window's present size, which is why this runs again when the window
        is first shown at its real size.)"""
        d, window = self.docks, self.window
        width, height = max(window.width(), 1), max(window.height(), 1)
        left = [d[n] for n in ("charactersDock", "initiativeDock") if n in d]
        if len(left) == 2:
            running = self._fight_running()
            fight = self._fight_share(height, running)
            window.resizeDocks(left, [height - fight, fight], Qt.Orientation.Vertical)
            self._left_shared = None
            if running:
                QTimer.singleShot(0, window, lambda: self._roster_rows(left, keep=False))
            else:
                self.roster_whole()
        columns = [d[n] for n in ("charactersDock", "threatDock", "logDock") if n in d]
        if len(columns) == 3:
            shares = (11, 7, 7) if width < WIDE else (11, 6, 8)
            window.resizeDocks(columns, [width * s // sum(shares) for s in shares], Qt.Orientation.Horizontal)

    def _fight_running(self) -> bool:
        fight = self.docks.get("initiativeDock")
        return bool(fight is not None and getattr(fight, "encounter", None) is not None)

    @staticmethod
    def _fight_share(height: int, running: bool) -> int:
        """The fight's part of the left column: half outside a fight, three quarters during one
        (on a laptop's 768 pixels its list then shows four rows and more under its heading and buttons)."""
        return height * 3 // 4 if running else height // 2

    def follow_fight(self, running: bool) -> None:
        """A fight starts or ends: the roster and the fight list share the left column again, the
        fight list the larger part while a fight runs, as long as the GM has not sized them himself
        (the column is as this last left it) and F11's fight layout is not on."""
        d, window = self.docks, self.window
        left = [d[n] for n in ("charactersDock", "initiativeDock") if n in d]
        layout = self.fight_layout
        if len(left) != 2 or layout is None or layout.is_on():
            return
        if running:
            QTimer.singleShot(0, window, lambda: self._fight_room(left[1]))
        beside = Qt.DockWidgetArea.LeftDockWidgetArea
        if any(dock.isFloating() or not dock.isVisible() or window.dockWidgetArea(dock) != beside for dock in left):
            return
        if window.tabifiedDockWidgets(left[0]) or window.tabifiedDockWidgets(left[1]):
            return
        shared = self._left_shared
        if shared is not None and abs(left[1].height() - shared) > 4:
            return  # the GM's own sizes stay
        height = left[0].height() + left[1].height()
        fight = self._fight_share(height, running)
        window.resizeDocks(left, [height - fight, fight], Qt.Orientation.Vertical)
        self._left_shared = fight  # as asked; as laid out once the layout has run (not yet: it is queued)
        if running:
            QTimer.singleShot(0, window, lambda: self._roster_rows(left))
        else:
            QTimer.singleShot(0, window, lambda: self._shared_as(left[1].height()))

    def _roster_rows(self, left: list[Dock], keep: bool = True) -> None:
        """Laid out for the fight: the roster keeps :data:`ROSTER_ROWS` rows in sight (its three
        quarters to the fight list left a laptop's roster three rows); what it lacks for them comes
        from the fight list, down to :data:`FIGHT_ROWS` of its rows.  ``keep``: the fight list's
        height is then the column as shared (a later fight resizes it only if the GM has not)."""
        roster, fight = left
        lack = getattr(roster, "rows_lack", lambda _count: 0)(ROSTER_ROWS)
        lack = min(lack, getattr(fight, "rows_spare", lambda _count: 0)(FIGHT_ROWS))
        window = self.window
        beside = not any(d.isFloating() or window.tabifiedDockWidgets(d) for d in left)  # one over the other
        if lack > 0 and beside and not roster.visibleRegion().isEmpty():
            window.resizeDocks(left, [roster.height() + lack, fight.height() - lack], Qt.Orientation.Vertical)
            layout = window.layout()
            if layout is not None:
                layout.activate()
        if keep:
            self._shared_as(fight.height())
        else:
            self._note_laid()

    def roster_whole(self) -> None:
        """A campaign opened in the default layout, no fight running: where a few pixels (up to
        :data:`ROSTER_BORROW`) are all the roster lacks to show every row whole, it takes them from
        the empty fight list below it (the Spanish AFMBE demo's «Zombis» and Tambaleante, a row of two
        lines, went under a strip of 75 empty pixels for want of six; End showed them); once its rows
        are measured (after the queued events)."""
        if self._left_shared is not None or self._fight_running():
            return  # the GM's own layout, or one a fight shared out: their sizes stay
        left = [self.docks[n] for n in ("charactersDock", "initiativeDock") if n in self.docks]
        if len(left) == 2:
            window = self.window
            QTimer.singleShot(0, window, lambda: QTimer.singleShot(0, window, lambda: self._roster_all(left)))

    def _roster_all(self, left: list[Dock]) -> None:
        roster, fight = left
        if self._left_shared is not None or self._fight_running() or roster.visibleRegion().isEmpty():
            return
        lack = getattr(roster, "rows_lack", lambda _count: 0)(ALL_ROWS)
        spare = min(getattr(fight, "rows_spare", lambda _count: 0)(FIGHT_ROWS), _slack(fight))
        window = self.window
        if 0 < lack <= min(ROSTER_BORROW, spare) and not any(
                d.isFloating() or window.tabifiedDockWidgets(d) for d in left):
            window.resizeDocks(left, [roster.height() + lack, fight.height() - lack], Qt.Orientation.Vertical)
            self._laid = fight.height() - lack  # as asked (laid out once the layout has run)
            return
        self._note_laid()

    @staticmethod
    def _fight_room(fight: Dock) -> None:
        """The fight list's column widened back to the list's narrowest (its names and tracks whole,
        the initiative mode's box beside its label), taken from the columns beside it: the map, gone
        to before the fight while the empty list needed little, had taken the column down to a
        third of a laptop's width (the roster's conditions elided, the mode's box cut, the list
        scrolled sideways)."""
        least = getattr(fight, "least_width", None)
        if not callable(least) or fight.isFloating() or fight.visibleRegion().isEmpty():
            return
        widen(fight, int(least()) - fight.width())

    def _shared_as(self, height: int) -> None:
        self._left_shared = height
        self._laid = height

    def _note_laid(self) -> None:
        fight = self.docks.get("initiativeDock")
        if fight is not None:
            self._laid = fight.height()

    def own_sizes(self) -> bool:
        """Whether the left column's sizes are the GM's own: kept as his, or dragged since the program
        last laid it out.  A fresh GM's arrangement, kept as the window closed, came back taken for his
        own, and the next fight left the roster half the column (the Spanish AFMBE unisystem demo after
        the norms one: the fight list showed 1½–2 of its 4 rows)."""
        if self._left_shared == -1:
            return True
        fight = self.docks.get("initiativeDock")
        laid = self._left_shared if self._left_shared is not None else self._laid
        return fight is not None and laid is not None and abs(fight.height() - laid) > 4

    def _restored_sizes(self, key: str) -> None:
        """An arrangement restored: its sizes the GM's own (a fight resizes nothing) unless kept as
        the program's."""
        own = str(self.settings.value(key, "true")).lower() != "false"
        self._left_shared = -1 if own else None
        self._laid = None

    def shown(self) -> None:
        """The window is about to show: the default layout, first shown, is shared out at the real size."""
        if self._share_on_show:
            self._share_on_show = False
            self.share_space()

    def reset(self) -> None:
        """The default arrangement again, every dock shown (View → Reset layout) but those the
        campaign's ruleset has no use for (their View entry hidden: :mod:`ui.dock_layout`)."""
        self.window.restoreState(self.default_state)
        for dock in self.docks.values():
            dock.setVisible(dock.toggleViewAction().isVisible())
        for dock in self.fronts:  # a tab the state left behind another (the swarm's, put aside) in front
            if dock.isVisible():
                dock.raise_()
        self.share_space()

    def leave_for(self, ruleset: str) -> bool:
        """A campaign of ``ruleset`` is about to be shown: the arrangement on screen, when it is
        another ruleset's, is kept as that ruleset's own (before the new campaign's docks step
        aside in it).  Whether the new ruleset's own must come up (:meth:`follow_ruleset`)."""
        shown = self.ruleset
        if shown is None:
            shown = str(self.settings.value(STATE_RULESET) or "") or None
        self.ruleset = ruleset
        if shown is None or shown == ruleset:
            return False
        self._keep(shown)
        return True

    def follow_ruleset(self, ruleset: str) -> None:
        """A campaign of ``ruleset`` opened (after :meth:`leave_for` said so): the arrangement is each
        ruleset's own.  A grid night's layout (the map's column a third of the window, the log behind
        the history) carried into a d10 campaign left an empty column where the map had been, the
        roster three rows high with a sideways scroll bar and the tabs cut.  Now the new ruleset's
        own layout comes up (its default arrangement the first time).  A layout kept before layouts
        were per ruleset is the first ruleset's."""
        self._bring(ruleset)

    def _group(self, ruleset: str) -> str:
        return f"{BY_RULESET}/{ruleset}"

    def _keep(self, ruleset: str) -> None:
        from ui.fight_layout import OWN, OWN_ASIDE

        group, settings = self._group(ruleset), self.settings
        settings.setValue(f"{group}/state", self.window.saveState())
        settings.setValue(f"{group}/{OWN_SIZES}", self.own_sizes())
        settings.setValue(f"{group}/fightLayout", bool(self.fight_layout is not None and self.fight_layout.is_on()))
        for key, name in ((OWN, "ownLayout"), (OWN_ASIDE, "ownLayoutAside")):
            value = settings.value(key)
            if value is None:
                settings.remove(f"{group}/{name}")
            else:
                settings.setValue(f"{group}/{name}", value)

    def _bring(self, ruleset: str) -> None:
        from ui.fight_layout import OWN, OWN_ASIDE

        group, settings, layout = self._group(ruleset), self.settings, self.fight_layout
        state = settings.value(f"{group}/state")
        if not isinstance(state, QByteArray):
            if layout is not None:
                layout.forget()
            settings.remove(OWN)
            settings.remove(OWN_ASIDE)
            self.reset()
            self._left_shared = None
            if not self.window.isVisible():
                self._share_on_show = True  # shared out at the window's real size
            return
        self.window.restoreState(state)
        self._restored_sizes(f"{group}/{OWN_SIZES}")  # the GM's own layout: a fight does not resize its docks
        for dock in self.docks.values():  # a dock this ruleset has no use for stays aside
            if not dock.toggleViewAction().isVisible() and not dock.isHidden():
                dock.hide()
        for key, name in ((OWN, "ownLayout"), (OWN_ASIDE, "ownLayoutAside")):
            value = settings.value(f"{group}/{name}")
            if value is None:
                settings.remove(key)
            else:
                settings.setValue(key, value)
        if layout is not None:
            layout.set_quietly(str(settings.value(f"{group}/fightLayout", "false")).lower() == "true")

    def keep(self) -> None:
        """The arrangement on screen kept to start again with, and as its ruleset's own."""
        self.settings.setValue(STATE, self.window.saveState())
        self.settings.setValue(f"window/{OWN_SIZES}", self.own_sizes())
        if self.ruleset is not None:
            self.settings.setValue(STATE_RULESET, self.ruleset)
            self._keep(self.ruleset)

    def restore(self) -> None:
        """The GM's own geometry and layout, as the window last closed."""
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.window.restoreGeometry(geometry)
        self._share_on_show = not isinstance(state, QByteArray)  # the GM's own layout keeps its sizes
        if isinstance(state, QByteArray):
            self.window.restoreState(state)
            self._restored_sizes(f"window/{OWN_SIZES}")  # the GM's own layout: a fight does not resize its docks


def _slack(dock: Dock) -> int:
    """The height ``dock`` may give without its contents scrolling: its view's past their least."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else None
    if not isinstance(scroll, QScrollArea) or body is None:
        return 0
    layout = body.layout()
    least = body.minimumSizeHint().height()
    if layout is not None and layout.hasHeightForWidth():  # its wrapped lines at the body's width
        least = max(least, layout.totalHeightForWidth(body.width()))
    return max(0, scroll.viewport().height() - least)
