"""The threat step's question in view: while the dial asks why (+ or −), the question and its
numbered reasons are inside the dock's view, whatever its height (the fight layout's tall dial
pushed the reasons below the dock's bottom edge, and the GM pressed a digit blind).

While it asks (why, or on whom a single attack falls), the dial keeps its size
(:mod:`ui.docks.threat_dial_room`: it shrank to 160 pixels while the reasons were listed, and a
laptop's dock once gave nine victims' names all the room and left the dial a sliver), the dock
keeps its edges (it no longer borrows the room of the dice panel under it).  The dock's view stays
at its top, the dial's title and the question in sight, and the reasons scroll in a view of their
own that takes the room left under the question (a laptop's dock scrolled the whole view to the
reasons: Spanish showed seven and a half of them, Russian four and a half, and on "−" the dial's
title went out above).  PgUp/PgDn and the arrow keys scroll the reasons (:func:`scrolls`); a greyed
reason's digit brings that reason into their view, its refusal said right under them; the view never
scrolls past the dial's title, so a refusal too long for the room (four lines of Russian on a laptop)
takes the reasons' view's room, and then the question's line (back at the next question): it pushed
the title out above.  When the question goes the view is back at its top, the dial whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSlider, QBoxLayout, QScrollArea, QWidget

from ui.docks import row_room, threat_dial_room

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the property of a widget set aside while the question is asked
ASIDE = threat_dial_room.ASIDE
#: the dial's property holding its height before the question was asked (px)
BEFORE = "heightBeforeQuestion"
#: the keys that scroll the reasons while the question is asked, and how
_SCROLLS = {
    Qt.Key.Key_Up: QAbstractSlider.SliderAction.SliderSingleStepSub,
    Qt.Key.Key_Down: QAbstractSlider.SliderAction.SliderSingleStepAdd,
    Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub,
    Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
}
_UNSET = 16777215  # QWIDGETSIZE_MAX: the reasons' view free to grow again


def fit(dock: ThreatDock, current: QWidget | None = None) -> None:
    """The question asked: the dial's title, the question and the reasons' view in the dock's view,
    the reasons' view as tall as the room under the question (``current``, a reason, in its view;
    sized once the dock, perhaps just brought from behind its tab, is laid out)."""
    if not dock.meter_toggle.isHidden():  # the question's room (back with the dial's)
        dock.meter_toggle.setProperty(ASIDE, True)
        dock.meter_toggle.hide()
    if dock.prompt.property(ASIDE) and not dock.status.text():  # no refusal now: the question back
        dock.prompt.setProperty(ASIDE, False)
        dock.prompt.show()
    if dock.dial.property(BEFORE) is None:  # the first question of this step: the dial as the GM saw it
        dock.dial.setProperty(BEFORE, dock.dial.height())
    _status_under(dock, dock.reason_scroll)
    QTimer.singleShot(0, dock, lambda: _fit(dock, current))


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


def _fit(dock: ThreatDock, current: QWidget | None) -> None:
    if not dock.pending:
        return
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea):
        return
    body = scroll.widget()
    layout = body.layout() if body is not None else None
    if layout is not None:
        layout.activate()  # the question laid out under the dial before the reasons' view is sized
    QTimer.singleShot(0, dock, lambda: _show(dock, scroll, current))


def _room(dock: ThreatDock, scroll: QScrollArea) -> int:
    """The height left for the reasons' view under the question with the dock's view scrolled down
    to the dial's title, the dial's level and the question under it."""
    body = scroll.widget()
    layout = body.layout() if body is not None else None
    bottom = layout.contentsMargins().bottom() if layout is not None else 0
    spacing = max(0, layout.spacing()) if layout is not None else 0
    top = dock.reason_scroll.mapTo(body, dock.reason_scroll.rect().topLeft()).y() if body is not None else 0
    under = bottom
    if dock.status.text():  # a refusal said under the reasons, in sight with them
        status = dock.status
        height = status.heightForWidth(status.width()) if status.hasHeightForWidth() else -1
        under += spacing + max(height, status.sizeHint().height())
    # the view may scroll down to the dial's title (its caption), never past it
    title = dock.dial.mapTo(body, dock.dial.rect().topLeft()).y() + dock.dial.caption_top() if body is not None else 0
    return scroll.viewport().height() - (top - title) - under


def _show(dock: ThreatDock, scroll: QScrollArea, current: QWidget | None) -> None:
    if not (dock.pending and dock.reason_buttons):
        return
    reasons = dock.reason_scroll
    box = dock.reason_box
    inner = box.layout()
    width = reasons.viewport().width()
    whole = box.sizeHint().height() if inner is None else (
        inner.heightForWidth(width) if inner.hasHeightForWidth() and width > 0 else inner.sizeHint().height())
    # all the room under the question with the view down to the dial's title (the arrows show a
    # reason taller than that in turn: its top, then its end); two lines at the least
    lines = 2 * dock.reason_scroll.fontMetrics().height() + 8
    # a refusal said under them (four lines in Russian) takes from the reasons' two lines at the least
    # rather than push the dial's title out above: the reasons scroll in what is left
    least = 0 if dock.status.text() else lines
    room = _room(dock, scroll)
    if dock.status.text() and room < 0 and dock.prompt.isVisible():
        # no room for the refusal even with the reasons' view closed (a laptop's dock, four lines
        # of Russian): the question steps aside while the refusal is said, the title and level kept
        dock.prompt.setProperty(ASIDE, True)
        dock.prompt.hide()
        body = scroll.widget()
        outer = body.layout() if body is not None else None
        if outer is not None:
            outer.activate()
        room = _room(dock, scroll)
    height = min(whole, max(least, room))
    if height < dock.reason_scroll.fontMetrics().height() + 4:  # no sliver of a reason cut in half: none
        height = 0
    if (reasons.minimumHeight(), reasons.maximumHeight()) != (height, height):
        reasons.setFixedHeight(height)
        body = scroll.widget()
        outer = body.layout() if body is not None else None
        if outer is not None:
            outer.activate()
    reasons.verticalScrollBar().setSingleStep(max(8, lines // 2))
    QTimer.singleShot(0, dock, lambda: _place(dock, scroll, current))  # once the view has the reasons' new height


def _place(dock: ThreatDock, scroll: QScrollArea, current: QWidget | None) -> None:
    if not dock.pending:
        return
    reasons, box = dock.reason_scroll, dock.reason_box
    scroll.verticalScrollBar().setValue(0)  # the dial's title in sight
    body = scroll.widget()
    last = dock.status if dock.status.text() else reasons  # a refusal said under the reasons
    if body is not None:  # scrolled only as far as the reasons' view needs (the dial's title stays)
        bottom = last.mapTo(body, last.rect().bottomLeft()).y()
        if bottom > scroll.viewport().height():
            scroll.ensureWidgetVisible(last, 0, 0)
            scroll.ensureWidgetVisible(dock.prompt, 0, 0)
        title = dock.dial.mapTo(body, dock.dial.rect().topLeft()).y() + dock.dial.caption_top()
        if scroll.verticalScrollBar().value() > title:  # never past the dial's title
            scroll.verticalScrollBar().setValue(title)
    if current is not None and box.isAncestorOf(current):
        reasons.ensureWidgetVisible(current, 0, 0)
    else:
        reasons.verticalScrollBar().setValue(0)


def _step(dock: ThreatDock, down: bool) -> None:
    """The arrows: the next reason (or the one before) at the top of the reasons' view."""
    bar = dock.reason_scroll.verticalScrollBar()
    view = dock.reason_scroll.viewport().height()
    at = bar.value()
    tops = [button.y() for _, button in dock.reason_buttons]
    # (a reason taller than the view: its end next, under its top)
    ends = [button.geometry().bottom() + 1 - view for _, button in dock.reason_buttons]
    if down:
        taller = [end for top, end in zip(tops, ends, strict=True) if top <= at < end]
        wanted = [top for top in tops if top > at] + taller
    else:
        wanted = [top for top in tops if top < at]
    if wanted:
        bar.setValue(min(wanted) if down else max(wanted))


