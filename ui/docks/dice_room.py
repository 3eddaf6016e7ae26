"""The dice dock's width beside the map: how narrow the map may make it, and its room taken back.

The map takes its room from the columns beside it, each down to its floor (:mod:`ui.docks.column_room`);
the dice dock's floor is its form's narrowest with its edges and scroll bar (:func:`least_width`).
Its form changes with the roller and the kind of roll (a shot's form is wider than a pick-up's): when
the form shown needs more than the dock has, the dock takes that back from its neighbours at once,
so the roll never scrolls sideways (:class:`DiceRoom`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from ui.docks.column_room import widen

if TYPE_CHECKING:
    from ui.docks.dice_dock import DiceDock


def least_width(dock: DiceDock) -> int:
    """The narrowest ``dock`` may be made with nothing in it scrolled sideways: its form's narrowest,
    with the dock's and the scroll area's edges and its scroll bar."""
    scroll = dock.roll_scroll
    edges = max(0, dock.width() - scroll.width()) + 2 * scroll.frameWidth()
    return dock.body.minimumSizeHint().width() + edges + scroll.verticalScrollBar().sizeHint().width()


class DiceRoom(QObject):
    """Watches the dock's form: one that needs more than the dock has takes its room back."""

    def __init__(self, dock: DiceDock) -> None:
        super().__init__(dock)
        self.dock = dock
        self.pending = False
        dock.body.installEventFilter(self)  # its form changed
        dock.roll_scroll.viewport().installEventFilter(self)  # the dock narrowed (the window laid out anew)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.keep_whole)  # not once the dock is gone
        return False

    def keep_whole(self) -> None:
        self.pending = False
        dock = self.dock
        if dock.isFloating() or not dock.isVisible() or dock.visibleRegion().isEmpty():
            return
        grow = least_width(dock) - dock.width()
        if grow > 0:
            widen(dock, grow)
