"""Opening a campaign: a SQLite file (the embedded default) or a SQLAlchemy URL.

A file is checked before anything writes to it: a file that is not a Deadwatch campaign, or one
written by a newer Deadwatch, is refused with a clear message and left byte-for-byte untouched.
An older campaign is copied to a backup beside itself (SQLite's backup API, so what its -wal holds is
in the copy; one backup per version), then migrated to the current schema in one transaction: killed
at any statement, the file opens afterwards at its old version or its new one.  A file Deadwatch may
not write opens read-only.  SQLite runs in WAL mode with foreign keys on and full synchronous commits,
so a committed action survives a crash of the program (see :mod:`app.store.sqlite_file`).

Alembic (about a fifth of a second to load) is loaded only when a campaign needs it: a new or an
older file, or a database URL.  A file already at :data:`SCHEMA_REVISION` is recognised by reading
its ``alembic_version`` row with ``sqlite3``.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import InterfaceError, OperationalError

from app.paths import base_dir
from app.rules.records import record
from app.store import wal_mark
from app.store.consoles import LOCK_KEY
from app.store.errors import CampaignFileError
from app.store.sqlite_file import BUSY_TIMEOUT, backup_file, read_mode, sqlite_engine
from app.store.store_url import is_url, shown_url, url_engine

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = base_dir() / "app" / "store" / "migrations"
SQLITE_MAGIC = b"SQLite format 3\x00"
#: the schema this Deadwatch writes: the head of migrations/versions (a test keeps the two equal;
#: a new migration moves both)
SCHEMA_REVISION = "0007"


@record(eq=False, repr=False)
class OpenedStore:
    engine: Engine
    url: str
    path: Path | None
    backup: Path | None  # the copy made before a migration, if one was made
    read_only: bool = False  # a file Deadwatch may not write: every action is refused with a message
    #: where a leftover -wal written over another file was moved (app.store.wal_mark), if one was
    set_aside: Path | None = None

    def close(self) -> None:
        self.engine.dispose()


def alembic_config() -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def known_revisions() -> set[str]:
    from alembic.script import ScriptDirectory

    return {s.revision for s in ScriptDirectory.from_config(alembic_config()).walk_revisions()}


#: the database dialects a URL may name (``postgresql+psycopg://…``: the part before ``+``)
def _reading(path: Path, as_the_file_is: bool = False) -> str:
    """The query of a read-only SQLite connection that reads ``path`` and leaves nothing beside it:
    ``immutable`` (the file alone) when no -wal or journal is there to read with it, when its -wal
    is another file's (``as_the_file_is``), or when a -wal could not be read without an -shm that
    a read-only folder cannot hold; else a plain ``mode=ro``."""
    if as_the_file_is:
        return "mode=ro&immutable=1"
    query = read_mode(path)
    if query == "mode=ro" and not _folder_writable(path) and not path.with_name(path.name + "-shm").exists():
        return "mode=ro&immutable=1"
    return query


def _file_revision(path: Path, as_the_file_is: bool = False) -> str | None:
    """The schema revision of an existing SQLite file, read without writing to it or leaving
    anything beside it, through SQLite only (a descriptor of Deadwatch's own on a campaign this
    process has open would drop SQLite's locks on it when closed).

    Returns None for an empty database (no schema at all, no ``user_version`` or
    ``application_id`` of another program's); raises CampaignFileError for anything else.
    """
    try:
        # another console making the campaign holds its lock for a moment: wait as every connection does
        con = sqlite3.connect(f"{path.resolve().as_uri()}?{_reading(path, as_the_file_is)}", uri=True,
                              timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise CampaignFileError(CampaignFileError.UNREADABLE, str(path), str(exc)) from exc
    try:
        names = {(r[0], r[1]) for r in con.execute("SELECT type, name FROM sqlite_master")}
        tables = {name for kind, name in names if kind == "table"}
        if not names:
            # another program's database may be empty but for its marks; Deadwatch's own header
            # mark (app.store.wal_mark) only ever comes with its tables
            marks = con.execute("PRAGMA user_version").fetchone()[0], con.execute("PRAGMA application_id").fetchone()[0]
            if any(marks):
                raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
            return None
        if "alembic_version" not in tables or "campaign" not in tables:
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.OperationalError as exc:
        if "unable to open" in str(exc):
            raise CampaignFileError(CampaignFileError.UNREADABLE, str(path), str(exc)) from exc
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path), str(exc)) from exc
    except sqlite3.DatabaseError as exc:
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path), str(exc)) from exc
    finally:
        con.close()
    if row is None:
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
    return str(row[0])


def _check_revision(revision: str | None, target: str) -> None:
    if revision is not None and revision not in known_revisions():
        raise CampaignFileError(CampaignFileError.NEWER_VERSION, target, revision)


def _current_revision(engine: Engine) -> str | None:
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def _upgrade(engine: Engine) -> None:
    """Migrate to the head in one transaction: killed at any statement, the file is at its old
    version (SQLite's DDL is transactional once the driver leaves the transaction to Deadwatch).

    The transaction holds the campaign's write lock before it reads the version (SQLite: ``BEGIN
    IMMEDIATE``; PostgreSQL: the consoles' advisory lock), so two consoles opening an empty database
    at the same moment make the schema once: the second finds it made."""
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    cfg = alembic_config()
    with engine.execution_options(immediate=True).begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
        if MigrationContext.configure(conn).get_current_revision() == SCHEMA_REVISION:
            return  # made (or migrated) by another console while this one waited for the lock
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def backup_name(path: Path, revision: str) -> Path:
    """The one backup of ``path`` as it was at ``revision`` (a retry replaces it, never adds one)."""
    return path.with_name(f"{path.name}.v{revision}.bak")


def _writable(path: Path) -> bool:
    """Whether Deadwatch may write the campaign: the file and its folder (where SQLite keeps the
    -wal and -shm files).  A file marked read-only (no write permission for anyone) is not, even
    for a user such as root whom the system would let write it."""
    try:
        marked = os.stat(path).st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) == 0
    except OSError:
        marked = False
    return not marked and os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def _file_error(path: Path, exc: BaseException) -> CampaignFileError:
    if isinstance(exc, PermissionError):
        return CampaignFileError(CampaignFileError.NO_PERMISSION, str(path), exc.strerror or str(exc))
    return CampaignFileError(CampaignFileError.UNREADABLE, str(path), getattr(exc, "strerror", None) or str(exc))


def _folder_writable(path: Path) -> bool:
    """Whether SQLite may make the -wal and -shm files beside ``path``."""
    return os.access(path.parent, os.W_OK | os.X_OK)


def open_store(
    target: str, create: bool = True, read_only: bool = False, check: Callable[[Engine], None] | None = None
) -> OpenedStore:
    """Open (or, with ``create``, make) the campaign at ``target``: a file path or a database URL.

    A file that cannot be written (the file, its folder, its disk) is opened read-only
    (``OpenedStore.read_only``), and so is any file with ``read_only``: a reader such as the
    command-line export, which then never checkpoints or removes the -wal of a campaign open
    elsewhere.  Without ``create`` an existing file must hold a campaign: an empty one is refused.

    A refused file is left as it was, byte for byte, with nothing beside it: everything is read
    through read-only connections before anything writes, and ``check`` (the campaign row's check)
    runs on a read-only engine before the campaign is marked or its journal mode set."""
    if is_url(target):
        store = _open_url(target)
        _checked(store.engine, check)
        return store
    path = Path(target).expanduser()
    try:
        exists = path.exists()
        if exists and path.is_dir():
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        if not exists:
            if not create or read_only:
                raise CampaignFileError(CampaignFileError.MISSING, str(path))
            path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _file_error(path, exc) from exc
    if exists and not os.access(path, os.R_OK):
        raise CampaignFileError(CampaignFileError.NO_PERMISSION, str(path), os.strerror(13))
    foreign = exists and wal_mark.foreign_wal(path)
    if exists and (read_only or not _writable(path)):
        store = _open_read_only(path, as_the_file_is=foreign)
        _checked(store.engine, check)
        return store
    backup: Path | None = None
    revision: str | None = None
    checked = False
    if exists:
        revision = _file_revision(path, as_the_file_is=foreign)  # the file as it is, its -wal set aside
        if revision is None and not create:
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        if revision != SCHEMA_REVISION:
            _check_revision(revision, str(path))
        checked = revision is not None and _checked_as_it_is(path, foreign, check)
    set_aside: Path | None = None
    if foreign:
        try:
            set_aside = wal_mark.set_aside(path)
        except OSError as exc:
            raise _file_error(path, exc) from exc
    if revision is not None and revision != SCHEMA_REVISION:
        try:
            backup = backup_file(path, backup_name(path, revision))
        except (OSError, sqlite3.Error) as exc:
            raise _file_error(path, exc) from exc
    engine = sqlite_engine(path)
    wal_mark.watch(engine, path)  # Deadwatch's checkpoints, each with a mark
    try:
        if revision != SCHEMA_REVISION and _current_revision(engine) != SCHEMA_REVISION:
            try:
                _upgrade(engine)
            except (OperationalError, sqlite3.Error, OSError):
                raise
            except Exception as exc:
                raise CampaignFileError(CampaignFileError.MIGRATION_FAILED, str(path), str(exc)) from exc
        if not checked:
            _checked(engine, check)  # made (or migrated from a schema the check cannot read): checked now
    except CampaignFileError:
        engine.dispose()
        raise
    except (OperationalError, sqlite3.Error, OSError) as exc:
        engine.dispose()
        orig = exc.orig if isinstance(exc, OperationalError) else exc
        raise _file_error(path, orig if isinstance(orig, BaseException) else exc) from exc
    except BaseException:
        engine.dispose()
        raise
    _mark(engine, path)
    return OpenedStore(engine, f"sqlite:///{path}", path, backup, set_aside=set_aside)


def _checked_as_it_is(path: Path, foreign: bool, check: Callable[[Engine], None] | None) -> bool:
    """Run ``check`` on a read-only engine on the file as it is, before anything writes to it (nor
    backs it up or migrates it); False when there is nothing to check or the check cannot read
    this (older) schema."""
    if check is None:
        return True
    probe = sqlite_engine(path, read_only=True, immutable="immutable" in _reading(path, foreign))
    try:
        check(probe)
    except (OperationalError, sqlite3.Error):
        return False  # an older schema the check cannot read: checked once migrated
    finally:
        probe.dispose()
    return True


def _checked(engine: Engine, check: Callable[[Engine], None] | None) -> None:
    """Run ``check`` on ``engine``; the engine is disposed of when it refuses."""
    if check is None:
        return
    try:
        check(engine)
    except BaseException:
        engine.dispose()
        raise


def _mark(engine: Engine, path: Path) -> None:
    """Mark the campaign for this console (app.store.wal_mark).  A mark that cannot be written (a
    full disk, another console holding the write lock past the timeout) leaves this session
    unmarked: the campaign still opens, and its next actions say what is wrong."""
    try:
        with engine.connect() as conn:
            raw = conn.connection.driver_connection
            assert isinstance(raw, sqlite3.Connection)
            wal_mark.mark(raw, path)
    except (OSError, sqlite3.Error, OperationalError):
        pass


def _open_read_only(path: Path, as_the_file_is: bool = False) -> OpenedStore:
    """A campaign that cannot be written (the file, its folder or its disk): opened read-only, if
    it is at this Deadwatch's version, with nothing made beside it where that cannot be.
    ``as_the_file_is``: its leftover -wal belongs to another file, and is not read."""
    if as_the_file_is:
        return _open_immutable(path)
    revision = _file_revision(path)
    if revision != SCHEMA_REVISION:
        _check_revision(revision, str(path))
        if revision is None:
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        # an older campaign needs migrating, and a read-only one cannot be
        raise CampaignFileError(CampaignFileError.OLDER_VERSION, str(path), revision)
    # a file that cannot be written is read alone (immutable), with nothing made beside it (no -wal,
    # -shm nor lock file), unless a -wal (and its -shm) is there to read with it; a writable one
    # read so (by the command-line export) is read as it is written, and held as open
    writable = _writable(path)
    immutable = (not writable or not _folder_writable(path)) and "immutable" in _reading(path)
    engine = sqlite_engine(path, read_only=True, immutable=immutable, hold=writable)
    return OpenedStore(engine, f"sqlite:///{path}", path, None, read_only=True)


def _open_immutable(path: Path) -> OpenedStore:
    """A read-only campaign whose leftover -wal is another file's: read as its file is, the -wal
    neither applied nor moved."""
    engine = sqlite_engine(path, read_only=True, immutable=True, hold=_writable(path))
    try:
        with engine.connect() as conn:
            tables = {r[0] for r in conn.exec_driver_sql("SELECT name FROM sqlite_master WHERE type='table'")}
            versions = "SELECT version_num FROM alembic_version"
            row = conn.exec_driver_sql(versions).fetchone() if "alembic_version" in tables else None
    except (OperationalError, sqlite3.Error) as exc:
        engine.dispose()
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path), str(exc)) from exc
    revision = None if row is None else str(row[0])
    if revision != SCHEMA_REVISION or "campaign" not in tables:
        engine.dispose()
        if revision is None or "campaign" not in tables:
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        _check_revision(revision, str(path))
        raise CampaignFileError(CampaignFileError.OLDER_VERSION, str(path), revision)
    wal = path.with_name(path.name + "-wal")
    return OpenedStore(engine, f"sqlite:///{path}", path, None, read_only=True, set_aside=wal)


def _open_url(target: str) -> OpenedStore:
    from alembic.runtime.migration import MigrationContext

    engine = url_engine(target)
    try:
        with engine.connect() as conn:
            tables = set(inspect(conn).get_table_names())
            revision = MigrationContext.configure(conn).get_current_revision()
        if tables and (revision is None or "campaign" not in tables):
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, shown_url(target))
        _check_revision(revision, shown_url(target))
        if revision != SCHEMA_REVISION:
            _upgrade(engine)
    except CampaignFileError:
        engine.dispose()
        raise
    except (OperationalError, InterfaceError) as exc:
        engine.dispose()
        raise CampaignFileError(CampaignFileError.UNREADABLE, shown_url(target), str(exc.orig or exc).strip()) from exc
    return OpenedStore(engine, target, None, None)


def integrity_ok(engine: Engine) -> bool:
    """SQLite's own check of the whole file; a database server keeps its own (there: it answers)."""
    if engine.dialect.name != "sqlite":
        with engine.connect() as conn:
            return conn.exec_driver_sql("SELECT 1").scalar() == 1
    with engine.connect() as conn:
        return conn.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
