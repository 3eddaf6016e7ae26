"""The fight list's width for its health words: the dock takes the room they lack from its neighbours.

In a ruleset whose health has words ("Здоровье 3/3 Без ран", "Salud 2/3 Magulladuras") the list's
tracks keep the room of a bar with its word (:mod:`ui.widgets.fight_columns`); on a 1366 px laptop in
Russian or Spanish the default layout's column is a few pixels short of it, once the names are
whole and the initiatives and conditions wrap.  Those pixels are taken from the columns beside the
list (:func:`ui.docks.column_room.widen`), each down to its floor, and the map's floor counts its
needs (the width that draws its tiles readable, :func:`ui.docks.map_room.needed_width`): the words
never take the room the map is read in.  The list's own floor, which the map narrows it to, does
not count the words (:meth:`ui.docks.order_tree.OrderTree.least_width`).

The room is taken once for each arrangement: in a language, in a window of that size with those
docks in sight (the default layout, the fight layout), for the words as they are then (on their
bars' line, or at least under their numbers, counted for every word a track names its values
with).  A longer word later (a character broken: "Вне строя", "Fuera de combate") goes on a line of
its own under the numbers (:data:`ui.widgets.tracks_delegate.STACKED`), its row taller: a damage,
a heal, a critical injury leave the left column and the log their widths.  A column the GM then
widens (the log dragged wider), or the map or the dice take, keeps its room: the list does not take
it back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ui.docks.column_room import widen
from ui.i18n import current_language

if TYPE_CHECKING:
    from ui.docks.initiative_dock import InitiativeDock


def map_floors(window: QMainWindow) -> dict[QDockWidget, int]:
    """The map's dock (shown beside the list) and the width it is read in."""
    from ui.docks.map_dock import MapDock

    shown = [dock for dock in window.findChildren(MapDock) if dock.isVisible() and not dock.isFloating()]
    if not shown:
        return {}  # a game without a grid: the map's measures are not loaded
    from ui.docks.map_room import SHARE, needed_width

    return {dock: min(needed_width(dock), int(window.width() * SHARE)) for dock in shown}


class FightRoom(QObject):
    """Hears the list short of its words' room and widens its dock by what it lacks, once the
    window has laid its columns out (not within the list's own layout)."""

    def __init__(self, dock: InitiativeDock) -> None:
        super().__init__(dock)
        self.dock = dock
        self.pending = False
        #: the arrangement the room was last taken in (see :meth:`arrangement`)
        self.served: tuple[object, ...] | None = None
        dock.tree.words_short.connect(self._short)

    def arrangement(self, window: QMainWindow) -> tuple[object, ...]:
        """What the room is taken once for: the language, the window's size, the docks in sight
        (not the words: a damage's longer word goes under the numbers)."""
        shown = sorted(
            d.objectName() for d in window.findChildren(QDockWidget)
            if d.isVisible() and not d.isFloating() and not d.visibleRegion().isEmpty()
        )  # fmt: skip
        return current_language(), window.size().toTuple(), tuple(shown)

    def _short(self) -> None:
        if not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.take_room)  # not once the dock is gone

    def take_room(self) -> None:
        self.pending = False
        dock = self.dock
        window = dock.parentWidget()
        if not isinstance(window, QMainWindow) or dock.isFloating() or not dock.isVisible():
            return
        if dock.visibleRegion().isEmpty():  # behind another tab: measured again when shown
            return
        # the words on their bars' line, or at least under their numbers
        lack = max(dock.tree.words_lack(), dock.tree.words_lack(line=True))
        arrangement = self.arrangement(window)
        if lack > 0 and arrangement != self.served:
            self.served = arrangement
            widen(dock, lack, map_floors(window))
            layout = window.layout()
            if layout is not None:  # laid out now: the docks' shares that follow read the rows as widened
                layout.activate()
