"""Several consoles on one campaign: noticing another console's changes.

Before each write (inside its transaction, once the write lock is taken) and whenever the window asks
(:meth:`ConsoleWatch.poll`, a few times a second, and at once when PostgreSQL's NOTIFY arrives), the
campaign service compares the newest log event's id with the one it knows: a change made elsewhere
makes it forget what it kept and tell every screen to read the campaign again.

:class:`ConsoleWatch` owns the newest event this console knows of and the PostgreSQL listener; what
to forget is the service's, handed in as ``forget``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlmodel import Session

from app.services.log_statements import NEWEST
from app.store.consoles import listener_for, lock_for_write, newest_at_begin


class ConsoleWatch:
    """The newest log event this console knows of (its own, or one it has told the screens of)."""

    def __init__(self, engine: Any, seen: int, forget: Callable[[], None]) -> None:
        self.engine = engine
        #: the newest log event this service knows of (its own, or one it has told the screens of)
        self.seen = seen
        self._forget = forget
        self._listener: Any = None  # a ChangeListener once the window asks (PostgreSQL only)

    def saw(self, event_id: int) -> None:
        """This console wrote ``event_id`` (or told the screens of it)."""
        self.seen = max(self.seen, event_id)

    def went_back(self, event_id: int) -> None:
        """This console removed the newest events (a session taken back): ``event_id`` is the newest now
        (kept higher, the next look would take its own removal for another console's change)."""
        self.seen = event_id

    def check(self, s: Session) -> bool:
        """Inside a write: whether another console wrote since this service last looked; if so, what
        the service kept is forgotten (read again in ``s`` and after)."""
        lock_for_write(s)
        newest = newest_at_begin(s)  # read as the transaction began, on SQLite
        if newest is None:
            newest = s.execute(NEWEST).scalar() or 0
        if newest == self.seen:
            return False
        self._forget()
        return True

    def poll(self) -> bool:
        """Whether another window or process changed the campaign since this service last looked;
        if so, what the service kept is forgotten (the service then tells every screen).  Cheap: one
        query of the newest log event's id (the window asks a few times a second)."""
        if self._listener is not None:
            try:
                self._listener.drain()
            except Exception:  # the server dropped the connection: listen again once it is back
                self._listener.close()
                self._listener = None
        try:
            with Session(self.engine, expire_on_commit=False) as s:
                newest = s.execute(NEWEST).scalar() or 0
        except Exception:  # the file went away or the server is out of reach: look again next time
            return False
        if newest == self.seen:
            return False
        self.seen = newest
        self._forget()
        return True

    def listen(self) -> int | None:
        """Start listening for other consoles' commits where the database can say (PostgreSQL);
        returns the socket to watch (then call :meth:`poll` when it is readable), or None."""
        if self._listener is None:
            self._listener = listener_for(self.engine)
        return self._listener.fileno() if self._listener is not None else None

    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
