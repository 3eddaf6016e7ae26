"""Several consoles on one campaign: noticing another console's changes.

Before each write (inside its transaction, once the write lock is taken) and whenever the window asks
(:meth:`ConsoleWatch.poll_external`, a few times a second, and at once when PostgreSQL's NOTIFY
arrives), the campaign service compares the newest log event's id with the one it knows: a change
made elsewhere makes it forget what it kept and tell every screen to read the campaign again.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session

from app.services.changes import ChangeSet
from app.services.log_statements import NEWEST, UNREAD
from app.store.consoles import listener_for, lock_for_write, newest_at_begin


class ConsoleWatch:
    """Part of :class:`app.services.campaign.CampaignService` (which keeps the attributes used)."""

    _seen_event: int
    _listener: Any
    _current: Any
    _characters: dict[int, Any]
    _roster: Any
    _campaign: Any
    _targets: dict[str, Any]
    _done: list[Any]
    engine: Any
    changed: Any
    undoChanged: Any

    # and, from the service: _session() -> Session, _emit(changes, targets)
    _session: Any
    _emit: Any

    def _check_external(self, s: Session) -> bool:
        """Inside a write: whether another console wrote since this service last looked; if so, what
        this service kept is forgotten (read again in ``s`` and after)."""
        lock_for_write(s)
        newest = newest_at_begin(s)  # read as the transaction began, on SQLite
        if newest is None:
            newest = s.execute(NEWEST).scalar() or 0
        if newest == self._seen_event:
            return False
        self._forget()
        return True

    def _forget(self) -> None:
        self._current = UNREAD
        self._characters.clear()
        self._roster = None
        self._campaign = None
        self._targets = {}
        self._done = []

    def poll_external(self) -> bool:
        """Whether another window or process changed the campaign since this service last looked; if
        so, every screen is told to read it again (a change set with ``reset``).  Cheap: one query of
        the newest log event's id (the window asks a few times a second)."""
        if self._listener is not None:
            try:
                self._listener.drain()
            except Exception:  # the server dropped the connection: listen again once it is back
                self._listener.close()
                self._listener = None
        try:
            with self._session() as s:
                newest = s.execute(NEWEST).scalar() or 0
        except Exception:  # the file went away or the server is out of reach: look again next time
            return False
        if newest == self._seen_event:
            return False
        self._seen_event = newest
        self._forget()
        self._emit(ChangeSet.everything())
        self.undoChanged.emit()
        return True

    def listen(self) -> int | None:
        """Start listening for other consoles' commits where the database can say (PostgreSQL);
        returns the socket to watch (then call :meth:`poll_external` when it is readable), or None."""
        if self._listener is None:
            self._listener = listener_for(self.engine)
        return self._listener.fileno() if self._listener is not None else None

    def _told_external(self) -> None:
        self._emit(ChangeSet.everything())
