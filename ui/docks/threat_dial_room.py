"""The threat dial's height: as tall as the dock's view leaves it, read from a metre away.

The dial takes the height of the dock's view less what always shows with it (the tension meter's
switch above it, the session's timeline under it), so a tall dock (the fight layout's middle
column, a dock dragged taller) gets a larger dial; never less than :data:`DIAL` where the dock is
wide enough to use it (:data:`SMALL_DIAL` at the least) where the view has room for that (in a
view shorter than :data:`SMALL_DIAL`, as tall as the view leaves it, whole, no less than
:data:`TIGHT_DIAL`), never taller than its width lets the arc grow (the room past that would be
empty).  The height follows the view's size alone: a message, a waiting offer, the step's
question and its reasons take room below the dial and the view scrolls to them (a dial fixed at
220 pixels stayed small in a tall dock; one sized by what was left shrank while the reasons were
listed).  The view's vertical scroll bar always shows, so its coming and going never changes the
dial's width.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock

#: the dial's least height (px): its level and its arc still read
SMALL_DIAL = 160
#: the height it keeps at least where the dock is wide enough for it (the dial's height before it grew)
DIAL = 220
#: the share of the dial's height its words take under the arc at most (ui.widgets.threat_dial)
WORDS_SHARE = 0.36
#: the least it shrinks to in a view shorter than :data:`SMALL_DIAL` (px): its level and its arc still read
TIGHT_DIAL = 90
#: the property of the meter's switch set aside while the step's question is asked (threat_question)
ASIDE = "asideForQuestion"


def _height(widget: QWidget, width: int) -> int:
    if widget.hasHeightForWidth():
        return widget.heightForWidth(width)
    return widget.sizeHint().height()


def dial_height(dock: ThreatDock) -> int | None:
    """The dial's height for the dock's view as it is (None: no view yet)."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else None
    layout = body.layout() if body is not None else None
    if not isinstance(scroll, QScrollArea) or layout is None:
        return None
    margins = layout.contentsMargins()
    spacing = max(0, layout.spacing())
    width = scroll.viewport().width() - margins.left() - margins.right()
    steady: list[QWidget] = [dock.timeline_label, dock.timeline]
    toggle = dock.meter_toggle
    if not toggle.isHidden() or toggle.property(ASIDE):  # the switch shows with the dial (set aside for a question)
        steady.insert(0, toggle)
    around = margins.top() + margins.bottom() + spacing * len(steady)
    around += sum(_height(widget, width) for widget in steady)
    room = scroll.viewport().height() - around
    # the tallest the arc can use at this width: its square as wide as the dial, its words under it
    share = dock.dial.text_share if dock.dial.text_share is not None else WORDS_SHARE
    edge = max(4.0, width * 0.03)
    most = int((width - 2 * edge) * 0.8 / (1 - share) + 2 * edge)
    if room >= SMALL_DIAL:
        return max(SMALL_DIAL, min(most, max(DIAL, room)))
    # a view shorter than even the smallest dial (AFMBE's tension under the dice dock its attack
    # form made tall): the dial as tall as the view leaves it, whole, its level still read (it was cut at 220 px, its
    # number under the dice dock)
    return max(TIGHT_DIAL, min(most, room))


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
        height = dial_height(self.dock)
        dial = self.dock.dial
        if height is not None and (dial.minimumHeight(), dial.maximumHeight()) != (height, height):
            dial.hint_height = height
            dial.setFixedHeight(height)
