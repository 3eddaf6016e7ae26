"""The threat step's question in view: while the dial asks why (+ or −), or on whom a single attack
falls, the dial, the question and every reason it offers are in the dock's view, its view at its top.

The dial shrinks while it asks to the room the question and all its reasons leave it (no less than
:data:`ASK_DIAL`: its level still reads), the meter's switch stepping aside only where even that is
too little; it is as tall as before when the question goes.  Before, the dial kept its size and the
dock's view scrolled down to the question: the dial's top and the "Use a 0-6 tension meter" box went
out above, and in the fight layout's short dock the third reason ("3 GM's call") stayed below the
edge.  Where the reasons do not fit even beside the smallest dial (twdu's eight in a laptop's default
layout: 7 and 8 lay under the fold, in Russian the reasons alone were taller than the view) the dock
takes the height they lack from the docks of its column, the dice under it, each down to its floor,
and gives it back exactly once the question goes (answered, on whom too, or Esc: :func:`release`);
where even that is too little they scroll in a view of their own: PgUp/PgDn and the arrow keys
scroll them (:func:`scrolls`); a greyed reason's digit brings that reason into their view, its
refusal said right under them (a refusal too long for the room takes the question's line while it
is said).  A digit no reason has says which
digits answer (:func:`no_such_reason`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSlider, QBoxLayout, QScrollArea, QWidget

from ui.docks import row_room, threat_dial_room

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the property of a widget set aside while the question is asked
ASIDE = threat_dial_room.ASIDE
#: the dial's property holding its height before the question was asked (px)
BEFORE = "heightBeforeQuestion"
#: the status line's property holding the words of a digit with no reason (they say what to press)
NO_SUCH = "noSuchReason"
#: the least the dial shrinks to while it asks (px): its level and its arc still read
ASK_DIAL = 90
#: the keys that scroll the reasons while the question is asked, and how
_SCROLLS = {
    Qt.Key.Key_Up: QAbstractSlider.SliderAction.SliderSingleStepSub,
    Qt.Key.Key_Down: QAbstractSlider.SliderAction.SliderSingleStepAdd,
    Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub,
    Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
}
_UNSET = 16777215  # QWIDGETSIZE_MAX: the reasons' view free to grow again


def fit(dock: ThreatDock, current: QWidget | None = None) -> None:
    """The question asked: the dial, the question and the reasons in the dock's view at its top, the
    dial as small as it must be for the reasons to show whole (``current``, a reason, in their view;
    sized once the dock, perhaps just brought from behind its tab, is laid out)."""
    if dock.prompt.property(ASIDE) and not dock.status.text():  # no refusal now: the question back
        dock.prompt.setProperty(ASIDE, False)
        dock.prompt.show()
    if dock.dial.property(BEFORE) is None:  # the first question of this step: the dial as the GM saw it
        dock.dial.setProperty(BEFORE, dock.dial.height())
    if not dock.dial.quiet:  # its level's words hidden while it asks, not shrunk to 8 px: the question says why
        dock.dial.quiet = True
        dock.dial.update()
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
    # at the bottom: over the trailing stretch that keeps a tall view's room under it all
    index = layout.indexOf(above) + 1 if above is not None else layout.count() - 2
    if layout.indexOf(dock.status) == index:
        return
    layout.removeWidget(dock.status)
    layout.insertWidget(layout.indexOf(above) + 1 if above is not None else layout.count() - 1, dock.status)


def under_dial(dock: ThreatDock, under: bool = True) -> None:
    """The dock's refusal line right under the dial (``under``: "The dial is already at 0" after −,
    the dial in view with it: the view scrolled past the timeline to the dock's bottom and left the
    dial out above), or back at the dock's bottom."""
    _status_under(dock, dock.dial_row if under else None)


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
    _compact(dock, scroll)
    if dock.room_loan is None and _borrow(dock, scroll):
        QTimer.singleShot(0, dock, lambda: _fit(dock, current))  # measured again at the dock's new height
        return
    QTimer.singleShot(0, dock, lambda: _show(dock, scroll, current))


def _borrow(dock: ThreatDock, scroll: QScrollArea) -> bool:
    """Where every reason does not fit under the compact dial and the question (twdu's eight on a
    laptop's default layout: 7 and 8 under the fold, in Russian the reasons alone taller than the
    view), the dock takes the height they lack from the docks of its column (the dice under it),
    each down to its floor, until the question goes (:func:`release` gives it back): whether it grew."""
    if dock.dial.height() > ASK_DIAL:  # the dial gave up what they needed: they fit
        return False
    short = _reasons_whole(dock) - _room(dock, scroll)
    if short <= 0:
        return False
    dock.room_loan = row_room.heighten(dock, short)
    return dock.room_loan is not None


def _reasons_whole(dock: ThreatDock) -> int:
    """The height of the reasons' view with every reason offered whole in it, at its width: the
    reasons, no less than the least their buttons keep, and the view's frame (four reasons that fit
    showed a scroll bar: their buttons keep 22 px each where their words ask for 20)."""
    box, inner = dock.reason_box, dock.reason_box.layout()
    frame = 2 * dock.reason_scroll.frameWidth()
    # at the width left beside the reasons' scroll bar (it shows where they scroll): never less room
    width = dock.reason_scroll.width() - dock.reason_scroll.verticalScrollBar().sizeHint().width() - frame
    if inner is None:
        return box.sizeHint().height() + frame
    whole = inner.heightForWidth(width) if inner.hasHeightForWidth() and width > 0 else inner.sizeHint().height()
    return max(whole, inner.minimumSize().height()) + frame


