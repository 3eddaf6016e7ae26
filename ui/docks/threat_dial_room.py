"""The threat dial's height: as tall as the dock's view leaves it, read from a metre away.

The dial takes the height of the dock's view less what always shows with it (the tension meter's
switch above it, the session's timeline under it, whole: a 220 px dial cut the timeline's "0" at
the view's foot), so a tall dock (the fight layout's middle column, a dock dragged taller) gets a
larger dial; never less than :data:`SMALL_DIAL` where the view has room for that, never taller
than its width lets the arc grow (the room past that would be empty).  The height follows the
view's size alone: a message, a waiting offer, the step's question and its reasons take room below
the dial and the view scrolls to them (a dial fixed at 220 pixels stayed small in a tall dock; one
sized by what was left shrank while the reasons were listed).  The view's vertical scroll bar always
shows, so its coming and going never changes the dial's width.

Where the view is too short for the dial over the timeline (AFMBE's tension meter in a fight on a
1366×768 laptop: the dice dock under it made tall for its attack form, the view 130-170 pixels
high), the timeline and its title stand beside the dial instead of under it, and the dial, as tall
as the row the meter's switch leaves, puts its words beside its arc (ui.widgets.threat_dial_words):
before, the dial shrank to 90 px, its caption ran over the steps' numbers, its level's word was
drawn at 8 px and «Esta sesión» was cut at the view's edge, the timeline under it.  The dock is
never made shorter than that row needs (:func:`least_view`: the dice dock taking its room stops
there); where it is too narrow for the row, the dial is as tall as the view leaves it over the
timeline, no less than :data:`TIGHT_DIAL`.  Nothing the dock's dial draws is under :data:`READABLE_PX`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QWidget

from ui.widgets.threat_dial_words import WIDE

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the dial's least height (px): its level and its arc still read
SMALL_DIAL = 160
#: its height before the dock is laid out (the dial's height before it grew; a laptop's default
#: layout leaves it about as much over the timeline)
DIAL = 220
#: the share of the dial's height its words take under the arc at most (ui.widgets.threat_dial)
WORDS_SHARE = 0.36
#: the least it shrinks to in a view shorter than :data:`SMALL_DIAL` (px): its level and its arc still read
TIGHT_DIAL = 90
#: the property of the meter's switch set aside while the step's question is asked (threat_question)
ASIDE = "asideForQuestion"
#: the least pixel size of any figure or word the dock's dial draws
READABLE_PX = 11
#: the share of the dial's row the timeline takes where it stands beside the dial (at least its title's width)
BESIDE_SHARE = 0.4
#: the least width of the timeline beside the dial (px): its levels' figures and a few steps
BESIDE_LEAST = 110


@dataclass(frozen=True)
class Plan:
    """The dial's height, and the timeline's width beside it (0: under it)."""

    height: int
    beside: int = 0


def _height(widget: QWidget, width: int) -> int:
    if widget.hasHeightForWidth():
        return widget.heightForWidth(width)
    return widget.sizeHint().height()


def dial_height(dock: ThreatDock) -> int | None:
    """The dial's height for the dock's view as it is (None: no view yet)."""
    plan = dial_plan(dock)
    return plan.height if plan is not None else None


def _timeline_height(dock: ThreatDock, width: int) -> int:
    """The timeline's height with its title over it at ``width``."""
    inner = dock.timeline_box.layout()
    spacing = max(0, inner.spacing()) if inner is not None else 0
    return _height(dock.timeline_label, width) + spacing + dock.timeline.sizeHint().height()


