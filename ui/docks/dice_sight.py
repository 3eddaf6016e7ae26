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
from PySide6.QtWidgets import QLineEdit, QScrollArea, QWidget


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

    def __init__(self, scroll: QScrollArea, odds: QWidget, faces: QLineEdit) -> None:
        super().__init__(faces)
        self.scroll, self.odds, self.faces = scroll, odds, faces
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
