"""The docks as the open campaign's ruleset has use for them: a dock for a feature the ruleset lacks
(the swarm panel in an AFMBE campaign) is put aside when a campaign opens — its tab, its View entry
and its Go to key go — and comes back where it was when a campaign that has the feature opens.

The layout is the GM's and outlives a campaign: after a twdu night ended on the Swarm tab, the next
campaign opened in front of a panel it cannot use ("This ruleset has no swarms"), the Dice tab behind
it, and in the fight layout its tab took room from the others (Russian tabs were cut to "Куб…").  Now
the tab beside it that applies comes forward, the Dice tab first, and the panel leaves the tab bar.
Which docks were put aside is kept in QSettings (:data:`ASIDE`), so a restart on the next twdu
campaign brings the swarm panel back too; a dock the GM closed himself stays closed.  (The battle map
does the same by itself: whether a campaign plays on a grid is known before its rules load.)

The menus follow the ruleset too (:func:`menus_follow`): an entry for a feature the campaign's
ruleset lacks (Fight the swarm, Avoid the dead in an AFMBE campaign) is not in them, nor is its key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping

    from PySide6.QtWidgets import QMainWindow

    from ui.docks.base import Dock

#: the tab that comes forward first, in place of a dock that does not apply
PREFERRED = ("diceDock",)
#: QSettings: the object names of the docks put aside for the open campaign's ruleset
ASIDE = "window/docksAside"


def applies(dock: Dock, features: Collection[str]) -> bool:
    return not dock.feature or dock.feature in features


class WhenShown(QObject):
    """:func:`step_aside` once the window is first on screen (a campaign opened before it shows:
    which tab is in front is known only then)."""

    def __init__(self, window: QMainWindow, docks: Mapping[str, Dock], features: Collection[str]) -> None:
        super().__init__(window)
        self.window, self.docks, self.features = window, docks, features
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._step)  # once the docks are laid out
        return False

    def _step(self) -> None:
        step_aside(self.window, self.docks, self.features)
        self.deleteLater()


def follow_ruleset(window: QMainWindow, docks: Mapping[str, Dock], features: Collection[str]) -> None:
    """A campaign of a ruleset with ``features`` opened: :func:`step_aside` now, or once the window
    is on screen."""
    menus_follow(docks, features)
    for kept in window.findChildren(WhenShown):  # another campaign's, not yet shown
        window.removeEventFilter(kept)
        kept.deleteLater()
    if window.isVisible():
        step_aside(window, docks, features)
    else:
        WhenShown(window, docks, features)


def menus_follow(docks: Mapping[str, Dock], features: Collection[str]) -> None:
    """Each dock's menu entry for a feature ``features`` lacks leaves the menus (and its key goes
    quiet), the View entry of a dock for such a feature too; the entries of the features the
    ruleset has come back."""
    for dock in docks.values():
        for _, action in dock.menu_actions():
            feature = dock.action_feature(action)
            if feature:
                action.setVisible(feature in features)
        if dock.feature:  # its View entry (and its Go to) too; its tab goes with step_aside
            dock.toggleViewAction().setVisible(dock.feature in features)
        dock.follow_features(frozenset(features))


def step_aside(window: QMainWindow, docks: Mapping[str, Dock], features: Collection[str]) -> None:
    """Each dock whose feature ``features`` lacks is put aside (its place in front of its tabs given
    to a tab beside it that applies, the Dice tab first); each put aside before that applies now is
    shown again where it was."""
    settings = getattr(window, "settings", None)
    aside = set(names(settings.value(ASIDE) if settings is not None else None))
    for dock in docks.values():
        if not dock.feature:
            continue
        name = dock.objectName()
        toggle = dock.toggleViewAction()
        if applies(dock, features):
            toggle.setVisible(True)
            if name in aside:
                aside.discard(name)
                dock.show()
            continue
        toggle.setVisible(False)  # no View entry (and with it no Go to key) for a panel of no use
        if dock.isHidden():
            continue  # closed by the GM, or aside already
        if dock.on_screen() and not dock.isFloating():
            usable = [d for d in docks.values() if d in window.tabifiedDockWidgets(dock) and d.isVisible()
                      and applies(d, features)]
            if usable:
                next((d for d in usable if d.objectName() in PREFERRED), usable[0]).raise_()
        dock.hide()
        aside.add(name)
    if settings is not None:
        settings.setValue(ASIDE, sorted(aside))


def names(value: object) -> list[str]:
    """A QSettings list as it reads back: None, one string, or a list of them."""
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return []
