"""Opening a campaign: a SQLite file (the embedded default) or a SQLAlchemy URL.

A file is checked before anything writes to it: a file that is not a Deadwatch campaign, or one
written by a newer Deadwatch, is refused with a clear message and left byte-for-byte untouched.
An older campaign is copied to a backup beside itself, then migrated to the current schema.
SQLite runs in WAL mode with foreign keys on and full synchronous commits, so a committed action
survives a crash of the program.

Alembic (about a fifth of a second to load) is loaded only when a campaign needs it: a new or an
older file, or a database URL.  A file already at :data:`SCHEMA_REVISION` is recognised by reading
its ``alembic_version`` row with ``sqlite3``.
"""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import event, inspect
from sqlalchemy.engine import Engine
from sqlmodel import create_engine

from app.paths import base_dir
from app.store.errors import CampaignFileError

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = base_dir() / "app" / "store" / "migrations"
SQLITE_MAGIC = b"SQLite format 3\x00"
#: the schema this Deadwatch writes: the head of migrations/versions (a test keeps the two equal;
#: a new migration moves both)
SCHEMA_REVISION = "0003"


@dataclass
class OpenedStore:
    engine: Engine
    url: str
    path: Path | None
    backup: Path | None  # the copy made before a migration, if one was made


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


def is_url(target: str) -> bool:
    return "://" in target


def _sqlite_pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA synchronous=FULL")
    cur.close()


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def _file_revision(path: Path) -> str | None:
    """The schema revision of an existing SQLite file, read without writing to it.

    Returns None for an empty database; raises CampaignFileError for anything else.
    """
    try:
        with path.open("rb") as fh:
            header = fh.read(16)
    except OSError as exc:
        raise CampaignFileError(CampaignFileError.UNREADABLE, str(path), str(exc)) from exc
    if not header:
        return None
    if header != SQLITE_MAGIC:
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not tables:
                return None
            if "alembic_version" not in tables or "campaign" not in tables:
                raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
            row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path), str(exc)) from exc
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
    from alembic import command

    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def open_store(target: str) -> OpenedStore:
    """Open (or create) the campaign at ``target``: a file path or a SQLAlchemy URL."""
    if is_url(target):
        from alembic.runtime.migration import MigrationContext

        engine = make_engine(target)
        with engine.connect() as conn:
            tables = set(inspect(conn).get_table_names())
            revision = MigrationContext.configure(conn).get_current_revision()
        if tables and (revision is None or "campaign" not in tables):
            engine.dispose()
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, target)
        try:
            _check_revision(revision, target)
        except CampaignFileError:
            engine.dispose()
            raise
        if revision != SCHEMA_REVISION:
            _upgrade(engine)
        return OpenedStore(engine, target, None, None)

    path = Path(target).expanduser()
    backup: Path | None = None
    revision: str | None = None
    if path.exists():
        if path.is_dir():
            raise CampaignFileError(CampaignFileError.NOT_A_CAMPAIGN, str(path))
        revision = _file_revision(path)
        if revision != SCHEMA_REVISION:
            _check_revision(revision, str(path))
        if revision is not None and revision != SCHEMA_REVISION:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            backup = path.with_name(f"{path.name}.{revision}-{stamp}.bak")
            shutil.copy2(path, backup)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{path}"
    engine = make_engine(url)
    if revision != SCHEMA_REVISION and _current_revision(engine) != SCHEMA_REVISION:
        _upgrade(engine)
    return OpenedStore(engine, url, path, backup)


def integrity_ok(engine: Engine) -> bool:
    with engine.connect() as conn:
        return conn.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
