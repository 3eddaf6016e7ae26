"""The threat step's question in view: while the dial asks why (+ or −), the question and its
numbered reasons are inside the dock's view, whatever its height (the fight layout's tall dial
pushed the reasons below the dock's bottom edge, and the GM pressed a digit blind).

While it asks (why, or on whom a single attack falls), the dial keeps its size
(:mod:`ui.docks.threat_dial_room`: it shrank to 160 pixels while the reasons were listed, and a
laptop's dock once gave nine victims' names all the room and left the dial a sliver), the dock
keeps its edges (it no longer borrows the room of the dice panel under it), the question and its
reasons take the room below the dial and the view scrolls to them.  A refusal (a greyed reason's
digit) is said right under the reasons, in view with them.  When the question goes the view is
back at its top, the dial whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QWidget

from ui.docks import row_room, threat_dial_room

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the property of a widget set aside while the question is asked
ASIDE = threat_dial_room.ASIDE
#: the dial's property holding its height before the question was asked (px)
BEFORE = "heightBeforeQuestion"


def fit(dock: ThreatDock) -> None:
    """The question asked: the view on the question and its reasons under the dial (scrolled once
    the dock, perhaps just brought from behind its tab, is laid out)."""
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
    if layout is not None:
        layout.activate()  # the reasons laid out under the dial before the view scrolls to them
    QTimer.singleShot(0, lambda: _show(dock, scroll))


def _show(dock: ThreatDock, scroll: QScrollArea) -> None:
    if dock.pending and dock.reason_buttons:
        if dock.status.text():
            scroll.ensureWidgetVisible(dock.status, 0, 0)
        scroll.ensureWidgetVisible(dock.reason_buttons[-1][1], 0, 0)
        scroll.ensureWidgetVisible(dock.prompt, 0, 0)


def release(dock: ThreatDock) -> None:
    """The question went: the view at its top (a waiting offer then
    scrolls it as far as it must: :mod:`ui.docks.threat_offer`)."""
    asked = dock.dial.property(BEFORE) is not None
    dock.dial.setProperty(BEFORE, None)
    row_room.give_back(dock.room_loan)  # the room borrowed for the question
    dock.room_loan = None
    _status_under(dock, None)
    scroll = dock.widget()
    if asked and isinstance(scroll, QScrollArea):
        scroll.verticalScrollBar().setValue(0)
    if dock.meter_toggle.property(ASIDE):
        dock.meter_toggle.setProperty(ASIDE, False)
        dock.meter_toggle.show()
