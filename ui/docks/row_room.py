"""A docked dock made taller by room taken from the docks above and below it in its column, each down
to its floor: the swarm panel brought up during a swarm fight (Ctrl+Shift+W) in the default layout
had 308 of the 820 pixels its round needs under the threat dial, its headline and its Roll out of
view; the dial above gives up its room (the panel's headline says the swarm's Threat) down to
:data:`KEEP`, its title and its level still read.  The room is lent: :func:`give_back` returns it when
the need has passed (the swarm fight over, the threat's question answered), unless the GM has sized
the docks in between (his sizes stay)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
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


#: how far a dock's height may be from the one lent (px) for the room still to count as lent
SLACK = 6


@dataclass
class Loan:
    """The room one dock took from the others of its column: each dock's height before and after."""

    window: QMainWindow
    docks: list[QDockWidget]
    before: list[int]
    after: list[int]


def heighten(dock: QDockWidget, grow: int) -> Loan | None:
    """Make ``dock`` (docked, in front of its tabs) up to ``grow`` px taller, taken from the docks
    above and below it in its column, each down to :data:`KEEP` or its own least height; the loan
    (None when nothing was taken)."""
    window = dock.parentWidget()
    if grow <= 0 or not isinstance(window, QMainWindow) or dock.isFloating():
        return None
    tabs = set(window.tabifiedDockWidgets(dock))
    others = []
    for other in window.findChildren(QDockWidget):
        if other is dock or other in tabs or other.isFloating() or not other.isVisible():
            continue
        if other.visibleRegion().isEmpty() or window.dockWidgetArea(other) != window.dockWidgetArea(dock):
            continue
        if other.x() + other.width() <= dock.x() or other.x() >= dock.x() + dock.width():
            continue  # beside it: another column
        keeps = getattr(other, "keeps_room", None)
        if callable(keeps) and keeps():  # it needs all its room now (the swarm panel in its fight)
            continue
        others.append(other)
    given, heights = 0, []
    for other in others:
        floor = max(KEEP, other.minimumSizeHint().height())
        take = max(0, min(grow - given, other.height() - floor))
        given += take
        heights.append(other.height() - take)
    if given <= 0:
        return None
    docks = [*others, dock]
    before = [d.height() for d in docks]
    after = [*heights, dock.height() + given]
    window.resizeDocks(docks, after, Qt.Orientation.Vertical)
    loan = Loan(window, docks, before, after)
    QTimer.singleShot(0, dock, lambda: loan.after.__setitem__(slice(None), [d.height() for d in docks]))  # as laid out
    return loan


def give_back(loan: Loan | None) -> None:
    """The room lent by :func:`heighten` back to the docks it came from, if they are still where and as
    tall as it left them once laid out (the GM who sized or moved them keeps his layout)."""
    if loan is None:
        return
    # checked once the loan itself is laid out (its heights "as laid out" read first): a question
    # answered by the key right after the one that asked (+3 typed at once) found the docks not yet
    # at the heights lent, took that for the GM's own sizing and kept the room for good
    QTimer.singleShot(0, loan.window, lambda: _give_back_laid_out(loan))


def _give_back_laid_out(loan: Loan) -> None:
    window = loan.window
    area = {window.dockWidgetArea(d) for d in loan.docks}
    if len(area) != 1 or any(d.isFloating() or not d.isVisible() for d in loan.docks):
        return
    if any(abs(d.height() - h) > SLACK for d, h in zip(loan.docks, loan.after, strict=True)):
        return
    _resize(loan, loan.before, again=True)  # the contents that asked for the room gone, every height as before


def _resize(loan: Loan, heights: list[int], again: bool) -> None:
    """``resizeDocks`` to ``heights``, and once more by what the layout made of them (it lands a few
    pixels off the heights asked, a title bar's worth, when the docks' contents changed meanwhile)."""
    if any(d.isFloating() or not d.isVisible() for d in loan.docks):
        return
    loan.window.resizeDocks(loan.docks, heights, Qt.Orientation.Vertical)
    if again:
        QTimer.singleShot(0, loan.window, lambda: _resize(
            loan, [2 * want - d.height() for want, d in zip(loan.before, loan.docks, strict=True)], again=False)
            if any(abs(d.height() - want) > 2 for want, d in zip(loan.before, loan.docks, strict=True)) else None)
