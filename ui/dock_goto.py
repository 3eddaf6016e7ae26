"""Every panel one key away: Ctrl+1 … Ctrl+9 show a dock, raise it from behind its tab and put the
focus in it, on what the GM works with there (View → Go to).  Hiding a dock stays with the View
menu's checkable items (no key: a key that hides what the GM asked for is a key pressed twice).

Where the focus lands: the roster's and the fight's lists, the log, the history's list, the
weapons table on the weapon F fires (not the larger ammunition ledger under it); the dice dock's
first offer while a roll's offers wait (else its kind of roll); a single attack's harm field or
roll while it waits, else the threat dial; what the swarm fight asks
for now while one runs (swarm_keys.focus_next, never starting a fight), else its Fight the swarm
button (never the count of dead: a stray − would take one away); the battle map.  A dock that is the start
of a flow under way goes back to it: the key of a flow (+ or − for a threat step, Ctrl+Alt+M for
the map, Ctrl+Shift+W for the swarm) does the same.

In the roster's list a typed name finds the character instead of firing the window's single keys
(:mod:`ui.docks.roster_search`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QApplication, QMenu, QPushButton, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui import keymap
from ui.disabled_keys import why_not
from ui.key_guard import to_fight

if TYPE_CHECKING:
    from ui.docks.base import Dock

#: the menu text of each dock's key (a source string in the ``Docks`` context)
TEXTS = {
    "charactersDock": QT_TRANSLATE_NOOP("Docks", "Go to the roster"),
    "initiativeDock": QT_TRANSLATE_NOOP("Docks", "Go to the fight"),
    "logDock": QT_TRANSLATE_NOOP("Docks", "Go to the log"),
    "historyDock": QT_TRANSLATE_NOOP("Docks", "Go to the history"),
    "diceDock": QT_TRANSLATE_NOOP("Docks", "Go to the dice"),
    "ammoDock": QT_TRANSLATE_NOOP("Docks", "Go to the ammunition"),
    "threatDock": QT_TRANSLATE_NOOP("Docks", "Go to the threat"),
    "swarmDock": QT_TRANSLATE_NOOP("Docks", "Go to the swarm"),
    "mapDock": QT_TRANSLATE_NOOP("Docks", "Go to the map"),
}


def _first_view(dock: Dock) -> QWidget | None:
    """The dock's largest list or table on screen (the roster, the fight, the log, the history…)."""
    views = [v for v in dock.findChildren(QAbstractItemView) if v.isVisibleTo(dock) and v.isEnabled()]
    return max(views, key=lambda v: v.width() * v.height(), default=None)


def _first_field(dock: Dock) -> QWidget | None:
    """The dock's first control Tab reaches that a typed key does not change: a count's spin box
    (where a stray − takes one away) only when there is nothing else."""
    widget = dock.widget()
    if widget is None:
        return None
    fields = [child for child in widget.findChildren(QWidget)
              if child.isVisibleTo(dock) and child.isEnabled() and child.focusPolicy() & Qt.FocusPolicy.TabFocus]
    safe = [child for child in fields if not isinstance(child, QAbstractSpinBox)
            and not isinstance(child.parentWidget(), QAbstractSpinBox)]
    return safe[0] if safe else fields[0] if fields else None


def _swarm_landing(dock: Dock) -> QWidget | None:
    """Before a swarm fight: the count of dead, the GM's first thing to set (typed, or + and −), else
    its first button (Fight the swarm); None: none on screen."""
    dead = getattr(dock, "dead", None)
    if isinstance(dead, QWidget) and dead.isVisibleTo(dock) and dead.isEnabled():
        return dead
    for name in ("startSwarm", "clearArea"):
        button = dock.findChild(QPushButton, name)
        if button is not None and button.isVisibleTo(dock) and button.isEnabled():
            found: QWidget = button
            return found
    return None


def _dice_target(dock: Dock) -> QWidget | None:
    """In a fight, the kind of roll (the README's Ctrl+5: the next fighter's roll is picked there; it
    landed on the last roll's "Push the roll", the kind scrolled out of view); out of one, a roll's
    first offer still waiting (push, damage, threat), else the kind of roll."""
    services = getattr(dock, "services", None)
    fighting = services is not None and services.initiative.current() is not None
    result = None if fighting else getattr(dock, "result_view", None)
    if result is not None:
        for button in result.findChildren(QPushButton):
            if button.isVisibleTo(dock) and button.isEnabled():
                found: QWidget = button
                return found
    combo = getattr(dock, "kind_combo", None)
    return combo if isinstance(combo, QWidget) else _first_field(dock)


