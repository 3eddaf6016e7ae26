"""The threat step's question in view: while the dial asks why (+ or −), the question and its
numbered reasons are inside the dock's view, whatever its height (the fight layout's tall dial
pushed the reasons below the dock's bottom edge, and the GM pressed a digit blind).

While it asks, the dial gives up the height the question needs (down to :data:`SMALL_DIAL`), the
dock keeps its edges (it no longer borrows the room of the dice panel under it) and its view
scrolls to the question; the dial takes its room back when the question goes.  A
refusal (a greyed reason's digit) is said right under the reasons, in view with them.

While it asks on whom a single attack falls, the dial keeps the height it had before the step was
asked (at least :data:`DIAL`): the victims' list takes the room below it and the view scrolls to
them (a laptop's dock gave the nine names all the room and left the dial a sliver whose level no
longer read).  When the question goes the view is back at its top, the dial whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QWidget

from ui.docks import row_room

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the dial's least height while it asks why (px): its level and its arc still read; a dock too
#: short for it and the question scrolls to the question, its edges where they were
SMALL_DIAL = 160
#: the dial's height otherwise (ui.widgets.threat_dial's least), whatever else the dock shows: a message,
#: an offer, the meter's word turned on (the dial grew and shrank with the room they left it)
DIAL = 220
#: the property of a widget set aside while the question is asked
ASIDE = "asideForQuestion"
#: the dial's property holding its height before the question was asked (px)
BEFORE = "heightBeforeQuestion"


def _height(widget: QWidget, width: int) -> int:
    if widget.hasHeightForWidth():
        return widget.heightForWidth(width)
    return widget.sizeHint().height()


def fit(dock: ThreatDock) -> None:
    """The question asked: the dial as small as it must be for the question and reasons to show
    (measured once the dock, perhaps just brought from behind its tab, is laid out)."""
    if not dock.meter_toggle.isHidden():  # the question's room (back with the dial's)
        dock.meter_toggle.setProperty(ASIDE, True)
        dock.meter_toggle.hide()
    if dock.dial.property(BEFORE) is None:  # the first question of this step: the dial as the GM saw it
        dock.dial.setProperty(BEFORE, dock.dial.height())
    _status_under(dock, dock.reason_box)
    QTimer.singleShot(0, lambda: _fit(dock))


def _status_under(dock: ThreatDock, above: QWidget | None) -> None:
    """The dock's refusal line right under ``above`` (the reasons, while the question is asked: a
    greyed reason's refusal at the dock's bottom, under the timeline and the avoid-the-dead form,
    scrolled the reasons out of view), or at the dock's bottom again (``None``)."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else None
    layout = body.layout() if body is not None else None
    if not isinstance(layout, QBoxLayout):
        return
    index = layout.indexOf(above) + 1 if above is not None else layout.count() - 1
    if layout.indexOf(dock.status) == index:
        return
    layout.removeWidget(dock.status)
    layout.insertWidget(layout.indexOf(above) + 1 if above is not None else layout.count(), dock.status)


def _fit(dock: ThreatDock) -> None:
    if not dock.pending:
        return
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea):
        return
    body = scroll.widget()
    layout = body.layout() if body is not None else None
    if layout is None:
        return
    margins = layout.contentsMargins()
    width = scroll.viewport().width() - margins.left() - margins.right()
    spacing = max(0, layout.spacing())
    above = [w for w in (dock.meter_toggle,) if not w.isHidden()]
    below = [dock.prompt] + [button for _, button in dock.reason_buttons]
    needed = margins.top() + margins.bottom() + spacing * (len(above) + 2)
    needed += sum(_height(w, width) for w in above) + _height(dock.prompt, width)
    reasons = dock.reason_layout
    needed += sum(_height(b, width) for b in below[1:]) + max(0, reasons.spacing()) * max(0, len(below) - 2)
    if dock.status.text():  # a refusal said under the reasons: its room too
        needed += _height(dock.status, width) + spacing
    room = scroll.viewport().height() - needed
    if dock.victim_pick:  # on whom: the dial keeps its size, the view scrolls to the names below it
        dock.dial.setFixedHeight(DIAL)
    else:
        # the dock keeps its edges (the dice panel under it stays where it was): the dial gives up
        # what the question needs down to SMALL_DIAL, still read at a glance, and the view scrolls
        # to the reasons where the dock is shorter than that
        dock.dial.setFixedHeight(max(SMALL_DIAL, min(DIAL, room)))
    QTimer.singleShot(0, lambda: _show(dock, scroll))


def _show(dock: ThreatDock, scroll: QScrollArea) -> None:
    if dock.pending and dock.reason_buttons:
        if dock.status.text():
            scroll.ensureWidgetVisible(dock.status, 0, 0)
        scroll.ensureWidgetVisible(dock.reason_buttons[-1][1], 0, 0)
        scroll.ensureWidgetVisible(dock.prompt, 0, 0)


def release(dock: ThreatDock) -> None:
    """The question went: the dial its own size again, the view at its top (a waiting offer then
    scrolls it as far as it must: :mod:`ui.docks.threat_offer`)."""
    asked = dock.dial.property(BEFORE) is not None
    dock.dial.setProperty(BEFORE, None)
    row_room.give_back(dock.room_loan)  # the room borrowed for the question
    dock.room_loan = None
    _status_under(dock, None)
    dock.dial.setFixedHeight(DIAL)
    scroll = dock.widget()
    if asked and isinstance(scroll, QScrollArea):
        scroll.verticalScrollBar().setValue(0)
    if dock.meter_toggle.property(ASIDE):
        dock.meter_toggle.setProperty(ASIDE, False)
        dock.meter_toggle.show()
