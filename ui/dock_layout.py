"""The docks as the open campaign's ruleset has use for them: a dock for a feature the ruleset lacks
(the swarm panel in an AFMBE campaign) does not stay in front of its tabs when a campaign opens.

The layout is the GM's and outlives a campaign: after a twdu night ended on the Swarm tab, the next
campaign opened in front of a panel it cannot use, the Dice tab behind it.  Now the tab beside it
that applies comes forward, the Dice tab first; the swarm panel stays where it was, one click or
its View key away, and in front again only when the GM puts it there.

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
        if dock.feature:  # its View entry (and its Go to) too; its tab stays where the GM left it
            dock.toggleViewAction().setVisible(dock.feature in features)
        dock.follow_features(frozenset(features))


def step_aside(window: QMainWindow, docks: Mapping[str, Dock], features: Collection[str]) -> None:
    """Each dock on screen whose feature ``features`` lacks gives its place in front of its tabs
    to a tab beside it that applies (the Dice tab first)."""
    for dock in docks.values():
        if applies(dock, features) or not dock.on_screen() or dock.isFloating():
            continue  # (behind its tab already, or alone in its place: nothing to bring forward)
        usable = [d for d in docks.values() if d in window.tabifiedDockWidgets(dock) and d.isVisible()
                  and applies(d, features)]
        if not usable:
            continue
        first = next((d for d in usable if d.objectName() in PREFERRED), usable[0])
        first.raise_()
