"""Several consoles on one campaign: the write lock and the news of a change, per database engine.

- **SQLite**: a write transaction begins ``BEGIN IMMEDIATE`` (:mod:`app.store.sqlite_file`), so it
  holds the write lock before it reads, and reads the log's newest id with it; other consoles see a
  change by watching that id.
- **PostgreSQL**: a write transaction first takes a transaction-level advisory lock (one campaign per
  database: one key), so two consoles' commands run one after the other and each reads what the
  other committed; each commit sends ``NOTIFY deadwatch`` with the newest log event's id, which every
  other console's :class:`ChangeListener` hears at once (the watch of the log stays as a fallback).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine

#: the advisory lock's key: "Dead" in ASCII (one campaign per database)
LOCK_KEY = 0x44656164
CHANNEL = "deadwatch"


def _is_postgres(session: Any) -> bool:
    return bool(session.get_bind().dialect.name == "postgresql")


def lock_for_write(session: Any) -> None:
    """Inside a write transaction, before it reads: wait for any other console's write to end."""
    if _is_postgres(session):
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})


def newest_at_begin(session: Any) -> int | None:
    """The newest log event's id as the write transaction of ``session`` found it when it began (on
    SQLite, read with its ``BEGIN IMMEDIATE``), or None when it was not read there."""
    from app.store.sqlite_file import NEWEST_AT_BEGIN

    newest = session.connection().info.pop(NEWEST_AT_BEGIN, None)
    return None if newest is None else int(newest)


def announce(session: Any, newest: int) -> None:
    """Inside a write transaction, before its commit: tell the other consoles (sent at the commit)."""
    if _is_postgres(session):
        session.execute(text("SELECT pg_notify(:channel, :payload)"), {"channel": CHANNEL, "payload": str(newest)})


class ChangeListener:
    """A PostgreSQL connection of its own that listens for other consoles' commits.

    ``fileno()`` is its socket, for the window to watch; ``drain()`` reads what arrived, without
    waiting.  On SQLite there is nothing to listen to (:func:`listener_for` gives None)."""

    def __init__(self, engine: Engine) -> None:
        import psycopg

        url = engine.url.set(drivername="postgresql")
        self.connection = psycopg.connect(url.render_as_string(hide_password=False), autocommit=True)
        self.connection.execute(f"LISTEN {CHANNEL}")

    def fileno(self) -> int:
        return self.connection.fileno()

    def drain(self) -> list[str]:
        """The payloads that arrived (empty when none); raises when the connection is gone."""
        return [n.payload for n in self.connection.notifies(timeout=0)]

    def close(self) -> None:
        self.connection.close()


def listener_for(engine: Engine) -> ChangeListener | None:
    if engine.dialect.name != "postgresql":
        return None
    try:
        return ChangeListener(engine)
    except Exception:  # the server out of reach a moment: the watch of the log goes on without it
        return None
