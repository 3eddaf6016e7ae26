"""Start-up probe for a child process: when the main window first paints, and when every visible
dock has painted once.  Imports only PySide6, so the floor program stays bare.

The probe filters the application's events.  "shown" is the first zero-timer after the main window
received its first Paint event (the frame is on the screen); "drawn" the first zero-timer after
every visible dock widget received one (each dock drawn with what it holds).  A window that paints
before its content is there says so with the dynamic property ``campaignOpen`` (False until the
campaign is open, then True): dock paints before that do not count, and when it turns True every
visible dock is asked to repaint, so "drawn" is the campaign drawn, not the empty docks.  Then the
window is closed and the child prints one JSON line with the wall-clock times (``time.time()``)
and which heavy modules were already imported at the first paint.
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

#: modules that should not stand before the first paint (database, web server, QR codes, event loop glue)
HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "pydantic", "aiohttp", "segno", "qasync")


class StartupProbe(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.times: dict[str, float] = {}
        self.heavy: list[str] = []
        self.painted: set[int] = set()
        self.window: QMainWindow | None = None
        self.docks = 0
        self.closing = False
        app.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.DynamicPropertyChange and obj is self.window and self._ready():
            self.painted.clear()  # the docks hold the campaign now: they count from their next paint
            for dock in self.window.findChildren(QDockWidget):
                dock.update()
            return False
        if event.type() != QEvent.Type.Paint or self.closing or not isinstance(obj, QWidget):
            return False
        window = obj.window()
        if not isinstance(window, QMainWindow):
            return False
        if self.window is None:
            self.window = window
            self.heavy = sorted(m for m in HEAVY if m in sys.modules)
            QTimer.singleShot(0, lambda: self.mark("shown"))
        if not self._ready():
            return False
        dock = obj if isinstance(obj, QDockWidget) else _dock_of(obj)
        if dock is not None and id(dock) not in self.painted:
            self.painted.add(id(dock))
            if self._all_docks_painted():
                QTimer.singleShot(0, self.finish)
        return False

    def _ready(self) -> bool:
        """Whether the window shows what it is meant to (a window without the property always does)."""
        assert self.window is not None
        return self.window.property("campaignOpen") is not False

    def _all_docks_painted(self) -> bool:
        assert self.window is not None
        visible = [
            d for d in self.window.findChildren(QDockWidget) if d.isVisible() and not d.visibleRegion().isEmpty()
        ]
        self.docks = len(visible)
        return bool(visible) and all(id(d) in self.painted for d in visible)

    def mark(self, name: str) -> None:
        self.times.setdefault(name, time.time())

    def finish(self) -> None:
        if self.closing:
            return
        self.mark("shown")
        self.mark("drawn")
        self.closing = True
        print(json.dumps({**self.times, "docks": self.docks, "heavy": self.heavy}), flush=True)
        assert self.window is not None
        self.window.close()


def _dock_of(widget: QWidget) -> QDockWidget | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QDockWidget):
            return parent
        parent = parent.parentWidget()
    return None
