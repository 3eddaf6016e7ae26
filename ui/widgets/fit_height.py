"""A window as tall as its wrapped lines need at its width.

Qt sizes a window by its layout's least size, which does not count a label wrapped to more lines
than its row was given (a form's label that wraps to three lines in Spanish: "Multiplicador de
daño (tipo y localización)"): the window stayed at the height of two, and the next row was
painted over the third line.  :func:`fit_height` makes the window's least height the height its
layout needs for its width, once shown and whenever its contents or its width change; shown, it is
placed over its window's middle at that size, whole on the screen (:mod:`ui.widgets.placement`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ui.widgets.placement import centre, keep_on_screen

LOOK = (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.LayoutRequest)


class FitsHeight(QObject):
    """The filter, a child of the window it fits (its parent)."""

    queued = False
    #: shown and not yet placed at its settled size: placed over its window's middle once fitted
    placing = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.parent() and event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow():
            self.placing = True
            centre(watched)  # at once, and again at the size its wrapped lines give it (:meth:`fit`)
        if watched is self.parent() and event.type() in LOOK and not self.queued:
            self.queued = True
            QTimer.singleShot(0, self, self.fit)  # once the layout has taken the change
        return False

    def fit(self) -> None:
        self.queued = False
        window = self.parent()
        if not isinstance(window, QWidget):
            return
        layout = window.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = max(layout.minimumSize().height(), layout.totalHeightForWidth(window.width()))
            if need != window.minimumHeight():
                window.setMinimumHeight(need)  # taller than it is: Qt makes it that tall
                keep_on_screen(window)  # grown past the screen's bottom: moved up, whole
        if self.placing and window.isVisible():  # the first Damage dialog opened at the screen's corner,
            self.placing = False  # its title bar off the top: over the window's middle, whole on the screen
            centre(window)


def fit_height(window: QWidget) -> FitsHeight:
    """Keep ``window`` (a dialog) as tall as its wrapped lines need at its width."""
    found = window.findChild(FitsHeight)
    if isinstance(found, FitsHeight):
        return found
    fits = FitsHeight(window)
    window.installEventFilter(fits)
    return fits