def dial_plan(dock: ThreatDock) -> Plan | None:
    """The dial's height and where its timeline stands, for the dock's view as it is (None: no view yet)."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else None
    layout = body.layout() if body is not None else None
    if not isinstance(scroll, QScrollArea) or layout is None:
        return None
    margins = layout.contentsMargins()
    spacing = max(0, layout.spacing())
    width = scroll.viewport().width() - margins.left() - margins.right()
    above = margins.top() + margins.bottom()
    toggle = dock.meter_toggle
    if not toggle.isHidden() or toggle.property(ASIDE):  # the switch shows with the dial (set aside for a question)
        above += _height(toggle, width) + spacing
    under = _timeline_height(dock, width)
    room = scroll.viewport().height() - above - spacing - under
    # the tallest the arc can use at this width: its square as wide as the dial, its words under it
    share = dock.dial.text_share if dock.dial.text_share is not None else WORDS_SHARE
    edge = max(4.0, width * 0.03)
    most = int((width - 2 * edge) * 0.8 / (1 - share) + 2 * edge)
    if room >= SMALL_DIAL:  # the timeline whole under it (its "0" was cut at the view's foot under a 220 px dial)
        return Plan(max(SMALL_DIAL, min(most, room)))
    # a view shorter than even the smallest dial over the timeline (AFMBE's tension under the dice
    # dock its attack form made tall): the timeline beside the dial, the dial as tall as the row
    # the switch leaves, its words beside its arc; where the dock is too narrow for that, the
    # dial as tall as the view leaves it over the timeline, whole (it was cut at 220 px, its
    # number under the dice dock)
    titled = dock.timeline_label.fontMetrics().horizontalAdvance(dock.timeline_label.text()) + 2
    side = max(BESIDE_LEAST, titled, int(width * BESIDE_SHARE))
    row = dock.dial_row.layout()
    gap = max(0, row.spacing()) if row is not None else spacing
    dial_width = width - side - gap
    floor = _timeline_height(dock, side)
    if dial_width >= max(dock.dial.minimumWidth(), floor * WIDE):
        tall = scroll.viewport().height() - above
        return Plan(max(floor, min(tall, int(dial_width / WIDE), SMALL_DIAL - 1)), side)
    return Plan(max(TIGHT_DIAL, min(most, room)))


def least_view(dock: ThreatDock) -> int:
    """The least height of the dock's view that shows the meter's switch and the dial's row whole,
    the timeline beside the dial (the floor the dice dock's room stops at: made tall for AFMBE's
    attack, it left the dock 125 px after the fight layout and back, the dial under the edge)."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else None
    layout = body.layout() if body is not None else None
    if layout is None:
        return 0
    margins = layout.contentsMargins()
    spacing = max(0, layout.spacing())
    least = margins.top() + margins.bottom() + _timeline_height(dock, BESIDE_LEAST)
    toggle = dock.meter_toggle
    if not toggle.isHidden() or toggle.property(ASIDE):
        least += _height(toggle, toggle.width()) + spacing
    return least


def row_floor(dock: ThreatDock) -> int:
    """The least height of the dial's row beyond the dial: the timeline's, where it stands beside the dial."""
    box = dock.timeline_box
    return _timeline_height(dock, box.width()) if box.parentWidget() is dock.dial_row else 0


def set_height(dock: ThreatDock, height: int) -> None:
    """The dial ``height`` px tall, and its row as tall (no less than the timeline beside it): the
    row's height given at once, so the dock's layout measures it before the row lays itself out."""
    dial, row = dock.dial, dock.dial_row
    if (dial.minimumHeight(), dial.maximumHeight()) != (height, height):
        dial.hint_height = height
        dial.setFixedHeight(height)
    tall = max(height, row_floor(dock))
    if (row.minimumHeight(), row.maximumHeight()) != (tall, tall):
        row.setFixedHeight(tall)


def place_timeline(dock: ThreatDock, beside: int) -> None:
    """The timeline and its title beside the dial, ``beside`` pixels wide (0: under it, where it was)."""
    box, row = dock.timeline_box, dock.dial_row.layout()
    body = dock.dial_row.parentWidget()
    outer = body.layout() if body is not None else None
    if not isinstance(row, QBoxLayout) or not isinstance(outer, QBoxLayout):
        return
    there = box.parentWidget() is dock.dial_row
    if beside:
        if not there:
            outer.removeWidget(box)
            row.addWidget(box, 0, Qt.AlignmentFlag.AlignVCenter)
        box.setFixedWidth(beside)
    elif there:
        row.removeWidget(box)
        box.setParent(body)
        box.setMinimumWidth(0)
        box.setMaximumWidth(_UNSET)
        # under the single attack's offer, over the avoid-the-dead form (its place in the dock)
        outer.insertWidget(outer.indexOf(dock.single_harm.row) + 1, box)
        box.show()


class DialRoom(QObject):
    """Sizes the dock's dial as its view changes size (and when :meth:`refit` is asked)."""

    def __init__(self, dock: ThreatDock) -> None:
        super().__init__(dock)
        self.dock = dock
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # once the view has its new size
        self._timer.timeout.connect(self.fit)
        scroll = dock.widget()
        if isinstance(scroll, QScrollArea):
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            scroll.viewport().installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self.fit()  # at once: the question's scrolling (threat_question) reads the new height
        return super().eventFilter(watched, event)

    def refit(self) -> None:
        """Sized again once the dock is laid out (the meter's switch shown or hidden, another language)."""
        self._timer.start()

    def fit(self) -> None:
        if self.dock.pending:  # asking: the dial as small as the question sized it (threat_question)
            return
        plan = dial_plan(self.dock)
        if plan is None:
            return
        place_timeline(self.dock, plan.beside)
        set_height(self.dock, plan.height)


_UNSET = 16777215  # QWIDGETSIZE_MAX: the timeline as wide as the dock again
