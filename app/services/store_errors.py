"""Writes the file or the disk refuses, as refusals a GM can read.

A full disk, a file made read-only while open, a campaign another program holds locked: the
transaction is rolled back (nothing changed), and the action is refused with a message that says
what happened and what to do.  Once there is room again, or the other program lets go, the GM goes on.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.exc import DBAPIError

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError

DISK_FULL = QT_TRANSLATE_NOOP(
    "log", "The disk is full: this action was not saved. Free some space and do it again; nothing was lost."
)
READ_ONLY = QT_TRANSLATE_NOOP("log", "The campaign file cannot be written now (read-only): this action was not saved.")
BUSY = QT_TRANSLATE_NOOP(
    "log", "The campaign is busy in another window or program: this action was not saved. Do it again in a moment."
)
UNREACHABLE = QT_TRANSLATE_NOOP(
    "log",
    "The campaign's database server cannot be reached: this action was not saved. Do it again once the network is back; nothing was lost.",  # noqa: E501
)
NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "log", "The campaign file could not be written: this action was not saved. Nothing was lost."
)


def refusal_for(exc: BaseException) -> CommandError:
    """The refusal a failed write gets, by the driver's error (SQLite's result codes where known)."""
    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    text = str(orig).lower()
    if isinstance(exc, DBAPIError) and not isinstance(orig, sqlite3.Error):
        if exc.connection_invalidated or "connect" in text or "server closed" in text or "terminat" in text:
            return CommandError(UNREACHABLE)
    code = getattr(orig, "sqlite_errorcode", None)
    if code == sqlite3.SQLITE_FULL or "disk is full" in text or "no space left" in text:
        return CommandError(DISK_FULL)
    if code == sqlite3.SQLITE_READONLY or "readonly" in text or "read-only" in text:
        return CommandError(READ_ONLY)
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in text or "busy" in text:
        return CommandError(BUSY)
    return CommandError(NOT_WRITTEN)


@contextmanager
def writing() -> Iterator[None]:
    """Turn the database's refusal of a write into a CommandError (the session rolls back)."""
    try:
        yield
    except DBAPIError as exc:  # a file that says no, or a database server that went away
        raise refusal_for(exc) from exc
    except (sqlite3.Error, OSError) as exc:
        raise refusal_for(exc) from exc
