"""Where a test's campaign lives: a file (SQLite, the default) or a fresh database on a PostgreSQL
server when ``DEADWATCH_TEST_DATABASE_URL`` names one (``.ci/run`` starts a server and runs the store
and services tests a second time with it set).

    path = campaign_target(tmp_path, "fight.deadwatch")   # a path, or a new database's URL
    create_campaign(path, ...); open_services(path, ...)
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

SERVER = os.environ.get("DEADWATCH_TEST_DATABASE_URL", "").strip()


def on_server() -> bool:
    return bool(SERVER)


def new_database() -> str:
    """A new, empty database on the test server; its URL."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    url = make_url(SERVER)
    if url.drivername == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    name = f"dw_{uuid.uuid4().hex[:16]}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    return url.set(database=name).render_as_string(hide_password=False)


def campaign_target(tmp_path: Path, name: str) -> str:
    """Where a test makes its campaign: ``tmp_path / name``, or a new database on the test server."""
    return new_database() if SERVER else str(tmp_path / name)


#: for tests about files themselves (paths, -wal files, permissions, SQLite's locks and migrations)
sqlite_only = pytest.mark.skipif(on_server(), reason="about campaign files (SQLite); the server run skips it")


def dump_store(target) -> list[str]:  # noqa: ANN001 - a path or a URL
    """Every row of every table of the campaign at ``target``, as text: equal before and after
    exactly when nothing in the store changed."""
    if not str(target).startswith(("postgresql", "sqlite:")):
        import sqlite3
        from contextlib import closing

        with closing(sqlite3.connect(target)) as db:
            return list(db.iterdump())
    from sqlalchemy import MetaData, create_engine
    from sqlalchemy.engine import make_url

    url = make_url(str(target))
    if url.drivername == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    engine = create_engine(url)
    try:
        meta = MetaData()
        meta.reflect(engine)
        out = []
        with engine.connect() as conn:
            for table in sorted(meta.tables.values(), key=lambda t: t.name):
                keys = list(table.primary_key.columns) or list(table.columns)
                for row in conn.execute(table.select().order_by(*keys)):
                    out.append(f"{table.name} {tuple(row)!r}")
        return out
    finally:
        engine.dispose()
