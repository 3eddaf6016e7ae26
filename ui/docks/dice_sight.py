"""The dice dock's odds in sight when another dock sets a roll up in it (the fight list's F, the
Threat panel's single attack, a mess-up's single attack): the dock comes forward with the focus on
its Roll button or its typed dice, and the view scrolls so that the odds line and the typed dice both
show, where they fit together (a 1366×768 laptop's short dock showed the typed dice under a view
scrolled past the odds, the GM typing dice for a roll whose chances he could not see); where they
do not, the typed dice show, with as much of the odds above them as the view holds.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget


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
