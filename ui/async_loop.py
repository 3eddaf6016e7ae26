"""The asyncio loop on Qt's event loop, made when something first needs it (the LAN share).

Deadwatch runs Qt's own loop (``QApplication.exec``); qasync and asyncio load only when the GM
first starts sharing the player view, not before the window is shown.
"""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QApplication

_loop: asyncio.AbstractEventLoop | None = None


def qt_loop() -> asyncio.AbstractEventLoop:
    """The asyncio loop that runs inside the Qt event loop already running (made on first call)."""
    global _loop
    if _loop is None or _loop.is_closed():
        import qasync

        _loop = qasync.QEventLoop(QApplication.instance(), already_running=True)
        asyncio.set_event_loop(_loop)
    return _loop


def release() -> None:
    """Let go of the loop, which stays open, so that this thread has no running asyncio loop again
    (for tests that run ``asyncio.run`` after a window has shared)."""
    global _loop
    if _loop is not None:
        asyncio._set_running_loop(None)
        asyncio.set_event_loop(None)
        _loop = None
