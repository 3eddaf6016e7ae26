"""Files dropped on the main window are imported as File → Import characters imports them: the
preview first, then Enter imports them as one action.

The roster owns the drop (:mod:`ui.docks.roster_menu` installs it on the window the roster is in);
only local files are taken, and only while a campaign is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget


def dropped_paths(event: QDropEvent | QDragEnterEvent) -> list[str]:
    data = event.mimeData()
    if data is None or not data.hasUrls():
        return []
    return [url.toLocalFile() for url in data.urls() if url.isLocalFile() and url.toLocalFile()]


class FileDrop(QObject):
    """Takes files dropped anywhere on ``window`` and hands their paths to ``take`` (after the drop
    is over: the preview is a modal dialog); ``ready()`` says whether a campaign is open."""

    def __init__(self, window: QWidget, ready: Callable[[], bool], take: Callable[[list[str]], object]) -> None:
        super().__init__(window)
        self._ready = ready
        self._take = take
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDragEnterEvent | QDropEvent):
            if self._ready() and dropped_paths(event):
                event.acceptProposedAction()
                return True
            return False
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            paths = dropped_paths(event)
            if not paths or not self._ready():
                return False
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self._take(paths))
            return True
        return super().eventFilter(watched, event)
