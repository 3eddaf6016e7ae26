"""Start-up probe for a child process: when the main window first paints, and when every visible
dock has painted once.  Imports only PySide6, so the floor program stays bare.

The probe watches the main window and its docks only, not the whole application: an event filter
on the application is a call into Python for every event of every widget, and Deadwatch's window
sends about ten thousand of them while it is built (the floor's, a few hundred), which made the
probe itself cost Deadwatch about a hundred milliseconds the floor did not pay.

So the probe starts with a zero-timer, which runs at the event loop's first turn, once the program
has built and shown its window.  The window paints for the first time when it handles its first
Expose (Qt then marks it ``WA_Mapped``):

- if that has happened by the probe's first turn, "shown" is now (the first zero-timer after the
  first paint);
- if not, the probe filters the window's events and "shown" is the first zero-timer after its
  first Paint.

"drawn" is the first zero-timer after every visible dock received a Paint (each dock drawn with
what it holds).  A window that paints before its content is there says so with the dynamic property
``campaignOpen`` (False until the campaign is open, then True): dock paints before that do not
count, and when it turns True every visible dock is asked to repaint, so "drawn" is the campaign
drawn, not the empty docks.  Then the window is closed and the child prints one JSON line with
the wall-clock times (``time.time()``) and which heavy modules were already imported at the first
paint.

"usable" (issue 43) is the first zero-timer after a first GM action, taken once the window is
drawn, has been committed and returned (``act``, given by the program: tests/bench/usable_child.py
raises the threat a step with its reason, as the GM does with + and 1).  A program without an
action (the floors) is usable when it is drawn.  With ``exit_at_once`` the child leaves right after
printing its line (``os._exit``), so that a count of its instructions ends at "usable".
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from tests.bench.vmhwm import vm_hwm_kib

#: modules that should not stand before the first paint (database, web server, QR codes, event loop glue)
HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "pydantic", "aiohttp", "segno", "qasync")

PAINT = QEvent.Type.Paint
PROPERTY = QEvent.Type.DynamicPropertyChange


def peak_kib() -> int | None:
    """This process's peak resident memory since it started (Linux's VmHWM), or None elsewhere.

    Not ``ru_maxrss``: at exec the kernel keeps the resident peak of the process that forked the
    child, so every child of the benchmark (which holds the campaigns it built) read at least the
    benchmark's own size, 144 MiB for a bare window that needs 57."""
    return vm_hwm_kib()


class StartupProbe(QObject):
    def __init__(
        self,
        app: QApplication,
        act: Callable[[QMainWindow], None] | None = None,
        exit_at_once: bool = False,
    ) -> None:
        super().__init__(app)
        self.app = app
        self.act = act
        self.exit_at_once = exit_at_once
        self.times: dict[str, float] = {}
        self.heavy: list[str] = []
        self.painted: set[int] = set()
        self.window: QMainWindow | None = None
        self.watched: set[int] = set()
        self.seen_paint = False
        self.docks = 0
        self.closing = False
        QTimer.singleShot(0, self._attach)

    def _attach(self) -> None:
        """The event loop's first turn: find the shown main window and watch it and its docks."""
        windows = [w for w in self.app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
        if not windows:
            QTimer.singleShot(1, self._attach)
            return
        self.window = windows[0]
        self.window.installEventFilter(self)
        self._watch_docks()
        if self.window.testAttribute(Qt.WidgetAttribute.WA_Mapped):
            self._first_paint()

    def _watch_docks(self) -> None:
        assert self.window is not None
        for dock in self.window.findChildren(QDockWidget):
            if id(dock) not in self.watched:
                self.watched.add(id(dock))
                dock.installEventFilter(self)

    def _first_paint(self) -> None:
        if not self.seen_paint:
            self.seen_paint = True
            self.heavy = sorted(m for m in HEAVY if m in sys.modules)
            QTimer.singleShot(0, lambda: self.mark("shown"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if obj is self.window:
            if kind == PAINT:
                self._first_paint()
            elif kind == PROPERTY and self._ready():
                self.painted.clear()  # the docks hold the campaign now: they count from their next paint
                self._watch_docks()
                for dock in self.window.findChildren(QDockWidget):
                    dock.update()
            return False
        if kind != PAINT or self.closing or not self._ready() or not isinstance(obj, QDockWidget):
            return False
        if id(obj) not in self.painted:
            self.painted.add(id(obj))
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
        if self.act is not None:
            assert self.window is not None
            self.act(self.window)
            QTimer.singleShot(0, self.report)
        else:
            self.mark("usable")
            self.report()

    def report(self) -> None:
        self.mark("usable")
        data = {**self.times, "docks": self.docks, "heavy": self.heavy, "peak_kib": peak_kib()}
        print(json.dumps(data), flush=True)
        if self.exit_at_once:
            os._exit(0)
        assert self.window is not None
        self.window.close()
