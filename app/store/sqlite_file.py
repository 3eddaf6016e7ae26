"""A campaign file on SQLite: its engine, its transactions, its copies, and which files are open.

- **Paths are paths.**  The engine connects through ``sqlite3.connect`` with the file's path as it is
  (``creator``), never through a URL that SQLAlchemy or SQLite would parse: ``?``, ``#``, ``%41``,
  spaces, Cyrillic or right-to-left names open the file they name.  A read-only connection uses
  SQLite's URI form with the path percent-encoded (``Path.as_uri``).
- **Transactions begin when Deadwatch says.**  Python's ``sqlite3`` (before 3.12) runs SELECTs outside
  any transaction and begins one only at the first write, so a command read rows that another process
  could change before it wrote them back.  Here the driver's own transaction handling is off
  (``isolation_level=None``) and every SQLAlchemy transaction emits its ``BEGIN``: ``BEGIN IMMEDIATE``
  (the write lock first, then the reads) for an engine made with ``execution_options(immediate=True)``,
  a plain ``BEGIN`` otherwise.  DDL runs inside the transaction too, so a migration is all or nothing.
- **SQLite's locks are never dropped behind its back.**  POSIX locks belong to the process: closing
  *any* descriptor of the campaign file releases all of SQLite's locks on it.  Nothing in Deadwatch
  opens a campaign file but SQLite: copies go through SQLite's backup API, files picked in a dialog are
  checked against :func:`open_campaign_files` before they are read.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import cast

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.pool import QueuePool
from sqlmodel import create_engine

from app.store import campaign_lock

#: how long a write waits for another process's write to finish before it gives up (seconds)
BUSY_TIMEOUT = 10.0
#: the files beside a campaign that are part of it while it is open
SIDE_FILES = ("-wal", "-shm", "-journal", "-mark", "-lock")  # -mark: app.store.wal_mark; -lock: campaign_lock

_open: dict[Path, int] = {}  # resolved path → how many engines of this process have it open
_held: dict[Path, int] = {}  # resolved path → the descriptor of its lock file (app.store.campaign_lock)
_lock = threading.Lock()


def resolved(path: Path | str) -> Path:
    return Path(os.path.abspath(Path(path).expanduser())).resolve()


def _register(path: Path, hold: bool = True) -> None:
    """One more engine of this process on the campaign; the first that may ``hold`` it (not one on a
    file that cannot be written, which leaves nothing beside it) holds it against other processes."""
    with _lock:
        _open[path] = _open.get(path, 0) + 1
        if hold and path not in _held:
            fd = campaign_lock.hold(path)
            if fd is not None:
                _held[path] = fd


def _unregister(path: Path) -> None:
    with _lock:
        left = _open.get(path, 0) - 1
        if left > 0:
            _open[path] = left
            return
        _open.pop(path, None)
        fd = _held.pop(path, None)
        if fd is not None:
            campaign_lock.let_go(path, fd)


def open_campaign_files() -> list[Path]:
    """The campaign files this process has open now."""
    with _lock:
        return list(_open)


def campaign_parts(path: Path) -> Iterator[Path]:
    yield path
    for suffix in SIDE_FILES:
        yield path.with_name(path.name + suffix)


def is_part_of_open_campaign(target: Path | str) -> Path | None:
    """The open campaign that ``target`` is (or whose -wal, -shm or journal it is), else None.

    Compared by resolved path and, for files that exist, by device and inode (a hard link or another
    spelling of the same file).  Never opens ``target``."""
    want = resolved(target)
    try:
        st = os.stat(want)
        ident: tuple[int, int] | None = (st.st_dev, st.st_ino)
    except OSError:
        ident = None
    for path in open_campaign_files():
        for part in campaign_parts(path):
            if part == want:
                return path
            if ident is not None:
                try:
                    pst = os.stat(part)
                except OSError:
                    continue
                if (pst.st_dev, pst.st_ino) == ident:
                    return path
    return None


def read_mode(path: Path) -> str:
    """How to read a file SQLite-wise without leaving anything beside it: ``immutable`` when no
    -wal or journal is there to be read with it (a read-only connection would make a -wal and an
    -shm that it cannot remove), else a plain read-only connection."""
    for suffix in ("-wal", "-journal"):
        if path.with_name(path.name + suffix).exists():
            return "mode=ro"
    return "mode=ro&immutable=1"


def _wal(cur: sqlite3.Cursor) -> None:
    """Put the file in WAL mode, waiting as every write waits for another console's lock.

    Turning a new file's journal to WAL takes its lock exclusively, and SQLite answers "database is
    locked" at once, without its busy handler, while another console holds any lock on it (two
    consoles making one campaign at the same moment): so this waits here, up to :data:`BUSY_TIMEOUT`."""
    deadline = time.monotonic() + BUSY_TIMEOUT
    while True:
        try:
            cur.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


def _connect(path: Path, read_only: bool, immutable: bool = False) -> sqlite3.Connection:
    if read_only:
        query = "mode=ro&immutable=1" if immutable else "mode=ro"
        con = sqlite3.connect(
            f"{path.as_uri()}?{query}", uri=True, check_same_thread=False, timeout=BUSY_TIMEOUT, isolation_level=None
        )
    else:
        con = sqlite3.connect(str(path), check_same_thread=False, timeout=BUSY_TIMEOUT, isolation_level=None)
    cur = con.cursor()
    if not read_only:
        _wal(cur)
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA synchronous=FULL")
    cur.close()
    return con


#: where a write transaction's begin leaves the newest log event's id (:func:`app.store.consoles.newest_at_begin`)
NEWEST_AT_BEGIN = "deadwatch_newest_event"


def _begin(conn: Connection) -> None:
    """Begin the transaction: a write's ``BEGIN IMMEDIATE`` takes the write lock, and then reads the
    newest log event's id, which tells whether another console wrote since (app.store.consoles).
    Both straight on the driver's connection: through SQLAlchemy's statement machinery they cost
    70 µs each, on SQLite 5."""
    raw = cast(sqlite3.Connection, conn.connection.driver_connection)  # made by _connect: never None
    if not conn.get_execution_options().get("immediate"):
        raw.execute("BEGIN")
        conn.info.pop(NEWEST_AT_BEGIN, None)  # what a write began with is not this transaction's
        return
    raw.execute("BEGIN IMMEDIATE")
    try:
        conn.info[NEWEST_AT_BEGIN] = raw.execute("SELECT max(id) FROM log_event").fetchone()[0] or 0
    except sqlite3.Error:  # no log yet (a campaign being made): the caller asks in its own way
        conn.info.pop(NEWEST_AT_BEGIN, None)


def sqlite_engine(path: Path, read_only: bool = False, immutable: bool = False, hold: bool = True) -> Engine:
    """An engine on the SQLite file at ``path`` (made if missing, unless ``read_only``); without
    ``hold``, no lock file is made beside it (app.store.campaign_lock)."""
    path = resolved(path)
    engine = create_engine(
        "sqlite+pysqlite://",
        creator=lambda: _connect(path, read_only, immutable),
        poolclass=QueuePool,
        pool_size=5,
        max_overflow=10,
    )
    event.listen(engine, "begin", _begin)
    _register(path, hold)
    disposed = [False]
    dispose = engine.dispose

    def dispose_and_forget(close: bool = True) -> None:
        dispose(close)
        if not disposed[0]:
            disposed[0] = True
            _unregister(path)
            if not read_only:
                _forget_marks(path)

    engine.dispose = dispose_and_forget  # type: ignore[method-assign]
    return engine


def _forget_marks(path: Path) -> None:
    """The campaign's -mark list (app.store.wal_mark) goes with its -wal: when the last connection
    closed, SQLite checkpointed the -wal and removed it, and a campaign without one needs no list."""
    with _lock:
        if path in _open:
            return
    if not path.with_name(path.name + "-wal").exists():
        path.with_name(path.name + "-mark").unlink(missing_ok=True)


def backup_to(source: sqlite3.Connection, target: Path) -> Path:
    """Copy the whole database of ``source`` (what its -wal holds included) to ``target`` through
    SQLite's backup API: written to a temporary file beside ``target``, synced, then renamed over it,
    so ``target`` is never half written."""
    target = resolved(target)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    for part in campaign_parts(tmp):
        part.unlink(missing_ok=True)
    try:
        dst = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            source.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # a copy is one file
            # a mark of its own (app.store.wal_mark): a copy put over the campaign after a crash is
            # not taken for the file the crashed session's -wal was written over
            dst.execute(f"PRAGMA user_version = {secrets.randbelow(2**31 - 1) + 1}")
        finally:
            dst.close()
        fd = os.open(tmp, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        for part in campaign_parts(tmp):  # a full disk leaves no half copy (nor its -wal) beside it
            part.unlink(missing_ok=True)
        raise
    return target


def backup_file(path: Path, target: Path) -> Path:
    """Copy the campaign file at ``path`` (not open in this process) to ``target``."""
    con = sqlite3.connect(str(resolved(path)), isolation_level=None)
    try:
        return backup_to(con, target)
    finally:
        con.close()