def _compact(dock: ThreatDock, scroll: QScrollArea) -> None:
    """The dial as tall as the room the question and all its reasons leave it in the dock's view,
    between :data:`ASK_DIAL` (its level still read) and its height before the question (in the fight
    layout's short dock the view scrolled the dial's top and the meter's switch out, and the third
    reason under its edge); where even that leaves too little, the meter's switch steps aside too."""
    body = scroll.widget()
    outer = body.layout() if body is not None else None
    if body is None or outer is None:
        return
    before = int(dock.dial.property(BEFORE) or dock.dial.height())
    # never taller than before it asked (the dock made taller for eight reasons asking on whom of four)
    most = min(threat_dial_room.dial_height(dock) or before, before)

    def wanted() -> int:
        top = dock.reason_scroll.mapTo(body, dock.reason_scroll.rect().topLeft()).y()
        under = outer.contentsMargins().bottom()
        if dock.status.text():
            status = dock.status
            height = status.heightForWidth(status.width()) if status.hasHeightForWidth() else -1
            under += max(0, outer.spacing()) + max(height, status.sizeHint().height())
        # (the dial's row: the dial, or the timeline beside it where that is taller: threat_dial_room)
        return scroll.viewport().height() - (top - dock.dial_row.height()) - _reasons_whole(dock) - under

    height = wanted()
    toggle = dock.meter_toggle
    if height < ASK_DIAL and not toggle.isHidden():  # the switch's room for the dial's level
        toggle.setProperty(ASIDE, True)
        toggle.hide()
        outer.activate()
        height = wanted()
    least = max(ASK_DIAL, threat_dial_room.row_floor(dock))  # no lower than the timeline beside it
    height = max(least, min(height, max(most, least)))
    if (dock.dial.minimumHeight(), dock.dial.maximumHeight()) != (height, height):
        threat_dial_room.set_height(dock, height)
        outer.activate()


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
    return scroll.viewport().height() - top - under  # the view at its top: the dial's top in sight


def _show(dock: ThreatDock, scroll: QScrollArea, current: QWidget | None) -> None:
    if not (dock.pending and dock.reason_buttons):
        return
    reasons = dock.reason_scroll
    whole = _reasons_whole(dock)
    # all the room under the question with the view down to the dial's title (the arrows show a
    # reason taller than that in turn: its top, then its end); two lines at the least
    lines = 2 * dock.reason_scroll.fontMetrics().height() + 8
    # a refusal said under them (four lines in Russian) takes from the reasons' two lines at the least
    # rather than push the dial's title out above: the reasons scroll in what is left
    least = 0 if dock.status.text() else lines
    room = _room(dock, scroll)
    said = dock.status.text()
    short = room < 0 or (room < whole and said == dock.status.property(NO_SUCH))  # «Причины: 1–3» says the keys
    if said and short and dock.prompt.isVisible():
        # no room for the refusal even with the reasons' view closed (a laptop's dock, four lines of
        # Russian), or «Причины: 1–3» pushing «3 Решение ведущего» under the edge (it says what to
        # press): the question steps aside while it is said, the dial's level and the reasons kept
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
    scroll.verticalScrollBar().setValue(0)  # the dial whole in sight, the question and reasons under it
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


def digits(count: int) -> str:
    """The digits that answer a question of ``count`` numbered answers, as its prompt says them: "1–3"
    (an en dash), "1" for one; nine at most (a digit a key)."""
    last = max(1, min(count, 9))
    return f"1–{last}" if last > 1 else "1"


def no_such_reason(dock: ThreatDock) -> None:
    """A digit no reason has (4 with three reasons offered): the dock says which digits answer, under
    the reasons, and the question stays (it did nothing and said nothing)."""
    count = len(dock.reason_buttons)
    if dock.victim_pick:
        text = QCoreApplication.translate("ThreatDock", "On whom: 1–{last}, the numbers beside the names.")
    else:
        text = QCoreApplication.translate("ThreatDock", "Reasons are 1–{last}: the numbers beside them.")
    said = text.format(last=count) if count > 1 else text.format(last=1).replace("1–1", "1")
    dock.status.setText(said)
    dock.status.setProperty(NO_SUCH, said)
    fit(dock)


def release(dock: ThreatDock) -> None:
    """The question went: the view at its top (a waiting offer then
    scrolls it as far as it must: :mod:`ui.docks.threat_offer`)."""
    asked = dock.dial.property(BEFORE) is not None
    dock.dial.setProperty(BEFORE, None)
    if dock.dial.quiet:  # its level's name and situation back
        dock.dial.quiet = False
        dock.dial.update()
    row_room.give_back(dock.room_loan)  # the room borrowed for the question (on whom, too: kept till then)
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
    if asked:
        dock.dial_room.fit()  # the dial as tall as before the question (the meter's switch back above it)
