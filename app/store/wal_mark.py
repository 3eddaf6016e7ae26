"""A leftover -wal that belongs to another file: found at open, and set aside rather than applied.

When Deadwatch (or the machine) stops without closing a campaign, the last changes wait in the
campaign's -wal beside it, and SQLite applies them when the file opens next.  SQLite cannot tell
whether that -wal was written over *this* file: a GM who, after a crash, copies a backup (or
another campaign) over the campaign file, gets the old session's pages laid over the copy — one
campaign's name holding another's characters, with SQLite's integrity check passing.

So every console that opens a campaign for writing marks it, and marks it again at each of its
checkpoints (SQLite's own are turned off): a random number in the file's header (``PRAGMA
user_version``, written through the -wal, then checkpointed), and the same number appended to the
list in ``<campaign>-mark`` beside it first, under the write lock.  The header moves only forward
along that list (a checkpoint copies committed pages in their order), and once it has moved the
numbers before it are dropped.  So at the next open, reading the header as the file holds it
(``immutable``, the -wal not applied):

- a number on the list: the -wal is this file's, and SQLite applies it as ever (the list loses the
  numbers before it, which the header can never hold again);
- any other number (a copy put in its place, another campaign, a file of an older Deadwatch): the
  -wal is another file's.  It is moved aside as ``<campaign>-wal.set-aside-<time>`` (kept, never
  deleted), and the campaign opens as its file is.

No list beside the file (a campaign from before the marks, or moved without it) tells nothing: the
file opens as before.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine

from app.store.sqlite_file import BUSY_TIMEOUT, open_campaign_files, resolved

MARK_SUFFIX = "-mark"
#: a -wal of its header only (32 bytes) holds no change
WAL_HEADER = 32


def mark_path(path: Path) -> Path:
    return path.with_name(path.name + MARK_SUFFIX)


def read_marks(path: Path) -> list[int] | None:
    """The numbers the campaign's header may hold, oldest first; None without a readable list."""
    try:
        data = json.loads(mark_path(path).read_text(encoding="utf-8"))
        marks = data["marks"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not isinstance(marks, list) or not all(isinstance(m, int) for m in marks):
        return None
    return marks


def _write_marks(path: Path, marks: list[int], synced: bool = True) -> None:
    """Write the list whole (a file beside it, renamed over it).  ``synced``: on the disk before
    this returns; a trim need not be (lost, the list keeps numbers the header is past: the check
    is only weaker, it never takes the file's own -wal for another's)."""
    target = mark_path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as out:
            json.dump({"format": 1, "marks": marks}, out)
            if synced:
                out.flush()
                os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)  # a full disk leaves no half-written file in the GM's folder
        raise