def go_to(dock: Dock) -> None:
    """Show ``dock``, raise it from behind its tab and put the focus where the GM works in it."""
    dock.ensure_built()
    if dock.isFloating() or not dock.isVisible():
        dock.show()
    dock.raise_()
    name = dock.objectName()
    reason = Qt.FocusReason.ShortcutFocusReason
    if name == "initiativeDock":
        to_fight(dock)
        _land_first_row(QApplication.focusWidget())
        return
    if callable(getattr(dock, "land", None)):  # the history's newest step, the ammunition's weapon F fires
        dock.land()  # type: ignore[attr-defined]
        return
    if name == "charactersDock" and hasattr(dock, "tree"):
        from ui.docks.roster_landing import land

        land(dock)  # type: ignore[arg-type]
        return
    if name == "swarmDock" and dock.services is not None and dock.services.swarm.available() \
            and not dock.services.swarm.active():
        first = _swarm_landing(dock) or _first_field(dock)
        if first is not None:
            first.setFocus(reason)
        return
    if name == "swarmDock" and dock.services is not None and dock.services.swarm.available():
        from ui.docks import swarm_keys

        swarm_keys.focus_next(dock)  # type: ignore[arg-type]
        return
    if name == "mapDock" and callable(getattr(dock, "focus_map", None)):
        dock.focus_map()  # type: ignore[attr-defined]  # with the room the map needs
        return
    if name == "mapDock":
        target: QWidget | None = getattr(dock, "view", None)
    elif name == "threatDock" and hasattr(dock, "offer_fit"):
        from ui.docks.threat_offer import landing

        target = landing(dock)  # type: ignore[arg-type]  # a single attack's harm or roll waits: in view
    elif name == "diceDock":
        target = _dice_target(dock)
    else:
        target = _first_view(dock) or _first_field(dock)
    if not isinstance(target, QWidget) or not target.isVisibleTo(dock) or not target.isEnabled():
        target = _first_view(dock) or _first_field(dock)
    land_kind = getattr(dock, "focus_landing", None)
    if name == "diceDock" and target is getattr(dock, "kind_combo", None) and callable(land_kind):
        land_kind()  # "Roll for" out of a fight; the kind in one, with the "Roll for" row above it in view
        return
    if isinstance(target, QWidget):
        target.setFocus(reason)
        _land_first_row(target)


def _land_first_row(target: QWidget | None) -> None:
    """A list with no current row gets its first one, so the next key acts on a row at once."""
    if isinstance(target, QAbstractItemView) and not target.currentIndex().isValid():
        model = target.model()
        if model is not None and model.rowCount() > 0:
            target.setCurrentIndex(model.index(0, 0))


class _Follower(QObject):
    """Shows a Go to action while its dock's toggle is shown; else the action is disabled and its
    key says why in the status bar (Ctrl+9 in a d10 campaign: "This ruleset plays on no grid"; it
    did nothing and said nothing).  A child of the action, so the connection goes with it: a window
    closed while another opens never calls a deleted action."""

    def __init__(self, action: QAction, toggle: QAction, dock: Dock) -> None:
        super().__init__(action)
        self.action = action
        self.toggle = toggle
        self.dock = dock

    def follow(self) -> None:
        shown = self.toggle.isVisible()
        self.action.setVisible(shown)
        self.action.setEnabled(shown)
        why_not(self.action, "" if shown else self.dock.absent_reason())


def go_to_text(name: str, dock: Dock) -> str:
    """The Go to item of ``dock``: its own words where the dock names itself after what it holds
    now (``goto_text``: "Go to the tension meter" under the title "Tension"), else its name's."""
    own = getattr(dock, "goto_text", None)
    said = own() if callable(own) else ""
    return str(said) or QCoreApplication.translate("Docks", TEXTS.get(name, name))


class _Namer(QObject):
    """Names a Go to action again when its dock's title changes.  A child of the action, so the
    connection goes with it."""

    def __init__(self, action: QAction, dock: Dock) -> None:
        super().__init__(action)
        self.action = action
        self.dock = dock
        self.key = dock.objectName()

    def name(self, _title: str = "") -> None:
        self.action.setText(go_to_text(self.key, self.dock))


class DockKeys:
    """The View menu's Go to: one action per dock, each bound to its key in ui.keymap."""

    def __init__(self, window: QWidget, docks: dict[str, Dock], view_menu: QMenu) -> None:
        self.menu = view_menu.addMenu("")
        self.menu.setObjectName("goToMenu")
        self.actions: dict[str, QAction] = {}
        self.followers: dict[str, _Follower] = {}
        for name, dock in docks.items():
            action = QAction(window)
            action.setObjectName(f"goTo_{name}")
            keymap.bind(action, f"view.{name}")
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(self._going(dock))
            self.menu.addAction(action)
            self.actions[name] = action
            toggle = dock.toggleViewAction()  # a dock the ruleset has no use for: no key either
            follower = _Follower(action, toggle, dock)
            toggle.changed.connect(follower.follow)
            follower.follow()
            self.followers[name] = follower
            # a dock whose title follows the ruleset (the Tension meter) is named after its title
            dock.windowTitleChanged.connect(_Namer(action, dock).name)
        self.docks = docks

    @staticmethod
    def _going(dock: Dock) -> Callable[[], None]:
        return lambda: go_to(dock)

    def retranslate(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("Docks", "&Go to"))
        for name, action in self.actions.items():
            action.setText(go_to_text(name, self.docks[name]))
            self.followers[name].follow()  # the reason a key says, in the new language


def focused_dock(window: QWidget) -> str | None:
    """The object name of the dock the focus is in (None: none)."""
    focus = QApplication.focusWidget()
    for name, dock in getattr(window, "docks", {}).items():
        if focus is not None and dock.isAncestorOf(focus):
            return str(name)
    return None
