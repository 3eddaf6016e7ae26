"""A single attack's offer in view: while the threat dock offers "Roll <name>'s single attack" or a
failed roll's harm (:mod:`ui.docks.threat_single`), the offer is whole inside the dock's view,
whatever its height (at 1366×768 the tall dial left the button a sliver at the view's bottom edge,
and Go to the threat, Ctrl+7, landed on the dial above it).

While an offer waits, the dial gives up the height the offer needs (down to
:data:`~ui.docks.threat_question.SMALL_DIAL`: its level still reads), and the dock's view scrolls to
the offer when it comes, when the view changes size and when Go to lands on it; the dial takes its
room back when the offer goes, and the view is back at its top, the dial whole (the harm dealt left
the panel scrolled down, the dial half out of sight).  The threat step's question
(:mod:`ui.docks.threat_question`) sizes the dial while it asks; the offer's fit follows once it is
answered or cancelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

from ui.docks.threat_question import DIAL, SMALL_DIAL, UNLIMITED

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock


def _height(widget: QWidget, width: int) -> int:
    if widget.hasHeightForWidth():
        return widget.heightForWidth(width)
    return widget.sizeHint().height()


class OfferFit(QObject):
    """Keeps the threat dock's waiting offer in view: it watches the offers come and go (and the
    dock's view change size) and sizes the dial for them.  ``shrunk``: the dial gave up room."""

    def __init__(self, dock: ThreatDock) -> None:
        super().__init__(dock)
        self.dock = dock
        self.shrunk = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # once the offer is laid out
        self._timer.timeout.connect(self.fit)
        for widget in self.offers():
            widget.installEventFilter(self)
        scroll = self.scroll()
        if scroll is not None:
            scroll.viewport().installEventFilter(self)

    def scroll(self) -> QScrollArea | None:
        scroll = self.dock.widget()
        return scroll if isinstance(scroll, QScrollArea) else None

    def offers(self) -> list[QWidget]:
        """The single attack's roll button and its harm's row, top to bottom."""
        return [self.dock.single_roll.button, self.dock.single_harm.row]

    def waiting(self) -> list[QWidget]:
        return [widget for widget in self.offers() if not widget.isHidden()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and watched in self.offers():
            self._timer.start()
        elif kind == QEvent.Type.Resize and (self.shrunk or self.waiting()):
            self._timer.start()
        return super().eventFilter(watched, event)

    def refit(self) -> None:
        """The question went (answered or cancelled): the dial sized for the offer, if one waits."""
        self._timer.start()

    def fit(self) -> None:
        """The dial as small as it must be for the waiting offer to show below it, and the view
        on the offer; with none, the dial its own size again."""
        dock = self.dock
        if dock.pending:  # the step's question sizes the dial while it asks
            return
        waiting = self.waiting()
        scroll = self.scroll()
        if not waiting or scroll is None:
            if self.shrunk:
                self.shrunk = False
                dock.dial.setMinimumHeight(DIAL)
                dock.dial.setMaximumHeight(UNLIMITED)
                if scroll is not None:
                    scroll.verticalScrollBar().setValue(0)
            return
        body = scroll.widget()
        layout = body.layout() if body is not None else None
        if layout is None:
            return
        margins = layout.contentsMargins()
        width = scroll.viewport().width() - margins.left() - margins.right()
        spacing = max(0, layout.spacing())
        last = waiting[-1]
        needed = margins.top()
        for index in range(layout.count()):  # what stands above the dial and the offer, and the offer
            item = layout.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None or widget.isHidden():
                continue
            if widget is not dock.dial:
                needed += _height(widget, width)
            needed += spacing
            if widget is last:
                break
        room = scroll.viewport().height() - needed
        dial = max(SMALL_DIAL, room)
        self.shrunk = True
        dock.dial.setMinimumHeight(min(DIAL, dial))
        dock.dial.setMaximumHeight(dial)
        QTimer.singleShot(0, self, self.show_offer)

    def show_offer(self) -> None:
        """The view scrolled to the waiting offer, whole (its top first where it is taller than the view)."""
        scroll = self.scroll()
        waiting = self.waiting()
        if scroll is None or not waiting:
            return
        body = scroll.widget()
        layout = body.layout() if body is not None else None
        if layout is not None:
            layout.activate()
        scroll.ensureWidgetVisible(waiting[-1], 0, 0)
        scroll.ensureWidgetVisible(waiting[0], 0, 0)


def landing(dock: ThreatDock) -> QWidget:
    """Where Go to the threat lands: a failed single attack's harm field while it waits, else the
    button of its roll while due, else the dial; the view on the offer."""
    harm = dock.single_harm.waiting_field()
    roll = dock.single_roll.button
    target: QWidget = harm if harm is not None else roll if not roll.isHidden() else dock.dial
    if target is not dock.dial:
        offer_fit = getattr(dock, "offer_fit", None)
        if isinstance(offer_fit, OfferFit):
            offer_fit.show_offer()
            QTimer.singleShot(0, offer_fit, offer_fit.show_offer)  # the dock just brought forward: once laid out
    return target
