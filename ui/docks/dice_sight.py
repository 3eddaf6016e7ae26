"""The dice dock's odds in sight when another dock sets a roll up in it (the fight list's F, the
Threat panel's single attack, a mess-up's single attack): the dock comes forward with the focus on
its Roll button or its typed dice, and the view scrolls so that the odds line and the typed dice both
show, where they fit together (a 1366×768 laptop's short dock showed the typed dice under a view
scrolled past the odds, the GM typing dice for a roll whose chances he could not see); where they
do not, the typed dice show, with as much of the odds above them as the view holds.

The typed dice also stay in sight while they have the focus (:class:`FacesInSight`): Ctrl+K from
inputs the GM had scrolled down to (the penalties, the recent rolls) left the field above the view,
the faces typed where he could not see them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QScrollArea, QWidget


def odds_and_faces(scroll: QScrollArea, odds: QWidget, faces: QWidget) -> None:
    """Scroll ``scroll`` (now, and again once the roll's form is laid out) to show ``odds`` and ``faces``."""
    _scroll(scroll, odds, faces)
    QTimer.singleShot(0, scroll, lambda: _scroll(scroll, odds, faces))


def _scroll(scroll: QScrollArea, odds: QWidget, faces: QWidget) -> None:
    body = scroll.widget()
    if body is None:
        return
    layout = body.layout()
    if layout is not None:
        layout.activate()
    top = odds.mapTo(body, QPoint(0, 0)).y() if not odds.isHidden() else faces.mapTo(body, QPoint(0, 0)).y()
    bottom = faces.mapTo(body, QPoint(0, 0)).y() + faces.height()
    bar = scroll.verticalScrollBar()
    seen = scroll.viewport().height()
    if bottom - top > seen:  # not both: the typed dice at the view's bottom, the odds' end above them
        bar.setValue(bottom - seen)
    elif top < bar.value():
        bar.setValue(top)
    elif bottom > bar.value() + seen:
        bar.setValue(bottom - seen)


def whole_in_view(scroll: QScrollArea, widget: QWidget) -> bool:
    """Whether all of ``widget`` shows in ``scroll``'s view."""
    view = scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


class FacesInSight(QObject):
    """Keeps the typed dice ``faces`` in ``scroll``'s view while they have the focus: on coming
    in (by a key that does not scroll, such as Ctrl+K) and at each change of their text, the view
    scrolls to them and the odds above them (:func:`odds_and_faces`) when the field is not whole
    in sight; a field in sight is left where it is."""

    def __init__(self, scroll: QScrollArea, odds: QWidget, faces: QLineEdit, below: QWidget | None = None) -> None:
        super().__init__(faces)
        self.scroll, self.odds, self.faces = scroll, odds, faces
        #: what the field takes, said under it ("Table dice: 2 dice for the D66, …"): in sight with it where both fit
        self.below = below
        faces.installEventFilter(self)
        faces.textChanged.connect(self._typed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.faces and event.type() == QEvent.Type.FocusIn:
            self.keep()
        return False

    def _typed(self, _text: str) -> None:
        if self.faces.hasFocus():
            self.keep()

    def keep(self) -> None:
        """The field in sight, with the odds where they fit; nothing moves when it already shows."""
        if self.faces.isVisible() and not whole_in_view(self.scroll, self.faces):
            odds_and_faces(self.scroll, self.odds, self.faces)
        below = self.below
        if self.faces.isVisible() and below is not None and below.isVisible() \
                and not whole_in_view(self.scroll, below):
            _below_too(self.scroll, self.faces, below)


def _below_too(scroll: QScrollArea, faces: QWidget, below: QWidget) -> None:
    """Scroll down just enough for ``below`` (the line under the typed dice) to show whole, where the
    typed dice still show above it; else leave the view as it is."""
    body = scroll.widget()
    if body is None:
        return
    top = faces.mapTo(body, QPoint(0, 0)).y()
    bottom = below.mapTo(body, QPoint(0, 0)).y() + below.height()
    bar = scroll.verticalScrollBar()
    seen = scroll.viewport().height()
    if bottom - top <= seen and bottom > bar.value() + seen:
        bar.setValue(bottom - seen)


def refusal_and_offer(scroll: QScrollArea, line: QWidget, offer: QWidget) -> None:
    """Scroll ``scroll`` to show a refusal ``line`` and, below it, the ``offer`` of the roll before
    it speaks of ("Below: the roll before, shown for its damage still offered"): both where they fit
    together, else the offer with as much above it as the view holds (a third shot refused at
    1366×768 left the second's "Apply 6 damage" under the fold, the line pointing at nothing)."""
    body = scroll.widget()
    if body is None or not offer.isVisible():
        return
    layout = body.layout()
    if layout is not None:
        layout.activate()
    top = line.mapTo(body, QPoint(0, 0)).y() if line.isVisible() else offer.mapTo(body, QPoint(0, 0)).y()
    bottom = offer.mapTo(body, QPoint(0, 0)).y() + offer.height()
    bar = scroll.verticalScrollBar()
    seen = scroll.viewport().height()
    if bottom - top > seen or bottom > bar.value() + seen:
        bar.setValue(bottom - seen)
    elif top < bar.value():
        bar.setValue(top)


class OfferInSight(QObject):
    """Keeps a refusal's line and the offer below it in ``scroll``'s view (:func:`refusal_and_offer`)
    while the dock lays itself out after the refusal (the roll's form set up again above them grew by
    a screen's third and pushed them back under the fold), until the GM moves the focus, the line
    says something else or the offer goes."""

    def __init__(self, scroll: QScrollArea, line: QLabel, offer: QWidget) -> None:
        super().__init__(offer)
        self.scroll, self.line, self.offer = scroll, line, offer
        self.said = line.text()
        self._pending = False
        self._stopped = False
        body = scroll.widget()
        if body is not None:
            body.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.stop)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._place)
        return False

    def _place(self) -> None:
        self._pending = False
        if self._stopped:
            return
        if self.line.text() != self.said or not self.offer.isVisible():
            self.stop()
            return
        refusal_and_offer(self.scroll, self.line, self.offer)

    def stop(self, *_args: object) -> None:
        if self._stopped:
            return
        self._stopped = True
        body = self.scroll.widget()
        if body is not None:
            body.removeEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self.stop)
        self.deleteLater()