def header_mark(path: Path) -> int:
    """The number in the file's own header, its -wal not applied (SQLite reads it: no descriptor
    of Deadwatch's own touches a campaign file)."""
    con = sqlite3.connect(f"{resolved(path).as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return int(con.execute("PRAGMA user_version").fetchone()[0])
    finally:
        con.close()


def _wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def foreign_wal(path: Path) -> bool:
    """Whether the -wal beside ``path`` holds changes written over another file."""
    if resolved(path) in open_campaign_files():  # open here: its -wal is live
        return False
    try:
        if _wal(path).stat().st_size <= WAL_HEADER:
            return False
    except OSError:
        return False
    marks = read_marks(path)
    if marks is None:
        return False
    try:
        return header_mark(path) not in marks
    except sqlite3.Error:
        return False  # unreadable: the open that follows says why


def set_aside(path: Path) -> Path:
    """Move the -wal beside ``path`` aside (kept as ``…-wal.set-aside-<time>``) with its index."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}-wal.set-aside-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}-wal.set-aside-{stamp}-{n}")
    os.replace(_wal(path), target)
    path.with_name(path.name + "-shm").unlink(missing_ok=True)
    return target


def _locked(raw: sqlite3.Connection, work: Callable[[], None]) -> None:
    """``work()`` under the campaign's write lock (taken, then let go with nothing else written)."""
    raw.execute("BEGIN IMMEDIATE")
    try:
        work()
        raw.execute("COMMIT")
    except BaseException:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise


def _add_mark(raw: sqlite3.Connection, path: Path) -> None:
    current = header_mark(path)
    marks = read_marks(path) or []
    kept = marks[marks.index(current) :] if current in marks else [current]
    new = current
    while new in kept:
        new = secrets.randbelow(2**31 - 1) + 1
    _write_marks(path, [*kept, new])  # the list first: a crash before the commit leaves the header on it
    raw.execute(f"PRAGMA user_version = {new}")


def _trim(path: Path) -> None:
    """Forget the numbers before the header's: it never goes back to them."""
    current = header_mark(path)
    marks = read_marks(path)
    if marks and current in marks and marks.index(current) > 0:
        _write_marks(path, marks[marks.index(current) :], synced=False)


def mark(raw: sqlite3.Connection, path: Path) -> bool:
    """A new mark for the campaign, checkpointed (see the module's text); ``raw`` holds no
    transaction.  Done when a console opens the campaign and whenever its -wal has grown past
    :data:`CHECKPOINT_BYTES` (SQLite's own checkpoints are off: each one a mark of its own, a copy
    of the file made by hand before it is not taken for the file after it).  True when the
    checkpoint copied the whole -wal."""
    _tried.pop(path, None)
    _locked(raw, lambda: _add_mark(raw, path))
    busy, frames, copied = raw.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    _locked(raw, lambda: _trim(path))
    return not busy and frames == copied  # all copied: the next write starts the -wal over


#: the -wal's size past which a console checkpoints it, with a new mark: SQLite's own default
#: (1,000 pages of 4 KiB).  A checkpointed -wal is cut back to a quarter of it when the next write
#: starts it over (``journal_size_limit``, set by :func:`watch`), so its size
#: tells how much it holds.
CHECKPOINT_BYTES = 4096 * 1000
_tried: dict[Path, int] = {}  # campaign → its -wal's size after this process's last checkpoint


def _lock_free(raw: sqlite3.Connection) -> bool:
    """Whether the campaign's write lock can be had at once (taken and let go): a checkpoint after
    an action never waits for it, since a GM action waits for the checkpoint."""
    try:
        raw.execute("PRAGMA busy_timeout = 0")
        try:
            raw.execute("BEGIN IMMEDIATE")
        finally:
            raw.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
    except sqlite3.OperationalError:
        return False
    raw.execute("ROLLBACK")
    return True


def checkpoint_if_due(raw: sqlite3.Connection, path: Path) -> None:
    """After a connection's work: a -wal past :data:`CHECKPOINT_BYTES` is checkpointed, with a new
    mark (a mark that cannot be written, on a full disk, still lets the checkpoint run).  A -wal
    that a checkpoint could not start over (another console reading all along) is tried again
    once it has grown by a quarter more, not after every action."""
    try:
        size = _wal(path).stat().st_size
    except OSError:
        return
    if size < CHECKPOINT_BYTES or size < _tried.get(path, 0) + CHECKPOINT_BYTES // 4:
        return
    whole = False
    try:
        if not _lock_free(raw):  # another console writing now: tried again at the next action's end
            return
        whole = mark(raw, path)
    except (OSError, sqlite3.Error):
        try:
            busy, frames, copied = raw.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            whole = not busy and frames == copied
        except sqlite3.Error:
            pass  # busy or full: tried again as the -wal grows
    try:
        _tried[path] = 0 if whole else _wal(path).stat().st_size
    except OSError:
        _tried.pop(path, None)


def watch(engine: Engine, path: Path) -> None:
    """Deadwatch's checkpoints on a campaign engine that writes: SQLite's own off on each connection
    (and a checkpointed -wal cut back when it starts over, so its size tells what it holds), and
    :func:`checkpoint_if_due` as each connection goes back to the pool."""

    def connected(raw: object, _record: object) -> None:
        if isinstance(raw, sqlite3.Connection):
            raw.execute("PRAGMA wal_autocheckpoint=0")
            raw.execute(f"PRAGMA journal_size_limit={CHECKPOINT_BYTES // 4}")

    # the engine's connections out of the pool: a read made in the middle of an action (on a second
    # connection, while the first holds the write lock) came back to the pool and waited the whole
    # busy timeout (10 s) for the lock its own action held, to checkpoint: only the last connection
    # back checkpoints, when no other of this console can be holding the lock
    out = [0]
    counting = threading.Lock()

    def taken(_raw: object, _record: object, _proxy: object) -> None:
        with counting:
            out[0] += 1

    def returned(raw: object, _record: object) -> None:
        with counting:
            out[0] = max(0, out[0] - 1)
            last = out[0] == 0
        if last and isinstance(raw, sqlite3.Connection) and not raw.in_transaction:
            checkpoint_if_due(raw, path)

    event.listen(engine, "connect", connected)
    event.listen(engine, "checkout", taken)
    event.listen(engine, "checkin", returned)
