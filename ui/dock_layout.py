"""The docks as the open campaign's ruleset has use for them: a dock for a feature the ruleset lacks
(the swarm panel in an AFMBE campaign) does not stay in front of its tabs when a campaign opens.

The layout is the GM's and outlives a campaign: after a twdu night ended on the Swarm tab, the next
campaign opened in front of a panel it cannot use, the Dice tab behind it.  Now the tab beside it
that applies comes forward, the Dice tab first; the swarm panel stays where it was, one click or
its View key away, and in front again only when the GM puts it there."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping

    from PySide6.QtWidgets import QMainWindow

    from ui.docks.base import Dock

#: the tab that comes forward first, in place of a dock that does not apply
PREFERRED = ("diceDock",)


def applies(dock: Dock, features: Collection[str]) -> bool:
    return not dock.feature or dock.feature in features


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