def result_top(scroll: QScrollArea, body: QWidget, view: QWidget) -> None:
    """Scroll the dock to the result ``view``'s top (as much of it as the dock holds): rolled with
    Ctrl+R while the dock was scrolled down to its inputs, the result was out of sight."""
    layout = body.layout()
    if layout is not None:
        layout.activate()
    bar = scroll.verticalScrollBar()
    top = view.mapTo(body, QPoint(0, 0)).y()
    seen = scroll.viewport().height()
    tall = min(view.height(), seen)
    if top < bar.value():
        bar.setValue(top)
    elif top + tall > bar.value() + seen:
        bar.setValue(top + tall - seen)


def result_whole(scroll: QScrollArea, body: QWidget, view: QWidget) -> None:
    """The result ``view`` and its offers scrolled into the dock's view after a roll (below the form
    and the faces now, they were a screen or more down in a small dock): whole where they fit, else
    from their top."""
    if not view.isVisible():
        return
    port = scroll.viewport()
    top = view.mapTo(body, QPoint(0, 0)).y()
    bar = scroll.verticalScrollBar()
    if view.height() > port.height():
        bar.setValue(top)
    elif top < bar.value() or top + view.height() > bar.value() + port.height():
        bar.setValue(top + view.height() - port.height())


class ResultInSight(QObject):
    """Keeps a roll's result ``view`` and its offers whole in ``scroll``'s view (:func:`result_whole`)
    while the dock lays itself out after the roll (the roll's form above it settled a few pixels
    taller a moment later and pushed the last offer, "Apply 2 damage to Walker", under the fold at
    1366×768), until the GM moves the focus or the result goes."""

    def __init__(self, scroll: QScrollArea, body: QWidget, view: QWidget) -> None:
        super().__init__(view)
        self.scroll, self.body, self.view = scroll, body, view
        self._pending = False
        self._stopped = False
        body.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.stop)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._place)
        return False

    def _place(self) -> None:
        self._pending = False
        if self._stopped:
            return
        if not self.view.isVisible():
            self.stop()
            return
        result_whole(self.scroll, self.body, self.view)

    def stop(self, *_args: object) -> None:
        if self._stopped:
            return
        self._stopped = True
        self.body.removeEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self.stop)
        self.deleteLater()