def scrolls(dock: ThreatDock, event: QKeyEvent) -> bool:
    """PgUp/PgDn and the arrow keys on the dial while it asks: the reasons scroll (True: the key taken)."""
    action = _SCROLLS.get(Qt.Key(event.key()))
    if action is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not dock.reason_scroll.isVisible():
        return False
    event.accept()
    if event.type() != QEvent.Type.KeyPress:
        return True
    if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
        _step(dock, event.key() == Qt.Key.Key_Down)
    else:
        dock.reason_scroll.verticalScrollBar().triggerAction(action)
    return True


def release(dock: ThreatDock) -> None:
    """The question went: the view at its top (a waiting offer then
    scrolls it as far as it must: :mod:`ui.docks.threat_offer`)."""
    asked = dock.dial.property(BEFORE) is not None
    dock.dial.setProperty(BEFORE, None)
    row_room.give_back(dock.room_loan)  # the room borrowed for the question
    dock.room_loan = None
    dock.reason_scroll.setMinimumHeight(0)
    dock.reason_scroll.setMaximumHeight(_UNSET)
    _status_under(dock, None)
    dock.prompt.setProperty(ASIDE, False)  # (hidden with the question: ThreatDock.cancel)
    scroll = dock.widget()
    if asked and isinstance(scroll, QScrollArea):
        scroll.verticalScrollBar().setValue(0)
    if dock.meter_toggle.property(ASIDE):
        dock.meter_toggle.setProperty(ASIDE, False)
        dock.meter_toggle.show()
