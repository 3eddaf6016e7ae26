"""A single attack's offer in view: while the threat dock offers "Roll <name>'s single attack" or a
failed roll's harm (:mod:`ui.docks.threat_single`), the offer is whole inside the dock's view,
whatever its height (at 1366×768 the tall dial left the button a sliver at the view's bottom edge,
and Go to the threat, Ctrl+7, landed on the dial above it).

While an offer waits, the dial keeps its size (it shrank to a sliver for a failed single attack's
harm, its level no longer read), and the dock's view scrolls to the offer when it comes, when the
view changes size and when Go to lands on it; when the offer goes the view is back at its top, the
dial whole (the harm dealt left
the panel scrolled down, the dial half out of sight).  The threat step's question
(:mod:`ui.docks.threat_question`) sizes the dial while it asks; the offer's fit follows once it is
answered or cancelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock


class OfferFit(QObject):
    """Keeps the threat dock's waiting offer in view: it watches the offers come and go (and the
    dock's view change size) and scrolls the view to them.  ``shrunk``: the view was scrolled for
    an offer (the name kept from when the dial gave up its room)."""

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
        """The view on the waiting offer, the dial its own size above it (the dial shrunk to a
        sliver for a failed single attack's harm); with none, the view back at its top."""
        dock = self.dock
        if dock.pending:  # the step's question sizes the dial while it asks
            return
        scroll = self.scroll()
        if not self.waiting() or scroll is None:
            if self.shrunk:
                self.shrunk = False
                if scroll is not None:
                    scroll.verticalScrollBar().setValue(0)
            return
        self.shrunk = True  # the view scrolled for the offer: back at its top once it goes
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
